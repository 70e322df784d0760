import type { SaveNotesReply } from '@socratica/contracts';
import { apiPut } from '../../../lib/api-client';

// No mutation hook: the notes saver debounces, retries and orders its saves itself (hooks/use-notes-autosave).
export function saveNotes(sessionId: number, notes: string): Promise<SaveNotesReply> {
  return apiPut<SaveNotesReply>(`assessments/${sessionId}/notes`, { body: { notes } });
}
