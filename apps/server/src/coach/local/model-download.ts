import { createHash, type Hash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DownloadFailure, httpFailure, unreachable } from './download-failure.js';
import { isGgufMagic, readMagic } from './model-address.js';
import { requestModelFile, type ModelFileAnswer } from './model-file-request.js';
import { TransferRate } from './transfer-rate.js';

type DownloadState = 'missing' | 'downloading' | 'paused' | 'verifying' | 'ready' | 'failed';

export interface DownloadProgress {
  bytes: number;
  total: number | null;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}

export interface DownloadStatus {
  state: DownloadState;
  /** While downloading or verifying, and whenever a part is kept (paused, failed). */
  progress: DownloadProgress | null;
  /** Why the last download stopped; null unless `state` is failed. */
  error: string | null;
}

export interface ModelDownloaderOptions {
  /** Where the file comes from: an https:// URL or the Hub's resolve URL. */
  url: string;
  /** The final file; the part is `<path>.part` beside it. */
  path: string;
  /** SOCRATICA_LOCAL_MODEL_SHA256. Without it the Hub's X-Linked-Etag is checked, when the server sends one. */
  sha256?: string | undefined;
  /** Whether `url` is the Hub's (or a mirror's), for the advice in failures. */
  fromHub: boolean;
  fetch?: typeof fetch;
  now?: () => number;
  /** A download that receives nothing for this long stops, keeping its part. */
  idleTimeoutMs?: number;
  /** Progress events come at most this often, and once more when the bytes stop. */
  progressIntervalMs?: number;
}

/** Listeners run inside the download's own code: they must not throw. */
interface DownloaderEvents {
  progress: [DownloadProgress];
  /** The file is complete and verified at this path. */
  ready: [string];
  /** The download stopped with this message (a cancel is not a failure). */
  failed: [string];
}

/** One attempt, from start() to its end. */
interface Run {
  controller: AbortController;
  phase: 'downloading' | 'verifying';
  cancelled: boolean;
  bytes: number;
  total: number | null;
  rate: TransferRate;
  finished: Promise<void>;
}

const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
const DEFAULT_PROGRESS_INTERVAL_MS = 250;

class Stalled extends Error {}

async function sizeOf(path: string): Promise<number | null> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** `bytes 100-199/2000` → its first byte and the total (null for `*`). */
function contentRange(header: string | null): { start: number; total: number | null } | null {
  const match = /^bytes\s+(?:(\d+)-\d+|\*)\/(\d+|\*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  return { start: Number(match[1] ?? 0), total: match[2] === '*' ? null : Number(match[2]) };
}

const byteCount = (bytes: number) => `${bytes.toLocaleString('en-US')} bytes`;

/**
 * Downloads the embedded model's file (DESIGN D21) on Node's fetch, into `<file>.part` beside the final
 * name, and renames it once its size, SHA-256 and GGUF magic are verified. A cancel stops at once and
 * keeps the part; the next start, in this process or after a restart, re-hashes the part and asks for the
 * rest with a Range request. One download at a time: starting while one runs changes nothing.
 */
export class ModelDownloader {
  readonly path: string;
  readonly partPath: string;
  private readonly events = new EventEmitter<DownloaderEvents>();
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly idleTimeoutMs: number;
  private readonly progressIntervalMs: number;
  private run: Run | null = null;
  private lastError: string | null = null;
  /** The size the server last gave, for the progress of a paused or failed download. */
  private knownTotal: number | null = null;

  constructor(private readonly options: ModelDownloaderOptions) {
    this.path = options.path;
    this.partPath = `${options.path}.part`;
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.progressIntervalMs = options.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS;
  }

  on<E extends keyof DownloaderEvents>(
    event: E,
    listener: (...args: DownloaderEvents[E]) => void,
  ): () => void {
    this.events.on(event, listener as never);
    return () => this.events.off(event, listener as never);
  }

  /** The size of the file, when a server has said it. */
  get expectedSize(): number | null {
    return this.run?.total ?? this.knownTotal;
  }

  async status(): Promise<DownloadStatus> {
    const run = this.run;
    if (run && !run.cancelled) return { state: run.phase, progress: this.progressOf(run), error: null };
    if (run) return { state: 'paused', progress: this.progressOf(run), error: null };
    if ((await sizeOf(this.path)) !== null) return { state: 'ready', progress: null, error: null };
    const part = await sizeOf(this.partPath);
    const progress =
      part === null ? null : { bytes: part, total: this.knownTotal, bytesPerSecond: null, secondsLeft: null };
    if (this.lastError !== null) return { state: 'failed', progress, error: this.lastError };
    return { state: part === null ? 'missing' : 'paused', progress, error: null };
  }

  /** Starts or resumes the download and answers the state; while one runs, only answers the state. */
  async start(): Promise<DownloadStatus> {
    // A cancelled run is still closing its part: the next one starts from what it wrote.
    while (this.run?.cancelled) await this.run.finished;
    if (!this.run) this.launch();
    return this.status();
  }

  /** Stops the download at once, keeping the part for a later start. */
  async cancel(): Promise<DownloadStatus> {
    const run = this.run;
    if (run && !run.cancelled) {
      run.cancelled = true;
      run.controller.abort(new Error('cancelled'));
    }
    return this.status();
  }

  /** Resolves when the current run, if any, has ended (its part closed, or its file renamed). */
  async settled(): Promise<void> {
    while (this.run) await this.run.finished;
  }

  private launch(): void {
    const run: Run = {
      controller: new AbortController(),
      phase: 'downloading',
      cancelled: false,
      bytes: 0,
      total: this.knownTotal,
      rate: new TransferRate(),
      finished: Promise.resolve(),
    };
    this.lastError = null;
    this.run = run;
    run.finished = this.download(run).then(
      (made) => this.finish(run, made, null),
      (error: unknown) => this.finish(run, false, error),
    );
  }

  /** Ends the run; listeners hear of it once status() no longer shows it running. */
  private finish(run: Run, made: boolean, error: unknown): void {
    this.run = null;
    this.knownTotal = run.total ?? this.knownTotal;
    if (made) this.events.emit('ready', this.path);
    if (error === null || run.cancelled) return;
    this.lastError = this.failureMessage(error, run);
    this.events.emit('failed', this.lastError);
  }

  /** The settings' sentence for what stopped a run: its own words, or what happened and what to do. */
  private failureMessage(error: unknown, run: Run): string {
    if (error instanceof DownloadFailure) return error.message;
    if ((error as NodeJS.ErrnoException).code === 'ENOSPC') {
      const needed = this.knownTotal === null ? 'space' : byteCount(this.knownTotal - run.bytes);
      return `The disk of ${dirname(this.path)} is full. Free ${needed} there, then try again: what arrived is kept.`;
    }
    const what = error instanceof Error ? error.message : 'an unexpected error';
    return `The download stopped: ${what}. Try again: what arrived is kept.`;
  }

  private progressOf(run: Run): DownloadProgress {
    return {
      bytes: run.bytes,
      total: run.total,
      bytesPerSecond: run.rate.bytesPerSecond(this.now()),
      secondsLeft: run.rate.secondsLeft(run.bytes, run.total, this.now()),
    };
  }

  /** Downloads into the part and renames it; true when this run made the file. */
  private async download(run: Run): Promise<boolean> {
    if ((await sizeOf(this.path)) !== null) return false;
    await mkdir(dirname(this.path), { recursive: true });
    let hash = createHash('sha256');
    run.bytes = await this.rehashPart(hash, run);

    const answer = await this.request(run, run.bytes);
    const expectedSha256 = this.options.sha256?.toLowerCase() ?? answer.linkedSha256;
    const { response } = answer;
    if (response.status === 416 && run.bytes > 0) {
      await response.body?.cancel();
      await this.acceptCompletePart(run, answer);
    } else if (!response.ok) {
      await response.body?.cancel();
      throw httpFailure(answer.url, response, answer.hubMessage, this.options.fromHub);
    } else {
      let from = run.bytes;
      if (response.status === 206) {
        const range = contentRange(response.headers.get('content-range'));
        if (range?.start !== from) {
          await response.body?.cancel();
          throw new DownloadFailure(
            `${answer.url} answered another range than the one asked for ` +
              `(${response.headers.get('content-range') ?? 'none'}). Try again.`,
          );
        }
        run.total = answer.linkedSize ?? range.total;
      } else {
        if (from > 0) {
          // The server ignores Range and sends the whole file: the part starts over.
          from = 0;
          run.bytes = 0;
          hash = createHash('sha256');
        }
        run.total = answer.linkedSize ?? this.contentLength(response);
      }
      await this.receive(run, answer, hash, from);
    }
    await this.verifyAndKeep(run, hash.digest('hex'), expectedSha256);
    return true;
  }

  /**
   * A 416 to a resumed request: the part is already whole when the last run stopped between its last byte
   * and the rename. A part that does not fit the file is deleted.
   */
  private async acceptCompletePart(run: Run, answer: ModelFileAnswer): Promise<void> {
    const total =
      answer.linkedSize ?? contentRange(answer.response.headers.get('content-range'))?.total ?? null;
    run.total = total;
    if (total === run.bytes) return;
    await rm(this.partPath, { force: true });
    throw new DownloadFailure(
      `The part kept from an earlier download (${byteCount(run.bytes)}) does not fit the file on the server` +
        `${total === null ? '' : ` (${byteCount(total)})`}, so it was deleted. Press Download to start again.`,
    );
  }

  private contentLength(response: Response): number | null {
    const header = response.headers.get('content-length');
    return header !== null && /^\d+$/.test(header) ? Number(header) : null;
  }

  /** A pinned SHA-256 that the server contradicts is refused before any byte of the file is asked for. */
  private checkPinnedSha256(published: string): void {
    const pinned = this.options.sha256?.toLowerCase();
    if (!pinned || pinned === published) return;
    throw new DownloadFailure(
      `SOCRATICA_LOCAL_MODEL_SHA256 is ${pinned}, but the server says the file's SHA-256 is ${published}: ` +
        'the file changed, or the variable belongs to another file. Nothing was downloaded. Correct ' +
        'SOCRATICA_LOCAL_MODEL or SOCRATICA_LOCAL_MODEL_SHA256, then restart the server.',
    );
  }

  /** Feeds the part already on disk to the hash, so a resumed download is still checked whole. */
  private async rehashPart(hash: Hash, run: Run): Promise<number> {
    if ((await sizeOf(this.partPath)) === null) return 0;
    let bytes = 0;
    const stream = createReadStream(this.partPath, { signal: run.controller.signal });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
      run.bytes = bytes;
    }
    return bytes;
  }

  private async request(run: Run, from: number): Promise<ModelFileAnswer> {
    const idle = this.idleGuard(run);
    try {
      return await requestModelFile(
        this.options.url,
        {
          method: 'GET',
          headers: from > 0 ? { range: `bytes=${from}-` } : {},
          signal: run.controller.signal,
          onSha256: (published) => this.checkPinnedSha256(published),
        },
        this.fetchImpl,
      );
    } catch (error) {
      throw this.stopReason(run, error);
    } finally {
      idle.stop();
    }
  }

  /** Aborts the run when nothing arrives for the idle timeout; `touch()` on every chunk. */
  private idleGuard(run: Run) {
    let timer: NodeJS.Timeout;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => run.controller.abort(new Stalled()), this.idleTimeoutMs);
    };
    arm();
    return { touch: arm, stop: () => clearTimeout(timer) };
  }

  /** What ended a request or a read: a cancel passes as it is; a stall or a network error says what to do. */
  private stopReason(run: Run, error: unknown): unknown {
    if (run.cancelled || error instanceof DownloadFailure) return error;
    if (run.controller.signal.reason instanceof Stalled) {
      return new DownloadFailure(
        `Nothing arrived from ${new URL(this.options.url).host} for ${this.idleTimeoutMs / 1000} seconds. ` +
          'Try again: what arrived is kept.',
      );
    }
    return unreachable(this.options.url, error, this.options.fromHub);
  }

  /** Appends the body to the part, hashing and counting as it goes. */
  private async receive(run: Run, answer: ModelFileAnswer, hash: Hash, from: number): Promise<void> {
    const body = answer.response.body;
    if (!body) throw new DownloadFailure(`${answer.url} answered without a body. Try again.`);
    const handle = await open(this.partPath, from > 0 ? 'a' : 'w');
    const idle = this.idleGuard(run);
    const progress = this.progressEmitter(run);
    const reader = (body as ReadableStream<Uint8Array>).getReader();
    try {
      run.rate.sample(this.now(), run.bytes);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        idle.touch();
        if (run.total !== null && run.bytes + value.length > run.total) {
          await this.discardPart(handle);
          throw this.sizeMismatch(run.bytes + value.length, run.total, 'more than');
        }
        await handle.write(value);
        hash.update(value);
        run.bytes += value.length;
        run.rate.sample(this.now(), run.bytes);
        progress.changed();
      }
      await handle.sync();
    } catch (error) {
      throw this.stopReason(run, error);
    } finally {
      idle.stop();
      progress.flush();
      // Closes the connection when the body was not read to its end.
      await reader.cancel().catch(() => undefined);
      await handle.close().catch(() => undefined);
    }
  }

  /** Emits progress at most every interval, and once more for the last change, so a pause shows its bytes. */
  private progressEmitter(run: Run) {
    let lastAt = Number.NEGATIVE_INFINITY;
    let trailing: NodeJS.Timeout | undefined;
    const emit = () => {
      trailing = undefined;
      lastAt = this.now();
      this.events.emit('progress', this.progressOf(run));
    };
    return {
      changed: () => {
        const wait = lastAt + this.progressIntervalMs - this.now();
        if (wait <= 0) emit();
        else trailing ??= setTimeout(emit, wait);
      },
      flush: () => {
        if (trailing) {
          clearTimeout(trailing);
          emit();
        }
      },
    };
  }

  private async verifyAndKeep(run: Run, sha256: string, expectedSha256: string | null): Promise<void> {
    run.phase = 'verifying';
    if (run.total !== null && run.bytes !== run.total) {
      await rm(this.partPath, { force: true });
      throw this.sizeMismatch(run.bytes, run.total, 'not');
    }
    if (expectedSha256 !== null && sha256 !== expectedSha256) {
      await rm(this.partPath, { force: true });
      const source = this.options.sha256 ? 'SOCRATICA_LOCAL_MODEL_SHA256' : 'the server';
      throw new DownloadFailure(
        `The downloaded file's SHA-256 is ${sha256}, but ${source} says ${expectedSha256}: it was deleted. ` +
          'Press Download to try again; if it happens again, the file at the source differs from the one expected.',
      );
    }
    if (!isGgufMagic(await readMagic(this.partPath))) {
      await rm(this.partPath, { force: true });
      throw new DownloadFailure(
        `${this.options.url} did not send a GGUF model (the file does not start with "GGUF"): it was deleted. ` +
          'Check SOCRATICA_LOCAL_MODEL.',
      );
    }
    // On the same file system, a rename is atomic: the model's name never shows a partial file.
    await rename(this.partPath, this.path);
  }

  private async discardPart(handle: FileHandle): Promise<void> {
    await handle.close().catch(() => undefined);
    await rm(this.partPath, { force: true });
  }

  private sizeMismatch(bytes: number, total: number, relation: 'more than' | 'not'): DownloadFailure {
    const got = relation === 'more than' ? `more than ${byteCount(total)}` : byteCount(bytes);
    return new DownloadFailure(
      `The server sent ${got}, but said the file has ${byteCount(total)}: the download was deleted. ` +
        'Press Download to try again; if it happens again, the server (or SOCRATICA_HF_ENDPOINT) serves another file.',
    );
  }
}
