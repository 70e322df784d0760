// The API server as `npm start` builds it, plus one bare route to compare against and 10,000 completed
// sessions, for `npm run bench`.
import { startBenchApp } from './bench-app.mjs';
import { seedCompletedSessions } from './seed-sessions.mjs';

const { app, database, listen } = await startBenchApp('reads');
app.get('/bench/bare', { config: { access: 'public' } }, () => ({ ok: true }));
await seedCompletedSessions(database.db, Number(process.env.BENCH_SESSIONS ?? 10_000));
process.send?.({ port: await listen() });
