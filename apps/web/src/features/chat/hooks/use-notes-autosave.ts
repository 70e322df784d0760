import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { saveNotes } from '../api/save-notes';

/** How long typing must pause before the notes are sent. */
const NOTES_SAVE_DELAY_MS = 1000;

export type NotesSaveState = 'saved' | 'pending' | 'saving' | 'failed';

/**
 * The notes side panel's text, saved to the server a second after the learner stops typing, and again when the
 * page is left with changes unsaved. Saves go out one after another, so an older text never lands last.
 */
export function useNotesAutosave(sessionId: number, initialNotes: string) {
  const [notes, setNotesText] = useState(initialNotes);
  const [saveState, setSaveState] = useState<NotesSaveState>('saved');
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(initialNotes);
  const lastSaved = useRef(initialNotes);
  const delay = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(
    () => () => {
      clearTimeout(delay.current);
      if (latest.current !== lastSaved.current) {
        // The page is going away: nothing is left to show a failure to; the autosave copy still has the text.
        saveNotes(sessionId, latest.current).catch(() => undefined);
      }
    },
    [sessionId],
  );

  /** Sends the notes now; with `evenIfUnchanged`, also when the server already has this text (the autosave). */
  function saveNow({ evenIfUnchanged = false } = {}): Promise<void> {
    clearTimeout(delay.current);
    const run = async () => {
      const text = latest.current;
      if (text === lastSaved.current && !evenIfUnchanged) return;
      setSaveState('saving');
      try {
        await saveNotes(sessionId, text);
        lastSaved.current = text;
        setFailure(null);
        setSaveState(latest.current === text ? 'saved' : 'pending');
      } catch (error) {
        setFailure(errorText(error));
        setSaveState('failed');
      }
    };
    queue.current = queue.current.then(run);
    return queue.current;
  }

  function setNotes(text: string) {
    latest.current = text;
    setNotesText(text);
    setSaveState('pending');
    clearTimeout(delay.current);
    delay.current = setTimeout(() => void saveNow(), NOTES_SAVE_DELAY_MS);
  }

  /** The server has `text` by another road (the pause request carries the notes). */
  function markSaved(text: string) {
    clearTimeout(delay.current);
    lastSaved.current = text;
    if (latest.current === text) setSaveState('saved');
  }

  return { notes, setNotes, saveState, failure, saveNow, markSaved };
}
