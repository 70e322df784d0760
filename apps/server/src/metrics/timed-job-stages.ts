import type { PodcastJobsRepository } from '../modules/podcast-jobs/podcast-jobs.repository.js';
import type { Metrics } from './metrics.js';

type StageWrites = Pick<PodcastJobsRepository, 'update' | 'publish'>;

/**
 * The jobs repository, timing each job's stages from the writes production already makes: a stage starts
 * when it is stored on the job, and ends when the next one is, when the episode is published, or when the
 * job leaves the active state (failed, skipped, or waiting for a retry). Only this process's stages are
 * seen, which is what a per-instance histogram wants. Without metrics the repository itself is returned.
 */
export function timedJobStages<Repository extends StageWrites>(
  repository: Repository,
  metrics: Metrics | null,
): Repository {
  if (!metrics) return repository;
  const histogram = metrics.jobStageDuration;
  const running = new Map<string, { stage: string; since: number }>();
  const end = (jobId: string) => {
    const current = running.get(jobId);
    if (!current) return;
    running.delete(jobId);
    histogram.observe({ stage: current.stage }, (performance.now() - current.since) / 1000);
  };

  const update: StageWrites['update'] = (jobId, change) => {
    if (change.stage !== undefined && change.stage !== running.get(jobId)?.stage) {
      end(jobId);
      running.set(jobId, { stage: change.stage, since: performance.now() });
    } else if (change.state !== undefined && change.state !== 'active') {
      end(jobId);
    }
    return repository.update(jobId, change);
  };
  const publish: StageWrites['publish'] = async (jobId, episode) => {
    const episodeId = await repository.publish(jobId, episode);
    end(jobId);
    return episodeId;
  };

  return new Proxy(repository, {
    get(target, property) {
      if (property === 'update') return update;
      if (property === 'publish') return publish;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
