import type { FastifyBaseLogger } from 'fastify';
import type { LocalModelStatus, ServingCoach } from '@socratica/contracts';
import type { Env } from '../../config/env.js';
import {
  inspectModelFile,
  modelDownloadUrl,
  modelFileName,
  modelFilePath,
  parseModelAddress,
  type ModelAddress,
} from '../../coach/local/model-address.js';
import { ModelDownloader, type DownloadProgress } from '../../coach/local/model-download.js';
import { ModelFacts } from '../../coach/local/model-facts.js';
import { conflict } from '../../lib/http-errors.js';
import type { Principal } from '../../plugins/access.js';
import type { AuditService } from '../audit/audit.service.js';

export type LocalModelSettings = Pick<
  Env,
  | 'SOCRATICA_AI_PROVIDER'
  | 'SOCRATICA_LOCAL_MODEL'
  | 'SOCRATICA_LOCAL_MODEL_SHA256'
  | 'SOCRATICA_HF_ENDPOINT'
  | 'SOCRATICA_DATA_DIR'
>;

export interface LocalModelServiceOptions {
  env: LocalModelSettings;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  audit: AuditService;
  /** The HTTP client of the download and the Hub's API; Node's fetch by default. */
  fetch?: typeof fetch;
}

/** The embedded model, when SOCRATICA_AI_PROVIDER is local. */
interface EmbeddedModel {
  address: ModelAddress;
  path: string;
  /** Null for a file path: it is used where it is, never downloaded. */
  downloader: ModelDownloader | null;
  facts: ModelFacts;
}

const RUNNING = new Set(['downloading', 'verifying']);

const nameOf = (address: ModelAddress) => modelFileName(address).replace(/\.gguf$/i, '');

function safeParse(value: string): ModelAddress | null {
  try {
    return parseModelAddress(value);
  } catch {
    return null;
  }
}

const toProgress = (progress: DownloadProgress, total: number | null) => ({
  bytes: progress.bytes,
  total: progress.total ?? total,
  bytes_per_second: progress.bytesPerSecond,
  seconds_left: progress.secondsLeft,
});

/**
 * The embedded model's card in the admin settings (DESIGN D21): which model, its size and licence, whether it
 * is here, and its download, which starts only when an admin asks. Until the file is complete the offline
 * coach serves; `onReady` tells the coach's wiring when a download completes it.
 */
export class LocalModelService {
  private serving: ServingCoach;
  private loadError: string | null = null;

  private constructor(
    private readonly env: LocalModelSettings,
    private readonly model: EmbeddedModel | null,
    private readonly log: LocalModelServiceOptions['log'],
    private readonly audit: AuditService,
  ) {
    this.serving = env.SOCRATICA_AI_PROVIDER === 'openai' ? 'openai' : 'offline';
    model?.downloader?.on('failed', (message) => this.log.warn({ model: this.address }, message));
    model?.downloader?.on('ready', (path) => this.log.info({ path }, 'the embedded model is downloaded'));
  }

  /**
   * Checks SOCRATICA_LOCAL_MODEL when the provider is local: a malformed address, or a file there that is not a
   * GGUF model, throws a ConfigError naming it, which stops the start. A missing file does not: the offline
   * coach serves, and the settings say so.
   */
  static async open(options: LocalModelServiceOptions): Promise<LocalModelService> {
    const { env } = options;
    if (env.SOCRATICA_AI_PROVIDER !== 'local')
      return new LocalModelService(env, null, options.log, options.audit);
    const address = parseModelAddress(env.SOCRATICA_LOCAL_MODEL);
    const path = modelFilePath(address, env.SOCRATICA_DATA_DIR);
    await inspectModelFile(path);
    const url = modelDownloadUrl(address, env.SOCRATICA_HF_ENDPOINT);
    const fetchImpl = options.fetch ?? fetch;
    const downloader =
      url === null
        ? null
        : new ModelDownloader({
            url,
            path,
            sha256: env.SOCRATICA_LOCAL_MODEL_SHA256,
            fromHub: address.kind === 'hf',
            fetch: fetchImpl,
          });
    const facts = new ModelFacts({
      address,
      downloadUrl: url,
      hfEndpoint: env.SOCRATICA_HF_ENDPOINT,
      fetch: fetchImpl,
    });
    return new LocalModelService(env, { address, path, downloader, facts }, options.log, options.audit);
  }

  private get address(): string {
    return this.env.SOCRATICA_LOCAL_MODEL;
  }

  /** The model file's path when the provider is local and the file is complete; null otherwise. */
  async readyModelPath(): Promise<string | null> {
    if (!this.model) return null;
    const file = await inspectModelFile(this.model.path).catch(() => null);
    return file?.state === 'present' ? this.model.path : null;
  }

  /**
   * Calls `listener` with the path each time a download completes the model file. It runs after the download
   * has ended; what it throws or rejects with is logged, and changes nothing here.
   */
  onReady(listener: (path: string) => unknown): () => void {
    const downloader = this.model?.downloader;
    if (!downloader) return () => undefined;
    return downloader.on('ready', (path) => {
      void Promise.resolve()
        .then(() => listener(path))
        .catch((error: unknown) =>
          this.log.error({ err: error, path }, 'a listener of the embedded model’s download failed'),
        );
    });
  }

  /** The coach's wiring says which coach answers learners; the settings show it. */
  setServing(serving: ServingCoach, loadError: string | null = null): void {
    this.serving = serving;
    this.loadError = loadError;
  }

  async status(): Promise<LocalModelStatus> {
    const model = this.model;
    if (!model) return this.notNeeded();
    const base = {
      provider_active: true,
      address: this.address,
      source: model.address.kind,
      name: nameOf(model.address),
      path: model.path,
      downloadable: model.downloader !== null,
      serving: this.serving,
      load_error: this.loadError,
    };
    if (!model.downloader) return { ...base, ...(await this.fileStatus(model.path)) };

    const download = await model.downloader.status();
    const [size, license] = await Promise.all([
      this.sizeOf(model, download.state === 'ready'),
      model.facts.license(),
    ]);
    return {
      ...base,
      size_bytes: size,
      license,
      state: download.state,
      progress: download.progress && toProgress(download.progress, size),
      error: download.error,
    };
  }

  /** Starts or resumes the download (202); while one runs, or once the file is here, changes nothing. */
  async startDownload(by: Principal, ip: string): Promise<LocalModelStatus> {
    const downloader = this.downloaderOrRefuse();
    const before = await downloader.status();
    if (RUNNING.has(before.state) || before.state === 'ready') return this.status();
    await downloader.start();
    const resumedFrom = before.progress?.bytes ?? 0;
    await this.audit.record({
      actionType: 'local_model_download_started',
      actor: { id: by.id, username: by.username, role: by.role },
      ip,
      action:
        resumedFrom > 0
          ? `Resumed the download of the embedded model ${this.address} from ${resumedFrom} bytes`
          : `Started the download of the embedded model ${this.address}`,
      details: { model: this.address, resumed_from_bytes: resumedFrom },
    });
    return this.status();
  }

  /** Stops a running download at once, keeping what arrived; otherwise changes nothing. */
  async cancelDownload(by: Principal, ip: string): Promise<LocalModelStatus> {
    const downloader = this.downloaderOrRefuse();
    const before = await downloader.status();
    if (!RUNNING.has(before.state)) return this.status();
    const after = await downloader.cancel();
    const bytes = after.progress?.bytes ?? 0;
    await this.audit.record({
      actionType: 'local_model_download_cancelled',
      actor: { id: by.id, username: by.username, role: by.role },
      ip,
      action: `Cancelled the download of the embedded model ${this.address} at ${bytes} bytes`,
      details: { model: this.address, bytes },
    });
    return this.status();
  }

  /** Stops a running download (the part stays) so that the server can exit. */
  async close(): Promise<void> {
    const downloader = this.model?.downloader;
    if (!downloader) return;
    await downloader.cancel();
    await downloader.settled();
  }

  private downloaderOrRefuse(): ModelDownloader {
    if (!this.model) {
      throw conflict(
        `The embedded model is used only when SOCRATICA_AI_PROVIDER=local, and it is ${this.env.SOCRATICA_AI_PROVIDER}: ` +
          'nothing needs downloading. Set SOCRATICA_AI_PROVIDER=local and restart the server to use it.',
      );
    }
    if (!this.model.downloader) {
      throw conflict(
        `SOCRATICA_LOCAL_MODEL names a file path (${this.model.path}), which is used where it is and never ` +
          'downloaded. Put the GGUF file there, or set SOCRATICA_LOCAL_MODEL to an hf: address or an https:// URL ' +
          'and restart the server to download it from here.',
      );
    }
    return this.model.downloader;
  }

  /** The file's own size once it is here; the server's word while it is not. */
  private async sizeOf(model: EmbeddedModel, present: boolean): Promise<number | null> {
    if (present) {
      const file = await inspectModelFile(model.path).catch(() => null);
      if (file?.state === 'present') return file.bytes;
    }
    return model.downloader?.expectedSize ?? (await model.facts.remoteSize());
  }

  /** A file path's state: here (ready), missing, or no longer a GGUF model. */
  private async fileStatus(path: string) {
    const none = { license: null, progress: null };
    try {
      const file = await inspectModelFile(path);
      if (file.state === 'present') {
        return { ...none, size_bytes: file.bytes, state: 'ready' as const, error: null };
      }
      return {
        ...none,
        size_bytes: null,
        state: 'missing' as const,
        error:
          `There is no file at ${path}, so learners get the offline coach. Put the GGUF model there and restart ` +
          'the server, or set SOCRATICA_LOCAL_MODEL to an hf: address or an https:// URL to download it from here.',
      };
    } catch (error) {
      return { ...none, size_bytes: null, state: 'failed' as const, error: (error as Error).message };
    }
  }

  private notNeeded(): LocalModelStatus {
    const address = safeParse(this.address);
    return {
      provider_active: false,
      address: this.address,
      source: address?.kind ?? null,
      name: address && nameOf(address),
      path: address && modelFilePath(address, this.env.SOCRATICA_DATA_DIR),
      downloadable: false,
      size_bytes: null,
      license: null,
      state: 'not_needed',
      progress: null,
      error: null,
      serving: this.serving,
      load_error: null,
    };
  }
}
