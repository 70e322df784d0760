import { readFileSync } from 'node:fs';

/**
 * Said when the operator has configured no contact. Wikimedia's User-Agent policy asks for one (an e-mail
 * address or a URL) and may block clients without it; a self-hosted app has no address of its own to give,
 * so the User-Agent says plainly that none was configured rather than naming someone who cannot answer.
 */
export const NO_CONTACT = 'self-hosted; operator contact not configured';

/** The server's own version, from its package.json (src/ and dist/ sit at the same depth). */
function appVersion(): string {
  const packageJson = new URL('../../../package.json', import.meta.url);
  const parsed = JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: unknown };
  return typeof parsed.version === 'string' ? parsed.version : '0.0.0';
}

/**
 * `Socratica/<version> (<contact>) Node.js/<version>`, the form Wikimedia's User-Agent policy asks for:
 * the client, its version, how to reach its operator, then the library.
 */
export function wikipediaUserAgent(contact: string | undefined): string {
  return `Socratica/${appVersion()} (${contact ?? NO_CONTACT}) Node.js/${process.versions.node}`;
}
