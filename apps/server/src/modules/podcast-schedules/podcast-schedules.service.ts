import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  GENERATION_IN_PROGRESS_DETAIL,
  type CreateScheduleRequest,
  type GenerateNowResponse,
  PodcastScheduleList,
  type PodcastScheduleResponse,
  type ScheduleDeleteResponse,
  type ScheduleModelLabels,
  type UpdateScheduleRequest,
} from '@socratica/contracts';
import { easternTime } from '../../lib/eastern-time.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import type { Principal } from '../../plugins/access.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PodcastJobsService } from '../podcast-jobs/podcast-jobs.service.js';
import type { Audience, TopicMaterial } from '../podcast-jobs/topic-material.js';
import type {
  JobProviders,
  PodcastSchedulesRepository,
  ScheduleWithRun,
} from './podcast-schedules.repository.js';
import { easternInstant, firstAnchorDate, nextSlotAfter } from './schedule-slots.js';
import { ruleOf, slotEpisodeTitle } from './schedule-ticker.js';
import { ScheduleListCache } from './schedule-list-cache.js';
import { toPodcastSchedule } from './schedule-view.js';

type CreateFields = z.output<typeof CreateScheduleRequest>;
type UpdateFields = z.output<typeof UpdateScheduleRequest>;

export interface PodcastSchedulesDependencies {
  repository: PodcastSchedulesRepository;
  audit: AuditService;
  /** The daily generation cap and the premium rule (D17) live with the jobs. */
  jobs: Pick<PodcastJobsService, 'assertLearnerMayGenerate'>;
  enqueue: (jobId: string) => Promise<void>;
  /** D17: active schedules a learner may have; whether learners may use the premium model; episodes a day. */
  caps: { activeSchedules: number; premium: boolean; generationsPerDay: number };
  providers: JobProviders;
  /** Read on each use: the embedded model's labels change once its model is there. */
  modelLabels: () => ScheduleModelLabels;
  /** Tells every instance's ticker that schedules changed. */
  changed: () => Promise<void>;
  /** Issue 39: a schedule on a topic with no article or document (WordNet alone) is refused. */
  material: Pick<TopicMaterial, 'assertMakeable'>;
  now?: () => Date;
}

const noSuchSchedule = (id: number) =>
  notFound(`There is no podcast schedule ${id}, or it is not yours to change.`);

/**
 * Podcast schedules (issue 14, D17): an admin's publish to everyone; a learner's make episodes for them
 * alone, within the cap on active schedules. Every change tells the tickers of every instance.
 */
export class PodcastSchedulesService {
  /** The 500-schedule list is read on every visit and every minute by each open tab (decision 029). */
  private readonly lists = new ScheduleListCache();
  /** The labels the kept lists were written with. */
  private listedLabels = '';

  constructor(private readonly deps: PodcastSchedulesDependencies) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** D11: the writers behind the standard and premium choice, named as the forms offer them. */
  get modelLabels(): ScheduleModelLabels {
    return this.deps.modelLabels();
  }

  /**
   * The list as its route sends it: JSON, checked against the contract and written once per change of what
   * it shows rather than once per read (decision 029). Every open tab reads it each minute.
   */
  async listJson(by: Principal): Promise<Buffer> {
    const ownerId = by.role === 'admin' ? undefined : by.id;
    const key = ownerId ?? 'all';
    const labels = this.modelLabels;
    if (JSON.stringify(labels) !== this.listedLabels) {
      this.lists.forgetAll();
      this.listedLabels = JSON.stringify(labels);
    }
    const kept = this.lists.kept(key);
    const read = await this.deps.repository.list(ownerId, kept?.version);
    if (read.schedules === null) return kept!.json;
    const list = PodcastScheduleList.parse({
      success: true,
      schedules: read.schedules.map(toPodcastSchedule),
      model_labels: labels,
      daily_limit: ownerId === undefined ? null : this.deps.caps.generationsPerDay,
    } satisfies PodcastScheduleList);
    return this.lists.keep(key, read.version, Buffer.from(JSON.stringify(list)));
  }

  async create(fields: CreateFields, by: Principal, ip: string): Promise<PodcastScheduleResponse> {
    const personal = by.role !== 'admin';
    if (personal) {
      this.checkPremium(fields.use_o3_model);
      await this.checkActiveCap(by.id);
    }
    await this.deps.material.assertMakeable(fields.topic, audienceOf(by));
    const anchorDate = firstAnchorDate(fields.generation_time, this.now());
    const id = await this.deps.repository.create({
      ownerId: by.id,
      personal,
      ...scheduleFields(fields),
      anchorDate,
      nextGenerationTime: easternInstant(anchorDate, fields.generation_time),
    });
    const schedule = await this.view(id);
    await this.record(
      'podcast_schedule_created',
      by,
      ip,
      schedule,
      `Created the ${fields.frequency} podcast schedule`,
    );
    return {
      success: true,
      schedule: toPodcastSchedule(schedule),
      message: `Schedule "${schedule.title}" created.`,
    };
  }

  async update(
    id: number,
    fields: UpdateFields,
    by: Principal,
    ip: string,
  ): Promise<PodcastScheduleResponse> {
    const current = await this.owned(id, by);
    if (current.personal && fields.use_o3_model && !current.useO3Model) this.checkPremium(true);
    if (fields.topic.trim().toLowerCase() !== current.topic.trim().toLowerCase()) {
      await this.deps.material.assertMakeable(fields.topic, audienceOf(by));
    }
    const next = easternInstant(fields.next_generation_date, fields.generation_time);
    if (next.getTime() <= this.now().getTime()) {
      throw badRequest(
        `The next generation would be ${easternTime(next)}, which is in the past. Choose a later date or time.`,
      );
    }
    await this.deps.repository.update(id, {
      ...scheduleFields(fields),
      anchorDate: fields.next_generation_date,
      nextGenerationTime: next,
    });
    const schedule = await this.view(id);
    await this.record('podcast_schedule_updated', by, ip, schedule, 'Edited the podcast schedule');
    return {
      success: true,
      schedule: toPodcastSchedule(schedule),
      message: `Schedule "${schedule.title}" updated.`,
    };
  }

  /** Pause or Resume: a resumed schedule's next slot is the first still to come, never a missed one. */
  async toggle(id: number, by: Principal, ip: string): Promise<PodcastScheduleResponse> {
    const current = await this.owned(id, by);
    const resuming = !current.isActive;
    if (resuming && current.personal) await this.checkActiveCap(current.ownerId);
    await this.deps.repository.update(id, {
      isActive: resuming,
      // A person's Pause or Resume replaces the server's own reason for pausing (issue 39).
      pausedReason: null,
      ...(resuming ? { nextGenerationTime: nextSlotAfter(ruleOf(current), this.now()) } : {}),
    });
    const schedule = await this.view(id);
    await this.record(
      resuming ? 'podcast_schedule_resumed' : 'podcast_schedule_paused',
      by,
      ip,
      schedule,
      resuming ? 'Resumed the podcast schedule' : 'Paused the podcast schedule',
    );
    return {
      success: true,
      schedule: toPodcastSchedule(schedule),
      message: resuming ? `Schedule "${schedule.title}" resumed.` : `Schedule "${schedule.title}" paused.`,
    };
  }

  async delete(id: number, by: Principal, ip: string): Promise<ScheduleDeleteResponse> {
    const current = await this.owned(id, by);
    if (!(await this.deps.repository.delete(id))) throw noSuchSchedule(id);
    await this.deps.changed();
    await this.record('podcast_schedule_deleted', by, ip, current, 'Deleted the podcast schedule');
    return { success: true, message: `Schedule "${current.title}" deleted. Its episodes stay.` };
  }

  /**
   * Generate Now: makes an episode at once and moves the next slot on, unless one of the schedule's
   * episodes is still being made, on any instance.
   */
  async generateNow(id: number, by: Principal, ip: string): Promise<GenerateNowResponse> {
    const current = await this.owned(id, by);
    // The cap is the owner's, who is the caller unless an admin asks; admins are never capped (D17).
    if (current.personal && by.role !== 'admin') {
      await this.deps.jobs.assertLearnerMayGenerate(by, current.useO3Model);
    }
    // Refused before any job is recorded: nothing made never counts toward the daily limit (issue 39).
    await this.deps.material.assertMakeable(current.topic, audienceOf(by));
    const now = this.now();
    const jobId = randomUUID();
    const pending = current.nextGenerationTime;
    const claimed = await this.deps.repository.claimGenerateNow(
      {
        scheduleId: id,
        jobId,
        jobTitle: slotEpisodeTitle(current.title, now),
        // A slot already due is the one made now, and the next is the slot after now. A slot still ahead
        // stays where it is: pressing again and again never moves the schedule past days it has not made.
        next:
          current.isActive && pending !== null && pending.getTime() <= now.getTime()
            ? nextSlotAfter(ruleOf(current), now)
            : null,
      },
      this.deps.providers,
    );
    if (!claimed) throw conflict(GENERATION_IN_PROGRESS_DETAIL);
    await this.deps.enqueue(jobId);
    const schedule = await this.view(id);
    await this.record(
      'podcast_schedule_generated_now',
      by,
      ip,
      schedule,
      'Generated an episode now for the schedule',
      {
        job_id: jobId,
      },
    );
    return {
      success: true,
      message: `Generation started for "${schedule.title}".`,
      job_id: jobId,
      schedule: toPodcastSchedule(schedule),
    };
  }

  private async owned(id: number, by: Principal): Promise<ScheduleWithRun> {
    const row = await this.deps.repository.find(id);
    if (!row || (by.role !== 'admin' && row.ownerId !== by.id)) throw noSuchSchedule(id);
    return row;
  }

  private async view(id: number): Promise<ScheduleWithRun> {
    await this.deps.changed();
    const row = await this.deps.repository.find(id);
    if (!row) throw noSuchSchedule(id);
    return row;
  }

  private checkPremium(useO3Model: boolean): void {
    if (useO3Model && !this.deps.caps.premium) {
      throw forbidden('The premium model is for administrators on this server. Untick “use premium model”.');
    }
  }

  private async checkActiveCap(ownerId: number): Promise<void> {
    const cap = this.deps.caps.activeSchedules;
    if ((await this.deps.repository.activeCount(ownerId)) >= cap) {
      throw forbidden(
        `You can have ${cap} active schedule${cap === 1 ? '' : 's'}, and you have. Pause or delete one first.`,
      );
    }
  }

  private async record(
    actionType: Parameters<AuditService['record']>[0]['actionType'],
    by: Principal,
    ip: string,
    schedule: ScheduleWithRun,
    action: string,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await this.deps.audit.record({
      actionType,
      actor: by,
      ip,
      action: `${action} "${schedule.title}"${schedule.ownerId === by.id ? '' : ` of ${schedule.ownerName}`}`,
      details: { schedule_id: schedule.id, ...details },
    });
  }
}

const audienceOf = (by: Principal): Audience => (by.role === 'admin' ? 'admin' : 'learner');

function scheduleFields(fields: CreateFields) {
  return {
    title: fields.title,
    topic: fields.topic,
    description: fields.description,
    frequency: fields.frequency,
    generationTime: fields.generation_time,
    durationMinutes: fields.duration_minutes,
    voice: fields.voice,
    useO3Model: fields.use_o3_model,
  };
}
