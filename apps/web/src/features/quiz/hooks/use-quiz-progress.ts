import { useEffect, useReducer } from 'react';
import { loadQuizProgress, saveQuizProgress } from '../quiz-progress-storage';
import { initialQuizState, quizReducer, restoreQuizState } from '../quiz-state';

/**
 * The quiz's state, kept for the tab so that a reload does not throw away generated questions and answers.
 * The server holds the session itself (DESIGN D9); this only remembers where the learner was on the page.
 * A topic given by a link (a podcast's quiz, D14) replaces a remembered topic that has no session yet.
 */
export function useQuizProgress(initialTopic?: string) {
  const [state, dispatch] = useReducer(quizReducer, initialTopic, (topic) => {
    const restored = restoreQuizState(loadQuizProgress());
    if (!restored) return initialQuizState(topic);
    return topic && !restored.session ? { ...restored, topic } : restored;
  });

  useEffect(() => {
    saveQuizProgress(state);
  }, [state]);

  return [state, dispatch] as const;
}
