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
    // Tests wait for states, never for time. These limits only end a test that is stuck, so they sit far above
    // what a busy shared 2-core machine needs: a PGlite clone or a PostgreSQL database can take seconds there.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits for a state; its 1 s default would make a slow machine fail a correct test.
    expect: { poll: { timeout: 30_000 } },
  },
});
