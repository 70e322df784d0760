import { describe, expect, it } from 'vitest';
import { cueAt, parseTranscript } from './transcript-cues';

const VTT = `WEBVTT

1
00:00:00.500 --> 00:00:04.250
<v Host>Welcome to Socratica. CO₂ &amp; water make sugar &lt;glucose&gt;.

2
00:00:04.700 --> 00:01:02.001
<v Co-host>And I'm here to ask the questions.

NOTE a comment without timing
`;

describe('parseTranscript', () => {
  it('reads each cue’s times, speaker and text as written, entities undone', () => {
    expect(parseTranscript(VTT)).toEqual([
      {
        startSeconds: 0.5,
        endSeconds: 4.25,
        speaker: 'Host',
        text: 'Welcome to Socratica. CO₂ & water make sugar <glucose>.',
      },
      {
        startSeconds: 4.7,
        endSeconds: 62.001,
        speaker: 'Co-host',
        text: "And I'm here to ask the questions.",
      },
    ]);
  });

  it('keeps a cue without a voice tag, with no speaker', () => {
    expect(parseTranscript('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nPlain line.\n')).toEqual([
      { startSeconds: 1, endSeconds: 2, speaker: null, text: 'Plain line.' },
    ]);
  });
});

describe('cueAt', () => {
  const cues = parseTranscript(VTT);
  it('is the cue begun last: none before the first, the previous one in a pause', () => {
    expect(cueAt(cues, 0.2)).toBe(-1);
    expect(cueAt(cues, 1)).toBe(0);
    expect(cueAt(cues, 4.5)).toBe(0);
    expect(cueAt(cues, 5)).toBe(1);
    expect(cueAt(cues, 999)).toBe(1);
  });
});
