import { DateTime } from 'luxon';
import { SCHEDULE_TIME_ZONE } from '@socratica/contracts';
import { uuidV5 } from '../../lib/uuid-v5.js';
import type {
  JobProviders,
  PodcastSchedulesRepository,
  ScheduleRow,
  SlotClaim,
} from './podcast-schedules.repository.js';
import { CATCH_UP_MS, latestSlotAtOrBefore, nextSlotAfter, type SlotRule } from './schedule-slots.js';

/** Our own namespace for slot job ids: uuidv5("{schedule id}@{slot instant}"). */
const SLOT_JOB_NAMESPACE = '5b0c7f57-3f9e-4c55-9a8e-2f1d8c6e4a10';
const TICK_MS = 60_000;
/** The NOTIFY channel on which a schedule change reaches every instance's ticker. */
export const SCHEDULES_CHANGED_CHANNEL = 'podcast_schedules_changed';
/** Due schedules taken per statement; a tick takes batches until none is left. */
const BATCH = 500;
/** However quiet the schedules look, each instance looks again within this (a missed notice cannot hide a slot longer). */
const LONGEST_QUIET_MS = 60 * 60_000;

export const slotJobId = (scheduleId: number, slot: Date): string =>
  uuidV5(`${scheduleId}@${slot.toISOString()}`, SLOT_JOB_NAMESPACE);

/** An episode's title names the day of its slot, so a daily schedule's episodes can be told apart. */
export const slotEpisodeTitle = (title: string, slot: Date): string =>
  `${title} · ${DateTime.fromJSDate(slot, { zone: SCHEDULE_TIME_ZONE }).toFormat('LLL d, yyyy')}`;

export const ruleOf = (row: Pick<ScheduleRow, 'frequency' | 'generationTime' | 'anchorDate'>): SlotRule => ({
  frequency: row.frequency,
  generationTime: row.generationTime,
  anchorDate: row.anchorDate,
});

export interface TickResult {
  /** Whether the database was asked at all. */
  looked: boolean;
  jobIds: string[];
  /** Due slots older than the catch-up window, left Overdue for Generate Now. */
  leftOverdue: number;
}

export interface ScheduleTickerDependencies {
  repository: PodcastSchedulesRepository;
  enqueueMany: (jobIds: string[]) => Promise<void>;
  providers: JobProviders;
  /** Hears every instance's schedule changes (and any gap in hearing them); answers how to stop. */
  listen: (onChange: () => void) => Promise<() => Promise<void>>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  now?: () => Date;
}

/**
 * Runs each schedule's slots exactly once, across any number of instances (DESIGN §6, decision 027): a
 * one-minute tick takes due slots with a conditional update, and each slot's job id derives from the
 * schedule and the slot. Between slots a tick costs nothing: each instance remembers when the earliest
 * next slot is, and forgets it whenever any instance changes a schedule (`schedulesChanged`).
 */
export class ScheduleTicker {
  private quietUntil: number | null = null;
  /** Counts changes, so that a tick during which one happened does not remember a quiet time from before it. */
  private changes = 0;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<TickResult> | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly deps: ScheduleTickerDependencies) {}

  /** Ticks now (catching up what downtime missed) and at the start of every minute. */
  async start(): Promise<void> {
    if (this.timer) return;
    this.unlisten = await this.deps.listen(() => this.schedulesChanged());
    // A minute's tick that finds the last one still running is skipped, not queued behind it.
    const tickAndLog = () => {
      if (!this.running) void this.tick().catch(() => undefined);
    };
    tickAndLog();
    const now = Date.now();
    const aligned = setTimeout(
      () => {
        tickAndLog();
        this.timer = setInterval(tickAndLog, TICK_MS);
        this.timer.unref();
      },
      TICK_MS - (now % TICK_MS) + 1_000,
    );
    aligned.unref();
    this.timer = aligned;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.unlisten?.();
    this.unlisten = null;
    await this.running?.catch(() => undefined);
  }

  /** A schedule changed somewhere: the next tick looks at the database. */
  schedulesChanged(): void {
    this.changes++;
    this.quietUntil = null;
  }

  /** One tick at `now` (by default, when it starts), after the one under way: ticks never overlap here. */
  async tick(now?: Date): Promise<TickResult> {
    while (this.running) await this.running.catch(() => undefined);
    this.running = this.takeDueSlots(now ?? this.deps.now?.() ?? new Date())
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'the podcast schedule tick failed');
        throw error;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  private async takeDueSlots(now: Date): Promise<TickResult> {
    if (this.quietUntil !== null && now.getTime() < this.quietUntil) {
      return { looked: false, jobIds: [], leftOverdue: 0 };
    }
    const changesSeen = this.changes;
    const jobIds: string[] = [];
    let leftOverdue = 0;
    let wakeAt = now.getTime() + LONGEST_QUIET_MS;
    for (let after: ScheduleRow | null = null; ;) {
      const due = await this.deps.repository.due(now, BATCH, after);
      const claims: SlotClaim[] = [];
      for (const row of due) {
        const rule = ruleOf(row);
        const slot = latestSlotAtOrBefore(rule, now);
        const next = nextSlotAfter(rule, now);
        if (!slot || now.getTime() - slot.getTime() > CATCH_UP_MS) {
          // Missed by more than the window: left Overdue until Generate Now, or until its next slot comes.
          leftOverdue++;
          wakeAt = Math.min(wakeAt, next.getTime());
          continue;
        }
        claims.push({
          scheduleId: row.id,
          due: row.nextGenerationTime!,
          next,
          jobId: slotJobId(row.id, slot),
          jobTitle: slotEpisodeTitle(row.title, slot),
        });
      }
      const made = await this.deps.repository.claimSlots(claims, this.deps.providers);
      if (made.length > 0) await this.deps.enqueueMany(made);
      jobIds.push(...made);
      if (due.length < BATCH) break;
      after = due.at(-1)!;
    }
    const earliest = await this.deps.repository.earliestNextAfter(now);
    if (earliest) wakeAt = Math.min(wakeAt, earliest.getTime());
    if (this.changes === changesSeen) this.quietUntil = wakeAt;
    if (jobIds.length > 0)
      this.deps.log.info({ jobs: jobIds.length, leftOverdue }, 'podcast schedule slots taken');
    return { looked: true, jobIds, leftOverdue };
  }
}
