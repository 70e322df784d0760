/** One caption of an episode's WebVTT transcript: a turn, with who says it and when. */
export interface TranscriptCue {
  startSeconds: number;
  endSeconds: number;
  /** The voice tag's name ("Host", "Co-host"); null when the cue has none. */
  speaker: string | null;
  text: string;
}

const TIMING = /^(\d{2,}):(\d{2}):(\d{2})\.(\d{3}) --> (\d{2,}):(\d{2}):(\d{2})\.(\d{3})/;
const VOICE = /^<v(?:\.[^ >]*)? ([^>]*)>/;

/**
 * The cues of a WebVTT file as the server writes them (`audio/webvtt.ts`: one cue a turn, `<v Speaker>`
 * first), read leniently: blocks without a timing line (the header, notes) are skipped.
 */
export function parseTranscript(vtt: string): TranscriptCue[] {
  const cues: TranscriptCue[] = [];
  for (const block of vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => TIMING.test(line));
    if (at < 0) continue;
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = TIMING.exec(lines[at]!)!;
    const raw = lines
      .slice(at + 1)
      .join(' ')
      .trim();
    const voice = VOICE.exec(raw);
    cues.push({
      startSeconds: seconds(h1!, m1!, s1!, ms1!),
      endSeconds: seconds(h2!, m2!, s2!, ms2!),
      speaker: voice ? unescape(voice[1]!.trim()) : null,
      text: unescape(raw.replace(VOICE, '').replace(/<\/?[^>]+>/g, '')),
    });
  }
  return cues;
}

/** The cue being spoken at `time`, or the last one begun before it (in the pause after a turn). */
export function cueAt(cues: readonly TranscriptCue[], time: number): number {
  let current = -1;
  for (const [index, cue] of cues.entries()) {
    if (cue.startSeconds > time) break;
    current = index;
  }
  return current;
}

function seconds(hours: string, minutes: string, wholeSeconds: string, ms: string): number {
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(wholeSeconds) + Number(ms) / 1000;
}

function unescape(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
