import { describe, expect, it } from 'vitest';
import type { PodcastJobsRepository } from '../modules/podcast-jobs/podcast-jobs.repository.js';
import { Metrics } from './metrics.js';
import { timedJobStages } from './timed-job-stages.js';

type Writes = Pick<PodcastJobsRepository, 'update' | 'publish'> & { find(id: string): string };

function fakeRepository(): Writes & { updates: number } {
  return {
    updates: 0,
    async update() {
      this.updates += 1;
    },
    async publish() {
      return 7;
    },
    find: (id) => `job ${id}`,
  };
}

const log = { warn: () => undefined };

async function stageCounts(metrics: Metrics): Promise<Record<string, number>> {
  const { values } = await metrics.jobStageDuration.get();
  return Object.fromEntries(
    values.filter((v) => v.metricName?.endsWith('_count')).map((v) => [String(v.labels.stage), v.value]),
  );
}

describe('timedJobStages', () => {
  it('times each stage from its write to the next stage, the publication or the job leaving active', async () => {
    const metrics = new Metrics(log);
    const inner = fakeRepository();
    const repository = timedJobStages(inner, metrics);

    await repository.update('a', { state: 'active', attempts: 1 });
    await repository.update('a', { state: 'active', stage: 'writing_script', percent: 0, stageText: '' });
    await repository.update('a', { script: null });
    await repository.update('a', { state: 'active', stage: 'speaking', percent: 10, stageText: '' });
    // Each turn reports the same stage again: still one stage.
    await repository.update('a', { state: 'active', stage: 'speaking', percent: 20, stageText: '' });
    await repository.update('a', { state: 'active', stage: 'publishing', percent: 95, stageText: '' });
    expect(await repository.publish('a', {} as never)).toBe(7);

    await repository.update('b', { state: 'active', stage: 'mixing', percent: 80, stageText: '' });
    await repository.update('b', { state: 'failed', error: 'no', finishedAt: new Date() });

    expect(await stageCounts(metrics)).toEqual({ writing_script: 1, speaking: 1, publishing: 1, mixing: 1 });
    // Every write still reaches the repository, and its other methods pass through.
    expect(inner.updates).toBe(8);
    expect(repository.find('c')).toBe('job c');
  });

  it('hands back the repository itself when metrics are off', () => {
    const inner = fakeRepository();
    expect(timedJobStages(inner, null)).toBe(inner);
  });
});
