import { loadForTab, removeForTab, saveForTab } from '../../lib/tab-storage';

const PROGRESS_KEY = 'socratica.quiz_progress';

export const loadQuizProgress = (): unknown => loadForTab(PROGRESS_KEY);

export const saveQuizProgress = (progress: unknown): void => saveForTab(PROGRESS_KEY, progress);

/** So that the next visit to the quiz starts at the time step, as after Start Over. */
export function forgetQuizProgress(): void {
  removeForTab(PROGRESS_KEY);
}
