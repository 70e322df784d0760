/**
 * The only way learner text gets into a tutor reply: as a short quoted phrase, stripped of anything
 * Markdown or HTML could read as markup, so what a learner types is shown back and never obeyed or
 * rendered (DESIGN D10).
 */

export const MAX_QUOTED_WORDS = 8;
/**
 * The topic, focus and goal are quoted a little longer than chat phrases: the learner wrote each as
 * one aim, and cut short it can change meaning ("Why the borrow checker rejects…").
 */
export const MAX_AIM_WORDS = 12;

/** Letters, digits, combining marks, spaces, apostrophes and hyphens: nothing else survives. */
const NOT_QUOTABLE = /[^\p{L}\p{M}\p{N}\s'’-]+/gu;
/** Words a cut phrase should not end on: "my function that" reads better as "my function". */
const DANGLING = new Set(
  `a an the and or but of to in on at for with by from as that which who whose my your his her its our their
  is are was were be this these those so because if than then each every some any all very more most not no`.split(
    /\s+/,
  ),
);
/** Openers that carry no content: "well, I think the light reactions" → "the light reactions". */
const FILLER_OPENERS =
  /^(?:(?:well|so|and|but|because|um+|uh+|hmm+|ok|okay|yeah|yes|maybe|like|i\s+think|i\s+guess|i\s+suppose|i\s+believe)\s+)+/i;
const CUT = '…';

/**
 * Learner text made safe and short enough to quote: no markup characters, and at most `maxWords`
 * words, with an ellipsis where words were cut so the quote does not pretend to be whole.
 */
export function quotable(text: string, maxWords = MAX_QUOTED_WORDS): string {
  const words = quotableWords(text);
  if (words.length <= maxWords) return words.join(' ');
  const kept = words.slice(0, maxWords);
  while (kept.length > 1 && DANGLING.has((kept.at(-1) ?? '').toLowerCase())) kept.pop();
  return `${kept.join(' ')}${CUT}`;
}

/**
 * The learner's own phrase around a concept they used: the clause it sits in, or when the clause is
 * long, the words leading up to the concept and a few after it ("…so the sock fits the foot"). The
 * concept alone when the sentence does not contain it as written.
 */
export function phraseAround(sentence: string, concept: string): string {
  const lowerConcept = concept.toLowerCase();
  const clause = sentence
    .split(/[,;:()\u2013\u2014]|\s-\s|[.!?](?:\s|$)/)
    .find((c) => c.toLowerCase().includes(lowerConcept));
  if (clause === undefined) return quotable(concept);
  const words = quotableWords(clause.trim().replace(FILLER_OPENERS, ''));
  const conceptWords = quotableWords(concept).map((w) => w.toLowerCase());
  const start = words.findIndex((_, i) => conceptWords.every((w, j) => sameWord(words[i + j], w)));
  if (start < 0) return quotable(concept);
  const wordsAfter = 3;
  const afterConcept = Math.min(words.length, start + conceptWords.length + wordsAfter);
  // A clause that ends a word or two later is quoted to its end rather than cut just before it.
  const windowEnd = words.length - afterConcept <= 2 ? words.length : afterConcept;
  const from = Math.max(0, windowEnd - MAX_QUOTED_WORDS);
  return `${from > 0 ? CUT : ''}${quotable(words.slice(from).join(' '))}`;
}

function quotableWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .replace(NOT_QUOTABLE, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ''))
    .filter((word) => word !== '');
}

/** "Estates-General" contains the learner's "Estates". */
function sameWord(written: string | undefined, wanted: string): boolean {
  const lower = written?.toLowerCase() ?? '';
  return lower === wanted || lower.split('-').includes(wanted);
}
