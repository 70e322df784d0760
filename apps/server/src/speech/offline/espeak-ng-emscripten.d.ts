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
    /**
     * The phonemes espeak would speak for the text, as IPA with "_" between phonemes and a line per clause
     * (espeak-ng's `--ipa -x`); code 0 when it succeeded. Used by the tests that check what a voice says.
     */
    synthesize_ipa(text: string): { code: number; ipa: string };
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }

  export default function createEspeakModule(options?: object): Promise<EspeakModule>;
}
