import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { podcastJobs } from '../../db/schema/index.js';
import { PODCAST_GENERATION_QUEUE } from './podcast-generation-queue.js';

type JobRow = typeof podcastJobs.$inferInsert;

/** A featured offline job by the first admin, recorded as the request form would, with `row` on top. */
export async function recordPodcastJob(db: Database, row: Partial<JobRow> = {}): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(podcastJobs).values({
    id,
    requestedBy: 1,
    requestedByName: 'admin',
    personal: false,
    title: `Job ${id.slice(0, 8)}`,
    topic: 'Photosynthesis',
    description: '',
    durationMinutes: 5,
    voice: 'nova',
    isFeatured: true,
    useO3Model: false,
    scriptProvider: 'offline',
    speechProvider: 'offline',
    state: 'waiting',
    ...row,
  });
  return id;
}

/** The states of the generation queue's entries that carry the job, oldest first. */
export async function queueEntryStates(db: Database, jobId: string): Promise<string[]> {
  const result = await db.execute(
    sql`select state::text as state from pgboss.job
        where name = ${PODCAST_GENERATION_QUEUE} and data->>'jobId' = ${jobId} order by created_on`,
  );
  return (result as { rows: { state: string }[] }).rows.map((row) => row.state);
}
