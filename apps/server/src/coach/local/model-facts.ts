import { z } from 'zod';
import { requestModelFile, USER_AGENT } from './model-file-request.js';
import type { ModelAddress } from './model-address.js';

/** The settings page waits this long for the Hub at most; an unknown answer then shows as unknown. */
const DEFAULT_TIMEOUT_MS = 5_000;
/** An unknown answer is asked again after this long; a known one is kept for the process's life. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

/** `GET /api/models/{repo_id}` (huggingface_hub's model_info): the card's metadata and the repository's tags. */
const HubModelInfo = z.object({
  cardData: z
    .object({
      license: z.union([z.string(), z.array(z.string())]).optional(),
      // With `license: other`, the card names its own licence here.
      license_name: z.string().optional(),
    })
    .nullish(),
  tags: z.array(z.string()).nullish(),
});

function licenseOf(info: z.infer<typeof HubModelInfo>): string | null {
  const card = info.cardData;
  const declared = typeof card?.license === 'string' ? [card.license] : (card?.license ?? []);
  if (declared.length === 1 && declared[0] === 'other' && card?.license_name) return card.license_name;
  if (declared.length > 0) return declared.join(', ');
  const tagged = (info.tags ?? []).filter((tag) => tag.startsWith('license:')).map((tag) => tag.slice(8));
  return tagged.length > 0 ? tagged.join(', ') : null;
}

/** A value looked up once and kept; while it is unknown (null), asked again at most every `retryAfterMs`. */
class Remembered<T> {
  private known: T | null = null;
  private askedAt = Number.NEGATIVE_INFINITY;
  private asking: Promise<T | null> | null = null;

  constructor(
    private readonly lookUp: () => Promise<T | null>,
    private readonly retryAfterMs: number,
    private readonly now: () => number,
  ) {}

  get(): Promise<T | null> {
    if (this.known !== null) return Promise.resolve(this.known);
    if (this.asking) return this.asking;
    if (this.now() - this.askedAt < this.retryAfterMs) return Promise.resolve(null);
    this.askedAt = this.now();
    this.asking = this.lookUp()
      .catch(() => null)
      .then((value) => {
        this.known = value;
        this.asking = null;
        return value;
      });
    return this.asking;
  }
}

export interface ModelFactsOptions {
  address: ModelAddress;
  /** Where the file is downloaded from; null for a file path. */
  downloadUrl: string | null;
  hfEndpoint: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retryAfterMs?: number;
  now?: () => number;
}

/**
 * What the settings' card says about a model that is not downloaded yet: its size, from the download server's
 * answer to a HEAD request, and, for an hf: address, the licence the Hub gives the repository. Each is asked
 * with a short timeout and kept once known; unknown stays unknown (null), never guessed.
 */
export class ModelFacts {
  private readonly sizeLookup: Remembered<number>;
  private readonly licenseLookup: Remembered<string>;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: ModelFactsOptions) {
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const retryAfterMs = options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
    const now = options.now ?? Date.now;
    this.sizeLookup = new Remembered(() => this.askSize(), retryAfterMs, now);
    this.licenseLookup = new Remembered(() => this.askLicense(), retryAfterMs, now);
  }

  /** The file's size as the download server gives it; null for a file path, or when no answer came. */
  remoteSize(): Promise<number | null> {
    return this.options.downloadUrl === null ? Promise.resolve(null) : this.sizeLookup.get();
  }

  /** The repository's licence on the Hub (like apache-2.0); null when the address is not hf: or unknown. */
  license(): Promise<string | null> {
    return this.options.address.kind === 'hf' ? this.licenseLookup.get() : Promise.resolve(null);
  }

  private async askSize(): Promise<number | null> {
    const { response, linkedSize } = await requestModelFile(
      this.options.downloadUrl!,
      { method: 'HEAD', signal: AbortSignal.timeout(this.timeoutMs), stopAtLinkedSize: true },
      this.fetchImpl,
    );
    if (linkedSize !== null) return linkedSize;
    const length = response.headers.get('content-length');
    return response.ok && length !== null && /^\d+$/.test(length) ? Number(length) : null;
  }

  private async askLicense(): Promise<string | null> {
    const { address } = this.options;
    if (address.kind !== 'hf') return null;
    const endpoint = this.options.hfEndpoint.replace(/\/+$/, '');
    const response = await this.fetchImpl(`${endpoint}/api/models/${address.owner}/${address.repo}`, {
      headers: { 'user-agent': USER_AGENT, accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const info = HubModelInfo.safeParse(await response.json());
    return info.success ? licenseOf(info.data) : null;
  }
}
