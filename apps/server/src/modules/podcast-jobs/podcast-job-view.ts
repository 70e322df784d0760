import type { PodcastJob } from '@socratica/contracts';
import type { PodcastJobRow } from './podcast-jobs.repository.js';

/** The job as the notices and the jobs card show it; elapsed time runs until the job finishes. */
export function toPodcastJob(row: PodcastJobRow, now = new Date()): PodcastJob {
  const start = row.startedAt ?? row.createdAt;
  const end = row.finishedAt ?? now;
  return {
    id: row.id,
    title: row.title,
    topic: row.topic,
    duration_minutes: row.durationMinutes,
    voice: row.voice,
    state: row.state,
    stage: row.stage,
    percent: Math.round(row.percent),
    stage_text: row.stageText,
    elapsed_seconds: Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000)),
    error: row.error,
    attempts: row.attempts,
    episode_id: row.episodeId,
    script_provider: row.scriptProvider,
    speech_provider: row.speechProvider,
    requested_by: row.requestedByName,
    created_at: row.createdAt.toISOString(),
  };
}
