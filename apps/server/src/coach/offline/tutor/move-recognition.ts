import { QUESTION_TEMPLATES } from './question-templates.js';
import type { SocraticMove } from './socratic-moves.js';
import { endingPattern } from './template-text.js';

/**
 * Which move an earlier tutor reply made, read back from its closing question. The chat stores only
 * text, so this is how the tutor remembers its own moves without a side channel; a reply it cannot
 * place (cut off mid-stream, or written by the LLM provider) is null.
 */

const ENDINGS: readonly { move: SocraticMove; pattern: RegExp }[] = Object.entries(
  QUESTION_TEMPLATES,
).flatMap(([move, templates]) =>
  templates.map((t) => ({ move: move as SocraticMove, pattern: endingPattern(t.text) })),
);

/** The checked replies are written, not templated: they are known by their fixed words. */
const CHECKED = /\bwhat do you get for [^?]+\?$/i;
const TAUGHT = /\b(?:WordNet 3\.1 defines “|That matches WordNet\b)/;

export function recognizeMove(reply: string): SocraticMove | null {
  const text = reply.trim();
  if (CHECKED.test(text)) return 'check';
  if (TAUGHT.test(text)) return 'teach';
  return ENDINGS.find(({ pattern }) => pattern.test(text))?.move ?? null;
}
