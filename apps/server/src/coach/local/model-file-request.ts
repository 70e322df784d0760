/** Enough for the Hub's resolve → CDN hop and a mirror's own, not for a loop. */
const MAX_REDIRECTS = 10;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const SHA256_HEX = /^[0-9a-f]{64}$/;

export const USER_AGENT = 'Socratica (self-hosted tutor; embedded model download)';

/** The answer that carries the file (or the refusal), and what the Hub said about the file on the way. */
export interface ModelFileAnswer {
  response: Response;
  /** The URL that answered, after the redirects. */
  url: string;
  /** The Hub's `X-Linked-Size`: the LFS file's size, on the resolve URL's answer. */
  linkedSize: number | null;
  /** The Hub's `X-Linked-Etag` when it is the LFS file's SHA-256 (64 hex digits), lower-case. */
  linkedSha256: string | null;
  /** The Hub's `X-Error-Message` on a refusal, like "Entry not found". */
  hubMessage: string | null;
}

function wholeNumber(header: string | null): number | null {
  return header !== null && /^\d{1,16}$/.test(header.trim()) ? Number(header.trim()) : null;
}

/** As huggingface_hub reads an ETag: without a weak marker and quotes. */
function sha256Of(etag: string | null): string | null {
  const bare = etag?.trim().replace(/^W\//, '').replaceAll('"', '').toLowerCase();
  return bare && SHA256_HEX.test(bare) ? bare : null;
}

/**
 * Asks for the model file, following redirects one by one, because the Hub names the file's size and SHA-256
 * (`X-Linked-Size`, `X-Linked-Etag`) on its first answer, the redirect to the CDN, and not on the CDN's.
 * Every redirect keeps the headers (a Range among them).
 */
export async function requestModelFile(
  startUrl: string,
  init: {
    method: 'GET' | 'HEAD';
    headers?: Record<string, string>;
    signal: AbortSignal;
    /** Sees the SHA-256 as soon as an answer names it, and may throw to go no further. */
    onSha256?: (sha256: string) => void;
    /**
     * Ends at the redirect that names the size (X-Linked-Size), as huggingface_hub's get_hf_file_metadata
     * does: the CDN's address is signed for GET, and may refuse a HEAD.
     */
    stopAtLinkedSize?: boolean;
  },
  fetchImpl: typeof fetch = fetch,
): Promise<ModelFileAnswer> {
  let url = startUrl;
  let linkedSize: number | null = null;
  let linkedSha256: string | null = null;
  for (let hop = 0; ; hop++) {
    const response = await fetchImpl(url, {
      method: init.method,
      redirect: 'manual',
      signal: init.signal,
      // Compressed bytes would not match the file's size, hash or ranges.
      headers: { 'user-agent': USER_AGENT, 'accept-encoding': 'identity', ...init.headers },
    });
    linkedSize ??= wholeNumber(response.headers.get('x-linked-size'));
    if (linkedSha256 === null) {
      linkedSha256 = sha256Of(response.headers.get('x-linked-etag'));
      try {
        if (linkedSha256 !== null) init.onSha256?.(linkedSha256);
      } catch (error) {
        await response.body?.cancel();
        throw error;
      }
    }
    const location = response.headers.get('location');
    const sizeNamed = init.stopAtLinkedSize === true && linkedSize !== null;
    if (!REDIRECT_STATUSES.has(response.status) || location === null || sizeNamed) {
      return {
        response,
        url,
        linkedSize,
        linkedSha256,
        hubMessage: response.headers.get('x-error-message'),
      };
    }
    await response.body?.cancel();
    if (hop + 1 >= MAX_REDIRECTS) {
      throw new Error(`${startUrl} redirected more than ${MAX_REDIRECTS} times.`);
    }
    const next = new URL(location, url);
    if (next.protocol !== 'https:' && next.protocol !== 'http:') {
      throw new Error(`${url} redirected to a ${next.protocol} address, which cannot be downloaded.`);
    }
    url = next.href;
  }
}
