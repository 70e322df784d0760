import { defineProject } from 'vitest/config';
import pgliteProject from './vitest.config.js';

/** The same integration suite (*.int.test.ts) against a PostgreSQL cluster started for the run. */
export default defineProject({
  ...pgliteProject,
  test: { ...pgliteProject.test, name: 'server-postgres', include: ['{src,test}/**/*.int.test.ts'] },
});
