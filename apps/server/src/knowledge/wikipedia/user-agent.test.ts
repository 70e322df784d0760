import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_CONTACT, wikipediaUserAgent } from './user-agent.js';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('wikipediaUserAgent', () => {
  it("names the app, its version, the operator's contact and the library, as Wikimedia's policy asks", () => {
    expect(wikipediaUserAgent('ops@example.com')).toBe(
      `Socratica/${version} (ops@example.com) Node.js/${process.versions.node}`,
    );
  });

  it('says plainly when no contact is configured', () => {
    expect(wikipediaUserAgent(undefined)).toContain(`(${NO_CONTACT})`);
  });
});
