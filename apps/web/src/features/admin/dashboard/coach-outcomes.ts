import type { CoachEvent, CoachEventOutcome, CoachTask, DashboardStats } from '@socratica/contracts';

/** Each figure of the model-replies card, with what it counts in words an admin can check against the rows. */
export const COACH_OUTCOMES: {
  outcome: CoachEventOutcome;
  title: string;
  definition: string;
  figure: (replies: DashboardStats['model_replies']) => number;
}[] = [
  {
    outcome: 'replaced',
    title: 'Replaced',
    definition:
      'Replies that failed the checks twice (false, contradicted by a source, or praise no source supports): the learner got the offline coach’s reply instead.',
    figure: (replies) => replies.replaced,
  },
  {
    outcome: 'trimmed',
    title: 'Trimmed',
    definition:
      'Replies shown with one or more sentences left out: false arithmetic, a statement a source contradicts, or text that is not prose.',
    figure: (replies) => replies.trimmed,
  },
  {
    outcome: 'unanswered',
    title: 'Unanswered',
    definition:
      'Turns the model failed, stalled on, left empty or filled with junk: the offline coach answered them.',
    figure: (replies) => replies.unanswered,
  },
  {
    outcome: 'failed',
    title: 'Failed outside the chat',
    definition:
      'Questions, advice, marking, summaries and podcast scripts the model failed or wrote unusably: the offline coach did them.',
    figure: (replies) => Object.values(replies.failed_outside_chat).reduce((sum, n) => sum + n, 0),
  },
];

const TASK_NAMES: Record<CoachEvent['task'], string> = {
  tutor: 'Chat reply',
  baseline: 'Baseline questions',
  baseline_advice: 'Baseline advice',
  post_assessment: 'Post-assessment questions',
  marking: 'Marking',
  learning_summary: 'Report summary',
  podcast_script: 'Podcast script',
};

export const taskName = (task: CoachEvent['task']): string => TASK_NAMES[task];

/** "Marking 2, Podcast script 1": the failed tasks by name, those with none left out. */
export function failedTasksText(failed: Record<CoachTask, number>): string {
  return Object.entries(failed)
    .filter(([, count]) => count > 0)
    .map(([task, count]) => `${taskName(task as CoachTask)} ${count.toLocaleString('en-US')}`)
    .join(', ');
}

export function isCoachOutcome(value: string | null): value is CoachEventOutcome {
  return COACH_OUTCOMES.some((entry) => entry.outcome === value);
}
