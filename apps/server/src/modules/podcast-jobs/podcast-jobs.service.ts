import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { DEFAULT_PODCAST_VOICE } from '@socratica/contracts';
import type {
  GeneratePodcastRequest,
  GeneratePodcastResponse,
  PodcastJob,
  PodcastJobList,
} from '@socratica/contracts';
import { conflict, forbidden, notFound, tooManyRequests } from '../../lib/http-errors.js';
import type { Principal } from '../../plugins/access.js';
import type { AuditService } from '../audit/audit.service.js';
import { easternTime } from '../../lib/eastern-time.js';
import { toPodcastJob } from './podcast-job-view.js';
import type { NewPodcastJob, PodcastJobRow, PodcastJobsRepository } from './podcast-jobs.repository.js';
import type { TopicMaterial } from './topic-material.js';
import type { ReviewedQuestion } from '../../db/schema/index.js';

type GenerateFields = z.output<typeof GeneratePodcastRequest>;

/** A learner's due review cards as a review episode goes through them (issue 40). */
export interface DueCardsToReview {
  /** The session holding most of them: its report concepts choose what the rest of the episode teaches. */
  sessionId: number;
  /** Their topics, the one with most cards first. */
  topics: string[];
  questions: ReviewedQuestion[];
}

/** "Volcanoes", "Volcanoes and Tides", "Volcanoes, Tides and Photosynthesis". */
const namedTogether = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A review goes through a handful of questions and a few sections: the shortest length a learner can ask. */
const REVIEW_EPISODE_MINUTES = 5;

interface LearnerPodcastCaps {
  /** D17: jobs a learner may start in any 24 hours. */
  generationsPerDay: number;
  /** D17: whether learners may ask for the premium model. */
  premium: boolean;
}

export interface PodcastJobsDependencies {
  repository: PodcastJobsRepository;
  audit: AuditService;
  /** Hands the job to the background queue. */
  enqueue: (jobId: string) => Promise<void>;
  caps: LearnerPodcastCaps;
  providers: { script: 'offline' | 'openai' | 'local'; speech: 'offline' | 'openai' };
  /** Issue 39: a topic with no article or document (WordNet alone) is refused before a job is recorded. */
  material: Pick<TopicMaterial, 'assertMakeable'>;
}

const noSuchJob = (id: string) => notFound(`There is no podcast job ${id}, or it is not yours to see.`);

/**
 * Generation jobs (issue 13, D17): an admin's episode is for everyone; a learner's is for them alone,
 * within the daily cap. The request is stored before it is queued, so nothing the requester wrote is lost.
 */
export class PodcastJobsService {
  constructor(private readonly deps: PodcastJobsDependencies) {}

  async request(fields: GenerateFields, by: Principal, ip: string): Promise<GeneratePodcastResponse> {
    const personal = by.role !== 'admin';
    if (personal) await this.assertLearnerMayGenerate(by, fields.use_o3_model);
    await this.deps.material.assertMakeable(fields.topic, personal ? 'learner' : 'admin');
    const job = await this.start(
      {
        personal,
        title: fields.title,
        topic: fields.topic,
        description: fields.description,
        durationMinutes: fields.duration_minutes,
        voice: fields.voice,
        // A learner's own episode is in their feed whatever this says; it is never featured for others.
        isFeatured: personal ? false : fields.is_featured,
        useO3Model: fields.use_o3_model,
      },
      by,
    );
    await this.recordRequest(
      by,
      ip,
      job,
      `Asked for the podcast episode "${job.title}" (${job.durationMinutes} min, ${personal ? 'for themselves' : 'for everyone'})`,
      {
        topic: job.topic,
        duration_minutes: job.durationMinutes,
      },
    );
    return {
      success: true,
      job_id: job.id,
      message: personal
        ? `Your episode "${job.title}" is being made. It will appear in your Latest Episodes, for you alone.`
        : `The episode "${job.title}" is being made. It will appear in the feed when it is published.`,
    };
  }

  /**
   * Issue 24, D17: a personal episode on a finished session's missed questions and its concepts, for the
   * session's learner alone, within the learner's daily cap.
   */
  async requestReview(sessionId: number, by: Principal, ip: string): Promise<GeneratePodcastResponse> {
    const session = await this.deps.repository.reviewableSession(sessionId);
    if (!session || session.userId !== by.id) {
      throw notFound(`There is no session ${sessionId} of yours to review.`);
    }
    if (!session.completed) {
      throw conflict(
        'Finish the post-assessment first: the review episode goes through the questions it missed.',
      );
    }
    return this.startReview(
      {
        title: `Review: ${session.topic}`,
        topic: session.topic,
        description: `Your review of ${session.topic}: the questions your post-assessment missed, with the answers and their sources, then more on what your session covered.`,
        reviewSessionId: sessionId,
        reviewQuestions: null,
      },
      by,
      ip,
      `Asked for a review episode of their session on "${session.topic}"`,
    );
  }

  /**
   * Issue 40: a personal episode on the learner's due review cards, exactly those the review quiz shows, on
   * the topics they come from; the session holding most of them gives the concepts the rest teaches.
   */
  async requestCardReview(
    cards: DueCardsToReview,
    by: Principal,
    ip: string,
  ): Promise<GeneratePodcastResponse> {
    const topics = namedTogether(cards.topics);
    const count = cards.questions.length;
    return this.startReview(
      {
        title: `Review: ${topics}`,
        topic: cards.topics[0]!,
        description: `Your review of ${count === 1 ? 'the card' : `the ${count} cards`} due on ${topics}: each question with its answer and source, then more on what your session covered.`,
        reviewSessionId: cards.sessionId,
        reviewQuestions: cards.questions,
      },
      by,
      ip,
      `Asked for a review episode of ${count} due review card${count === 1 ? '' : 's'} on ${topics}`,
    );
  }

  private async startReview(
    episode: Pick<NewPodcastJob, 'title' | 'topic' | 'description' | 'reviewSessionId' | 'reviewQuestions'>,
    by: Principal,
    ip: string,
    audited: string,
  ): Promise<GeneratePodcastResponse> {
    if (by.role !== 'admin') await this.assertLearnerMayGenerate(by, false);
    const job = await this.start(
      {
        ...episode,
        personal: true,
        durationMinutes: REVIEW_EPISODE_MINUTES,
        voice: DEFAULT_PODCAST_VOICE,
        isFeatured: false,
        useO3Model: false,
      },
      by,
    );
    await this.recordRequest(by, ip, job, audited, { session_id: episode.reviewSessionId ?? null });
    return {
      success: true,
      job_id: job.id,
      message: `Your review episode "${job.title}" is being made. It will appear in your Latest Episodes, for you alone.`,
    };
  }

  /** Stores the request before it is queued, so nothing the requester asked for is lost (issue 13). */
  private async start(
    request: Omit<
      NewPodcastJob,
      'id' | 'requestedBy' | 'requestedByName' | 'scriptProvider' | 'speechProvider'
    >,
    by: Principal,
  ): Promise<PodcastJobRow> {
    const job = await this.deps.repository.create({
      ...request,
      id: randomUUID(),
      requestedBy: by.id,
      requestedByName: by.username,
      scriptProvider: this.deps.providers.script,
      speechProvider: this.deps.providers.speech,
    });
    await this.deps.enqueue(job.id);
    return job;
  }

  private async recordRequest(
    by: Principal,
    ip: string,
    job: PodcastJobRow,
    action: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.deps.audit.record({
      actionType: 'podcast_generation_requested',
      actor: by,
      ip,
      action,
      details: { job_id: job.id, personal: job.personal, ...details },
    });
  }

  async job(id: string, by: Principal): Promise<PodcastJob> {
    const row = await this.deps.repository.find(id);
    if (!row || (by.role !== 'admin' && row.requestedBy !== by.id)) throw noSuchJob(id);
    return toPodcastJob(row);
  }

  /** The jobs card: everyone's unfinished jobs for an admin, a learner's own otherwise. */
  async unfinished(by: Principal): Promise<PodcastJobList> {
    const { jobs, counts } = await this.deps.repository.unfinished(by.role === 'admin' ? undefined : by.id);
    const now = new Date();
    return { jobs: jobs.map((row) => toPodcastJob(row, now)), counts };
  }

  /** An admin retries any failed job; a learner their own (a schedule's card offers Retry, issue 14). */
  async retry(id: string, by: Principal, ip: string): Promise<PodcastJob> {
    const row = await this.deps.repository.find(id);
    if (!row || (by.role !== 'admin' && row.requestedBy !== by.id)) throw noSuchJob(id);
    if (!(await this.deps.repository.requeueFailed(id))) {
      throw conflict(`The job is ${row.state}, not failed: only a failed job can be retried.`);
    }
    await this.deps.enqueue(id);
    await this.deps.audit.record({
      actionType: 'podcast_generation_retried',
      actor: by,
      ip,
      action: `Retried the podcast episode "${row.title}"`,
      details: { job_id: id, previous_error: row.error },
    });
    return this.job(id, by);
  }

  /**
   * D17: a learner may make so many episodes in 24 hours, and the premium model only if the server allows it.
   * Only jobs that made or may still make an episode count (issue 39): a skipped or failed one made nothing.
   */
  async assertLearnerMayGenerate(by: Principal, useO3Model: boolean): Promise<void> {
    if (useO3Model && !this.deps.caps.premium) {
      throw forbidden('The premium model is for administrators on this server. Untick “use premium model”.');
    }
    const cap = this.deps.caps.generationsPerDay;
    const recent = await this.deps.repository.requestedSince(by.id, new Date(Date.now() - DAY_MS));
    if (recent.n >= cap) {
      const freeAt = new Date((recent.oldest ?? new Date()).getTime() + DAY_MS);
      const waitSeconds = Math.max(1, Math.ceil((freeAt.getTime() - Date.now()) / 1000));
      throw tooManyRequests(
        `You can make ${cap} podcast${cap === 1 ? '' : 's'} in 24 hours, and you have. You can make the next one at ${easternTime(freeAt)}.`,
        waitSeconds,
      );
    }
  }
}
