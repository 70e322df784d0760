// The built server with metrics on (BENCH_METRICS_TOKEN set) or off, plus a bare route, for the metrics
// benchmark of `npm run bench`: what metrics cost an authenticated read, and how long a scrape takes.
import { startBenchApp } from './bench-app.mjs';

const token = process.env.BENCH_METRICS_TOKEN;
const { app, listen } = await startBenchApp('metrics', token ? { SOCRATICA_METRICS_TOKEN: token } : {});
app.get('/bench/bare', { config: { access: 'public' } }, () => ({ ok: true }));
process.send?.({ port: await listen() });
