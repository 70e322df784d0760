import type { CoachEvent, CoachEventOutcome, CoachEventsPage, CoachTask } from '@socratica/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assessmentSessions, coachEvents, podcastJobs, users } from '../../db/schema/index.js';
import { offsetOf, paginationOf, type PageRequest } from '../../lib/pagination.js';

/** One change the checks made to what the model gave a learner (issue 38). */
export interface CoachEventEntry {
  outcome: CoachEventOutcome;
  task: 'tutor' | CoachTask;
  userId: number | null;
  sessionId?: number;
  podcastJobId?: string;
}

/** Where the events are written; writing one must never cost the learner their reply or result. */
export interface CoachEventLog {
  add(entry: CoachEventEntry): Promise<void>;
}

/**
 * The rows behind the dashboard's figures of replaced, trimmed and unanswered replies and failed tasks: a
 * row per event, newest first, with whose request it was and the session's or job's topic.
 */
export class CoachEventsRepository implements CoachEventLog {
  constructor(
    private readonly db: Database,
    private readonly onWriteFailed: (error: unknown) => void = () => undefined,
  ) {}

  async add(entry: CoachEventEntry): Promise<void> {
    try {
      await this.db.insert(coachEvents).values({
        outcome: entry.outcome,
        task: entry.task,
        userId: entry.userId,
        sessionId: entry.sessionId ?? null,
        podcastJobId: entry.podcastJobId ?? null,
      });
    } catch (error) {
      this.onWriteFailed(error);
    }
  }

  async list(outcome: CoachEventOutcome, page: PageRequest): Promise<CoachEventsPage> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: coachEvents.id,
          createdAt: coachEvents.createdAt,
          outcome: coachEvents.outcome,
          task: coachEvents.task,
          username: users.username,
          sessionId: coachEvents.sessionId,
          sessionTopic: assessmentSessions.topic,
          podcastJobId: coachEvents.podcastJobId,
          jobTopic: podcastJobs.topic,
        })
        .from(coachEvents)
        .leftJoin(users, eq(users.id, coachEvents.userId))
        .leftJoin(assessmentSessions, eq(assessmentSessions.id, coachEvents.sessionId))
        .leftJoin(podcastJobs, eq(podcastJobs.id, coachEvents.podcastJobId))
        .where(eq(coachEvents.outcome, outcome))
        .orderBy(desc(coachEvents.createdAt), desc(coachEvents.id))
        .limit(page.limit)
        .offset(offsetOf(page)),
      this.db.select({ n: count() }).from(coachEvents).where(eq(coachEvents.outcome, outcome)),
    ]);
    const events: CoachEvent[] = rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      outcome: row.outcome,
      task: row.task as CoachEvent['task'],
      username: row.username,
      session_id: row.sessionId,
      topic: row.sessionTopic ?? row.jobTopic,
      podcast_job_id: row.podcastJobId,
    }));
    return { events, pagination: paginationOf(page, total?.n ?? 0) };
  }
}
