import {
  fold,
  normalize,
  type FilterEngine,
  type FilterVerdict,
  type SettledMarks,
} from './filter-engine.js';

/**
 * Where a text can be cut without changing how either side is normalized, folded or read for word
 * boundaries: before a letter that is not case-ignorable (so lower-casing's final-sigma rule reads the
 * same context), not whitespace (runs of it are collapsed) and never the second half of a canonical
 * composition (those are combining marks, which \p{L} excludes, and, as of Unicode 17, the Hangul vowel
 * and final jamo and one Kirat Rai vowel sign; a test reads every decomposition to keep this true).
 */
const CUT_BEFORE = /^[\p{Lu}\p{Ll}\p{Lt}\p{Lo}]$/u;
const SECOND_HALF_LETTER = /^[\u1160-\u11FF\uD7B0-\uD7FF\u{16D67}]$/u;

export function canCutBefore(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  // A low surrogate is the second half of a character.
  if (unit >= 0xdc00 && unit <= 0xdfff) return false;
  const character = String.fromCodePoint(text.codePointAt(index)!);
  return CUT_BEFORE.test(character) && !SECOND_HALF_LETTER.test(character);
}

/** The last place at or after `from` where `text` can be cut, or `from` when there is none. */
function lastCut(text: string, from: number): number {
  for (let i = text.length - 1; i > from; i--) if (canCutBefore(text, i)) return i;
  return from;
}

/** The last place at or before `at` where `text` can be cut; 0 when there is none. */
function cutAtOrBefore(text: string, at: number): number {
  for (let i = at; i > 0; i--) if (canCutBefore(text, i)) return i;
  return 0;
}

/**
 * The content filters' check of a text that arrives in pieces, as a streamed tutor reply does: after
 * each piece it answers exactly what `FilterEngine.check` would answer for the whole text so far, but
 * reads only the new piece and a window before it as long as the longest term, so a reply of n
 * pieces costs n pieces' reading instead of n whole texts' (a term split across pieces is still
 * caught, since the window reaches back over it).
 *
 * It keeps the text from `tail`'s start, a place where the text can be cut; `settledAt` (in `tail`)
 * is the last such place seen, before which no later piece can change the normalized text or any
 * occurrence's verdict. Occurrences ending before it are kept in `settled` (an `all` filter's terms
 * may be far apart) and not read again.
 */
export class StreamedTextCheck {
  private tail = '';
  private settledAt = 0;
  private readonly settled: SettledMarks;
  /** How much text must stay before `settledAt`: a term ending after it may start that far back. */
  private readonly reach: number;

  constructor(private readonly engine: FilterEngine) {
    this.settled = { bits: new Uint8Array(engine.patternCount), ids: [] };
    this.reach = engine.longestPattern + 1;
  }

  /** Adds the next piece; answers the verdict for everything so far, or null when it is clean. */
  add(piece: string): FilterVerdict | null {
    if (this.engine.filterCount === 0) return null;
    this.tail += piece;
    const settledAt = lastCut(this.tail, this.settledAt);
    const verdict = this.engine.checkRegion(
      normalize(this.tail),
      marksAt(this.tail, this.settledAt),
      marksAt(this.tail, settledAt),
      this.settled,
    );
    this.settledAt = settledAt;
    this.dropReadText();
    return verdict;
  }

  /** Forgets the text before a cut that leaves at least `reach` characters (either way read) before `settledAt`. */
  private dropReadText(): void {
    for (let back = this.reach; back <= this.settledAt; back *= 2) {
      const cut = cutAtOrBefore(this.tail, this.settledAt - back);
      if (cut === 0) return;
      const kept = marksAt(this.tail.slice(cut), this.settledAt - cut);
      if (kept.exact >= this.reach && kept.folded >= this.reach) {
        this.tail = this.tail.slice(cut);
        this.settledAt -= cut;
        return;
      }
    }
  }
}

/** Where `text`'s first `at` characters end once normalized, and once also lower-cased. */
function marksAt(text: string, at: number) {
  if (at === 0) return { exact: 0, folded: 0 };
  const normalized = normalize(text.slice(0, at));
  // Lower-casing changes lengths (İ becomes two units) but never by context, so lengths add up.
  return { exact: normalized.length, folded: fold(normalized).length };
}
