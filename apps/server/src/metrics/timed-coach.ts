import type { Coach, TutorRequest } from '../coach/coach.js';
import type { Metrics } from './metrics.js';

type Task = Exclude<keyof Coach, 'provider' | 'tutorReply'>;

const TASKS: Record<Task, string> = {
  generateBaseline: 'generate_baseline',
  scoreBaseline: 'score_baseline',
  generatePostAssessment: 'generate_post_assessment',
  gradeAnswer: 'grade_answer',
  summarizeLearning: 'summarize_learning',
  writePodcastScript: 'write_podcast_script',
};

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * The coach as the app calls it, timed: each call by provider and task, and each tutor reply while it is
 * written (how many are live, the wait for its first piece, its pieces and characters). The provider is
 * read when a call starts, since the embedded model's coach is the offline one until its model loads.
 * Without metrics the coach itself is returned.
 */
export function timedCoach(coach: Coach, metrics: Metrics | null): Coach {
  if (!metrics) return coach;
  const timed =
    <A extends unknown[], R>(task: Task, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const labels = { provider: coach.provider, task: TASKS[task] };
      const started = performance.now();
      try {
        const result = await call(...args);
        metrics.coachCallDuration.observe({ ...labels, outcome: 'ok' }, seconds(started));
        return result;
      } catch (error) {
        metrics.coachCallDuration.observe({ ...labels, outcome: 'error' }, seconds(started));
        throw error;
      }
    };

  return {
    get provider() {
      return coach.provider;
    },
    generateBaseline: timed('generateBaseline', (request) => coach.generateBaseline(request)),
    scoreBaseline: timed('scoreBaseline', (request) => coach.scoreBaseline(request)),
    generatePostAssessment: timed('generatePostAssessment', (request) =>
      coach.generatePostAssessment(request),
    ),
    gradeAnswer: timed('gradeAnswer', (request) => coach.gradeAnswer(request)),
    summarizeLearning: timed('summarizeLearning', (request) => coach.summarizeLearning(request)),
    writePodcastScript: timed('writePodcastScript', (request) => coach.writePodcastScript(request)),
    tutorReply: (request, signal) => timedTutorReply(coach, metrics, request, signal),
  };
}

/** A tutor reply while it is written: live, waited for, counted in pieces and characters, timed whole. */
async function* timedTutorReply(
  coach: Coach,
  metrics: Metrics,
  request: TutorRequest,
  signal: AbortSignal,
): AsyncIterable<string> {
  const provider = coach.provider;
  const started = performance.now();
  let failed = false;
  let first = true;
  metrics.tutorRepliesInProgress.inc();
  try {
    for await (const piece of coach.tutorReply(request, signal)) {
      if (first) metrics.tutorFirstPiece.observe({ provider }, seconds(started));
      first = false;
      metrics.tutorPieces.inc({ provider });
      metrics.tutorCharacters.inc({ provider }, piece.length);
      yield piece;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // Also when the caller stops reading (a content filter cut the reply), which is no failure.
    metrics.tutorRepliesInProgress.dec();
    const outcome = failed ? 'error' : 'ok';
    metrics.coachCallDuration.observe({ provider, task: 'tutor_reply', outcome }, seconds(started));
  }
}
