import type { CoachTask } from '@socratica/contracts';
import type { AssessmentSessionRow } from '../../db/schema/index.js';
import type { CoachEventLog } from '../admin/coach-events.repository.js';

/**
 * The tasks of one request that the model failed, so that the offline coach did them (issue 38): each coach
 * call gets the hook of its task, and the session keeps the list so the learner is told.
 */
export class OfflineTaskNotes {
  readonly tasks = new Set<CoachTask>();

  hook(task: CoachTask): { onAnsweredOffline: () => void } {
    return { onAnsweredOffline: () => void this.tasks.add(task) };
  }
}

/** One row per failed task, for the admin's list behind the dashboard's figure. */
export async function recordFailedTasks(
  events: CoachEventLog | null,
  session: Pick<AssessmentSessionRow, 'id' | 'userId'>,
  offline: OfflineTaskNotes,
): Promise<void> {
  if (!events) return;
  for (const task of offline.tasks) {
    await events.add({ outcome: 'failed', task, userId: session.userId, sessionId: session.id });
  }
}
