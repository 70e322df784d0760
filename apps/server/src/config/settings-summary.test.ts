import { expect, it } from 'vitest';
import { readEnv } from './env.js';
import { summarizeSettings } from './settings-summary.js';

it('shows a PostgreSQL URL without its credentials and secrets only as configured', () => {
  const env = readEnv({
    DATABASE_URL: 'postgresql://socratica:hunter2@db.internal:5433/socratica',
    SOCRATICA_JWT_SECRET: 'j'.repeat(40),
    SOCRATICA_AI_API_KEY: 'sk-secret',
    SOCRATICA_ADMIN_PASSWORD: 'admin-secret',
  });
  const settings = summarizeSettings(env, { database: 'postgres', jwtSecretSource: 'environment' });
  const text = JSON.stringify(settings);
  expect(text).toContain('PostgreSQL at db.internal:5433/socratica');
  for (const secret of ['hunter2', 'j'.repeat(40), 'sk-secret', 'admin-secret'])
    expect(text).not.toContain(secret);
  expect(settings.find((s) => s.name === 'SOCRATICA_AI_API_KEY')?.value).toBe('configured');
});
