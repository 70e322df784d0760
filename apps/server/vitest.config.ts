import { defineProject } from 'vitest/config';

/** Unit and integration tests on PGlite. vitest.postgres.config.ts runs the integration tests again on PostgreSQL. */
export default defineProject({
  resolve: { conditions: ['@socratica/source'] },
  ssr: { resolve: { conditions: ['@socratica/source'] } },
  test: {
    name: 'server-pglite',
    include: ['{src,test}/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
