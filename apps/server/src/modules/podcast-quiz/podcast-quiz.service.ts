import type {
  PodcastQuiz,
  PodcastQuizAnswers,
  PodcastQuizResult,
  PodcastQuizScores,
} from '@socratica/contracts';
import { PodcastScript } from '../../coach/podcast-script.js';
import { conflict, unprocessable } from '../../lib/http-errors.js';
import type { Principal } from '../../plugins/access.js';
import type { PodcastsRepository } from '../podcasts/podcasts.repository.js';
import { noSuchEpisode, viewerOf } from '../podcasts/podcasts.service.js';
import type { PodcastQuizRepository, QuizAttempt, QuizEpisode } from './podcast-quiz.repository.js';
import { gradeQuizItem } from './quiz-grading.js';
import { episodeQuizItems, SECONDS_PER_ITEM, type EpisodeQuizItem } from './quiz-items.js';

/** Fewer items than this is no quiz: the episode said too little that can be asked. */
const FEWEST_ITEMS = 2;
/** Quizzes made are kept by episode id: a script never changes once its episode is published. */
const QUIZZES_KEPT = 200;

const toResult = (attempt: QuizAttempt): PodcastQuizResult => ({
  episode_id: attempt.episodeId,
  correct: attempt.correct,
  out_of: attempt.outOf,
  taken_at: attempt.createdAt.toISOString(),
  items: attempt.items,
});

/**
 * The quiz after an episode (issue 39, decision 051): items on what the episode's host said, graded, and
 * kept once per learner. A learner reaches only the quizzes of episodes they can listen to (D17): another
 * learner's own episode is "not there", as everywhere in the podcast area.
 */
export class PodcastQuizService {
  private readonly made = new Map<number, Promise<EpisodeQuizItem[]>>();

  constructor(
    private readonly repository: PodcastQuizRepository,
    private readonly episodes: Pick<PodcastsRepository, 'isVisible'>,
  ) {}

  async quiz(episodeId: number, principal: Principal): Promise<PodcastQuiz> {
    const episode = await this.visibleEpisode(episodeId, principal);
    const attempt = await this.repository.attempt(principal.id, episodeId);
    const items = await this.itemsOf(episode);
    return {
      episode_id: episode.id,
      episode_title: episode.title,
      topic: episode.topic,
      estimated_seconds: items.reduce((sum, item) => sum + SECONDS_PER_ITEM[item.kind], 0),
      items: items.map(({ id, kind, question }) => ({
        id,
        kind,
        prompt: question.text,
        options: question.options,
      })),
      result: attempt ? toResult(attempt) : null,
    };
  }

  async answer(
    episodeId: number,
    body: PodcastQuizAnswers,
    principal: Principal,
  ): Promise<PodcastQuizResult> {
    const episode = await this.visibleEpisode(episodeId, principal);
    if (await this.repository.attempt(principal.id, episodeId)) throw alreadyTaken();
    const items = await this.itemsOf(episode);
    const answers = answersByItem(body, items);
    const graded = [];
    for (const item of items) graded.push(await gradeQuizItem(item, answers.get(item.id) ?? ''));
    const stored = await this.repository.insert({
      episodeId,
      userId: principal.id,
      correct: graded.filter((result) => result.correct).length,
      outOf: graded.length,
      items: graded,
    });
    // Two answers sent at once: the first stored stands, the other is told so.
    if (!stored) throw alreadyTaken();
    return toResult(stored);
  }

  async scores(principal: Principal): Promise<PodcastQuizScores> {
    const rows = await this.repository.scores(principal.id);
    return {
      scores: rows.map((row) => ({
        episode_id: row.episodeId,
        correct: row.correct,
        out_of: row.outOf,
        taken_at: row.createdAt.toISOString(),
      })),
    };
  }

  private async visibleEpisode(episodeId: number, principal: Principal): Promise<QuizEpisode> {
    const visible = await this.episodes.isVisible(episodeId, viewerOf(principal));
    const episode = visible ? await this.repository.episode(episodeId) : undefined;
    if (!episode) throw noSuchEpisode(episodeId);
    return episode;
  }

  private async itemsOf(episode: QuizEpisode): Promise<EpisodeQuizItem[]> {
    let making = this.made.get(episode.id);
    if (!making) {
      const script = PodcastScript.safeParse(episode.script);
      making = script.success ? episodeQuizItems(script.data, episode.topic) : Promise.resolve([]);
      if (this.made.size >= QUIZZES_KEPT) this.made.clear();
      this.made.set(episode.id, making);
      making.catch(() => this.made.delete(episode.id));
    }
    const items = await making;
    if (items.length < FEWEST_ITEMS) {
      throw unprocessable(
        `“${episode.title}” has too few statements of its own to make a quiz from. Try the quiz of a longer episode on ${episode.topic}.`,
      );
    }
    return items;
  }
}

const alreadyTaken = () =>
  conflict(
    'You already took the quiz on this episode; each episode’s quiz is taken once. Your answers are on it.',
  );

/** Each answer matched to its item; an answer to an item the quiz does not have, or two to one, is refused. */
function answersByItem(body: PodcastQuizAnswers, items: readonly EpisodeQuizItem[]): Map<string, string> {
  const ids = new Set(items.map((item) => item.id));
  const answers = new Map<string, string>();
  for (const { item_id, answer } of body.answers) {
    if (!ids.has(item_id)) {
      throw unprocessable(`This quiz has no item “${item_id}”: its items are ${[...ids].join(', ')}.`);
    }
    if (answers.has(item_id))
      throw unprocessable(`Item “${item_id}” is answered twice; send one answer for it.`);
    answers.set(item_id, answer);
  }
  return answers;
}
