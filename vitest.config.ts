import { defineConfig } from 'vitest/config';

/**
 * Every test project in one run: the contracts, the web app, the server on PGlite (unit and integration), and the
 * server's integration suite again on a real PostgreSQL cluster.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/web',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.postgres.config.ts',
    ],
  },
});
