// `npm run bench`: the budgets of the issues, measured as figures and ratios within one run.
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, markBuilt } from './build-state.mjs';
import { ensureDependencies, run } from './run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
ensureDependencies(root);
if (!buildIsCurrent(root)) {
  run('npm', ['run', 'build']);
  markBuilt(root);
}

// Imported once the dependencies are in place: the benchmarks load autocannon and Playwright.
const { authenticatedReadVersusBare } = await import('./bench/api-reads.mjs');
const { offlineCoach } = await import('./bench/offline-coach.mjs');
const { contentFilterEngine } = await import('./bench/content-filter.mjs');
const { videoCatalogueSearch } = await import('./bench/video-catalogue.mjs');
const { tutorStreams } = await import('./bench/tutor-streams.mjs');
const { servedApp } = await import('./bench/served-app.mjs');
const { adminPanel } = await import('./bench/admin-panel.mjs');
const { podcastFeedAndArchive } = await import('./bench/podcasts.mjs');
const { podcastGeneration } = await import('./bench/generation.mjs');
const { podcastSchedules } = await import('./bench/schedules.mjs');
const { knowledgeRetrieval } = await import('./bench/knowledge.mjs');
const { knowledgeSources } = await import('./bench/knowledge-sources.mjs');
const { localModel } = await import('./bench/local-model.mjs');
const { metricsCost } = await import('./bench/metrics.mjs');
const { mediaFromObjectStorage } = await import('./bench/media-s3.mjs');
const { statementReading } = await import('./bench/statements.mjs');
const { learningTab } = await import('./bench/learning.mjs');
const { reviewCards } = await import('./bench/review.mjs');
const { tally } = await import('./bench/report.mjs');

const only = process.argv[2];
const benchmarks = {
  reads: authenticatedReadVersusBare,
  coach: offlineCoach,
  filter: contentFilterEngine,
  catalogue: videoCatalogueSearch,
  streams: tutorStreams,
  app: servedApp,
  admin: adminPanel,
  podcasts: podcastFeedAndArchive,
  generation: podcastGeneration,
  schedules: podcastSchedules,
  knowledge: knowledgeRetrieval,
  sources: knowledgeSources,
  local: localModel,
  metrics: metricsCost,
  media: mediaFromObjectStorage,
  statements: statementReading,
  learning: learningTab,
  review: reviewCards,
};
for (const [name, benchmark] of Object.entries(benchmarks)) {
  if (!only || only === name) await benchmark();
}
process.exit(tally() > 0 ? 1 : 0);
