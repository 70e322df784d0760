// The offline coach's work for one baseline, which a learner waits on when they start.
import { report } from './report.mjs';

export async function offlineBaselineGeneration() {
  const { createCoach } = await import('../../apps/server/dist/coach/create-coach.js');
  const { readEnv } = await import('../../apps/server/dist/config/env.js');
  const coach = createCoach(readEnv({ SOCRATICA_AI_PROVIDER: 'offline' }));
  const topics = [
    'Photosynthesis',
    'Rust lifetimes',
    'The French Revolution',
    'How to negotiate a salary',
    'Bayesian statistics',
  ];
  const timeAllocation = {
    total_minutes: 30,
    pre_assessment_minutes: 4.5,
    chat_learning_minutes: 21,
    post_assessment_minutes: 4.5,
  };
  const durations = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await coach.generateBaseline({
      topic: `${topics[i % topics.length]} ${i}`,
      difficulty: 'beginner',
      timeAllocation,
    });
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const worst = durations.at(-1);
  report(
    'offline coach baseline generation, slowest of 200',
    `${worst.toFixed(2)} ms (median ${durations[100].toFixed(2)} ms)`,
    '< 50 ms',
    worst < 50,
  );
}
