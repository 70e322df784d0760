import { describe, expect, it } from 'vitest';
import { carriesMetricsToken } from './metrics-token.js';

const TOKEN = 'a-metrics-token-of-some-length';

describe('carriesMetricsToken', () => {
  it('accepts the token as a bearer token, whatever the scheme’s case', () => {
    expect(carriesMetricsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesMetricsToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
    ])
      expect(carriesMetricsToken(header, TOKEN), String(header)).toBe(false);
  });
});
