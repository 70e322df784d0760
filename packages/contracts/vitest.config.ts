import { defineProject } from 'vitest/config';

/** The contracts' own tests: the shared schemas hold for any input, not only the ones we thought of. */
export default defineProject({
  test: { name: 'contracts', include: ['test/**/*.test.ts'], environment: 'node' },
});
