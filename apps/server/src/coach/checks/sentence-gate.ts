import { falseArithmeticStatements } from '../offline/arithmetic/reply-arithmetic-check.js';

/** Where a sentence ends, as the arithmetic check splits sentences: after . ! ? ; and a space, or at a line break. */
const SENTENCE_END = /[.!?;]\s+|\n+/;
const DIGIT = /\d/;

/** A reply's sentences, split where the gate splits them, their ending marks kept. */
export function replySentences(reply: string): string[] {
  return reply.split(/(?<=[.!?;])\s+|\n+/).filter((sentence) => sentence.trim() !== '');
}

/**
 * A reply streamed as it is written, except that a sentence is held back from its first digit until
 * it ends, and shown only if it states no false arithmetic (DESIGN D20): the learner reads the
 * model's words as they come and never a false sum. Given a further check (that no source says otherwise,
 * issue 37; that the sentence is prose, issue 38), every sentence is held until it ends and shown only if it
 * passes. `onDropped` hears of each sentence left out.
 */
export async function* sentenceGated(
  stream: AsyncIterable<string>,
  onDropped: (sentence: string) => void,
  rejects: ((sentence: string) => boolean) | null = null,
): AsyncGenerator<string> {
  let shown = '';
  let held = '';
  /** The held part of the sentence, once the whole of it has passed the check. */
  const release = (): string => {
    const sentence = shown + held;
    const passed = held === '' || (falseArithmeticStatements(sentence).length === 0 && !rejects?.(sentence));
    if (!passed) onDropped(sentence);
    const released = passed ? held : '';
    shown = '';
    held = '';
    return released;
  };
  try {
    for await (const piece of stream) {
      let text = piece;
      while (text !== '') {
        const end = SENTENCE_END.exec(text);
        const upTo = end ? end.index + end[0].length : text.length;
        const part = text.slice(0, upTo);
        text = text.slice(upTo);
        if (held !== '' || rejects !== null || DIGIT.test(part)) held += part;
        else {
          shown += part;
          yield part;
        }
        if (end) {
          const released = release();
          if (released !== '') yield released;
        }
      }
    }
  } catch (error) {
    // Words cut short by a failure pass the same check before the failure goes on.
    const released = release();
    if (released !== '') yield released;
    throw error;
  }
  const released = release();
  if (released !== '') yield released;
}
