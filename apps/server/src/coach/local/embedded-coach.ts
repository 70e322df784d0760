import { availableParallelism } from 'node:os';
import type { Env } from '../../config/env.js';
import type { ReplyCheckTally } from '../checks/reply-check-tally.js';
import { createCoach, type CoachSettings } from '../create-coach.js';
import type { ModelEndpoint } from '../llm/model-endpoint.js';
import { createOfflineCoach } from '../offline/offline-coach.js';
import { SwappableCoach } from '../swappable-coach.js';
import { createLocalModel, type LocalModel } from './create-local-model.js';
import { embeddedEndpoint } from './embedded-endpoint.js';
import type { RuntimeLog } from './local-model-runtime.js';

export type EmbeddedCoachSettings = CoachSettings &
  Pick<Env, 'SOCRATICA_LOCAL_THREADS' | 'SOCRATICA_LOCAL_PARALLEL' | 'SOCRATICA_LOCAL_CONTEXT_TOKENS'>;

/**
 * Instruct models loop and repeat at temperature 0; Qwen's own advice for its instruct models is 0.7. The
 * structured answers stay valid at any temperature: a grammar shapes them.
 */
const TEMPERATURE = 0.7;

/**
 * The coach of `SOCRATICA_AI_PROVIDER=local` (D21): the offline coach until the model file is on disk, then
 * the model coach on the embedded model, with the same checks (D20) and the offline coach as its fallback.
 * Should the model fail to load, the offline coach takes over again and `onServing` says so.
 */
export class EmbeddedCoach {
  readonly coach: SwappableCoach;
  private readonly offline = createOfflineCoach();
  private local: LocalModel | null = null;
  private currentEndpoint: ModelEndpoint | null = null;
  /** Told which coach answers learners whenever that changes (the admin settings show it). */
  onServing: (serving: 'offline' | 'embedded', loadError?: string) => void = () => undefined;

  constructor(
    private readonly env: EmbeddedCoachSettings,
    private readonly tally: ReplyCheckTally,
    private readonly log: RuntimeLog,
  ) {
    this.coach = new SwappableCoach(this.offline);
  }

  /** The embedded model's endpoint once it is started; null while the offline coach serves. */
  get endpoint(): ModelEndpoint | null {
    return this.currentEndpoint;
  }

  /** The model file's name while the embedded model answers; null while the offline coach does. */
  get modelName(): string | null {
    return this.currentEndpoint && this.local ? this.local.runtime.modelName : null;
  }

  /** Loads the model at `modelPath` in the background and lets it answer; a second call changes nothing. */
  start(modelPath: string): void {
    if (this.local) return;
    const local = createLocalModel({
      modelPath,
      threads: this.env.SOCRATICA_LOCAL_THREADS ?? availableParallelism(),
      parallel: this.env.SOCRATICA_LOCAL_PARALLEL,
      contextTokens: this.env.SOCRATICA_LOCAL_CONTEXT_TOKENS,
      defaultTemperature: TEMPERATURE,
      log: this.log,
    });
    this.local = local;
    this.currentEndpoint = embeddedEndpoint(local);
    this.coach.use(createCoach(this.env, this.tally, this.currentEndpoint, this.log));
    this.onServing('embedded');
    local.runtime.ready.then(
      () => this.log.info({ model: local.runtime.modelName }, 'The embedded model is loaded'),
      (error: unknown) => {
        this.log.error({ err: error }, 'The embedded model did not load; the offline coach answers');
        this.coach.use(this.offline);
        this.currentEndpoint = null;
        this.onServing('offline', error instanceof Error ? error.message : String(error));
      },
    );
  }

  /** Unloads the model (on shutdown). */
  async close(): Promise<void> {
    await this.local?.runtime.dispose();
  }
}
