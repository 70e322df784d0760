import type { PodcastScript } from '../../coach/podcast-script.js';
import { BLANK, LEANS_ON_CONTEXT, SENTENCE_WORDS } from '../../coach/offline/cloze-words.js';
import { words } from '../../coach/content-words.js';
import { splitSentences } from '../../knowledge/passages/sentences.js';

/** A sentence the host said, with the part of the episode it is in: what a quiz item tests and cites. */
export interface EpisodeLine {
  text: string;
  segmentTitle: string;
}

/**
 * Lines that frame the episode rather than teach: the welcome, the credits and licence, what is coming
 * next, the pause questions (quoted, with a blank), and a myth voiced to be corrected: it is no fact to test.
 */
const FRAMING =
  /\b(episode|licen[cs]e|creative commons|cc by|wikipedia|source|sources|welcome|listening|socratica|we['’]ll|let['’]s|today|we covered|a quick check|fill the gap|pause on|common belief|myth|misconception|mistake|some people)\b/i;

/** "No." before a correction, "Yes." before a confirmation: the line's fact starts after it. */
const REPLY_WORD = /^(no|yes|right|exactly|not quite|that['’]s it|indeed)[.,!]\s+/i;

/**
 * The host's sentences that state something the listener could be asked about (issue 39): each said once,
 * of a length a quiz item can quote, standing on its own ("It does…" leans on the sentence before), and
 * neither a question, a quotation nor a line that frames the episode.
 */
export function hostStatementLines(script: PodcastScript): EpisodeLine[] {
  const seen = new Set<string>();
  const lines: EpisodeLine[] = [];
  for (const segment of script.segments) {
    for (const turn of segment.turns) {
      if (turn.speaker !== 'host') continue;
      for (const said of splitSentences(turn.text)) {
        const sentence = said.replace(REPLY_WORD, '');
        const key = sentence.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        if (!teaches(sentence)) continue;
        lines.push({ text: sentence, segmentTitle: segment.title });
      }
    }
  }
  return lines;
}

function teaches(sentence: string): boolean {
  const count = words(sentence).length;
  return (
    count >= SENTENCE_WORDS.min &&
    count <= SENTENCE_WORDS.max &&
    /[.!]$/.test(sentence) &&
    !sentence.includes(BLANK) &&
    !/[“”"]/.test(sentence) &&
    !LEANS_ON_CONTEXT.test(sentence) &&
    !FRAMING.test(sentence)
  );
}
