import type { PodcastSchedule } from '@socratica/contracts';
import type { ListedSchedule } from './podcast-schedules.repository.js';
import { easternDate } from '../../lib/eastern-time.js';

export function toPodcastSchedule(row: ListedSchedule): PodcastSchedule {
  const job = row.lastJob;
  return {
    id: row.id,
    title: row.title,
    topic: row.topic,
    description: row.description,
    frequency: row.frequency,
    generation_time: row.generationTime,
    duration_minutes: row.durationMinutes,
    voice: row.voice,
    use_o3_model: row.useO3Model,
    is_active: row.isActive,
    paused_reason: row.isActive ? null : row.pausedReason,
    next_generation_time: row.nextGenerationTime?.toISOString() ?? null,
    next_generation_date: row.nextGenerationTime ? easternDate(row.nextGenerationTime) : null,
    total_episodes_generated: row.totalEpisodesGenerated,
    last_generated_at: row.lastGeneratedAt?.toISOString() ?? null,
    is_personal: row.personal,
    owner: { id: row.ownerId, username: row.ownerName },
    generating: job !== null && (job.state === 'waiting' || job.state === 'active'),
    last_run: job
      ? {
          job_id: job.id,
          state: job.state,
          error: job.error,
          episode_id: job.episodeId,
          episode_title: job.episodeTitle,
          started_at: job.createdAt.toISOString(),
        }
      : null,
  };
}
