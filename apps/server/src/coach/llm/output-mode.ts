/**
 * How a JSON answer is asked for, best first: a strict JSON schema the server enforces, JSON mode (any
 * JSON, the schema only in the prompt), or plain text read by the tolerant parser.
 */
export type OutputMode = 'json_schema' | 'json_object' | 'text';

const WEAKER: Record<OutputMode, OutputMode | null> = {
  json_schema: 'json_object',
  json_object: 'text',
  text: null,
};

/** Where the mode in use came from, for the admin's connection check. */
export type OutputModeSource = 'configured' | 'assumed' | 'learned';

/**
 * The output mode one model on one endpoint accepts, learned once per process (issue 26): `auto` starts
 * at a strict schema and steps down each time the server refuses the mode in use, and the step is kept,
 * so later questions go straight to the mode that works. A configured mode is used as it is.
 */
export class OutputModeMemory {
  #mode: OutputMode;
  #source: OutputModeSource;
  readonly #fixed: boolean;

  constructor(configured: OutputMode | 'auto') {
    this.#fixed = configured !== 'auto';
    this.#mode = configured === 'auto' ? 'json_schema' : configured;
    this.#source = configured === 'auto' ? 'assumed' : 'configured';
  }

  get mode(): OutputMode {
    return this.#mode;
  }

  get source(): OutputModeSource {
    return this.#source;
  }

  /**
   * The server refused `mode`: the next mode to try, or null when there is none. A refusal of a mode
   * already stepped past (two questions in flight at once) does not step again.
   */
  refused(mode: OutputMode): OutputMode | null {
    const weaker = WEAKER[mode];
    if (this.#fixed || weaker === null) return null;
    if (this.#mode === mode) {
      this.#mode = weaker;
      this.#source = 'learned';
    }
    return this.#mode;
  }

  /** A mode the server answered in: from now on it is known, not assumed. */
  accepted(mode: OutputMode): void {
    if (this.#mode === mode && this.#source === 'assumed') this.#source = 'learned';
  }
}
