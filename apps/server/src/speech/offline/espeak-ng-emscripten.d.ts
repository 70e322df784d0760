/**
 * The part of Echogarden's espeak-ng build that the speech worker uses. The package ships no types; these
 * follow its Emscripten WebIDL bindings (`espeak-ng.js`).
 */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEvent {
    type: string;
    text_position: number;
    word_length: number;
    audio_position: number;
    id?: string | number;
  }

  export interface ESpeakNGWorker {
    /** 0 when espeak accepted the voice. */
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): number;
    set_pitch(pitch: number): number;
    set_range(range: number): number;
    get_samplerate(): number;
    /**
     * Speaks SSML-aware text, handing over 16-bit PCM chunk by chunk; returning true from the callback
     * stops the synthesis.
     */
    synthesize(text: string, onChunk: (samples: Int16Array | null, events: EspeakEvent[]) => boolean): void;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }

  export default function createEspeakModule(options?: object): Promise<EspeakModule>;
}
