/**
 * "api.example.com could not be reached (ECONNREFUSED)." for a call that got no answer. Only the host and
 * the error's code: a fetch error's message may carry the whole URL, and with it a key in its query.
 */
export function unreachableHostText(url: string | undefined, error: unknown): string {
  let host = 'The endpoint';
  try {
    if (url) host = new URL(url).host;
  } catch {
    // Not a URL: keep the generic name.
  }
  const code = networkCode(error);
  return `${host} could not be reached${code ? ` (${code})` : ''}.`;
}

/** The system error's code (ECONNREFUSED, ENOTFOUND), wherever fetch put it among the causes. */
function networkCode(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
