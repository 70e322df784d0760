import type { MatchType, Severity } from '@socratica/contracts';
import { TermAutomaton } from './term-automaton.js';

// Decision 012: how keywords and phrases match. The engine is pure: it compiles once from the filters as
// the database has them, and checks text without any I/O.

/** One content filter, with what the engine needs of its category. */
export interface FilterRule {
  filterId: number;
  categoryId: number;
  categoryName: string;
  severity: Severity;
  keywords: readonly string[];
  phrases: readonly string[];
  matchType: MatchType;
  caseSensitive: boolean;
  enabled: boolean;
  categoryEnabled: boolean;
}

/** Which filter a text tripped. */
export interface FilterVerdict {
  categoryId: number;
  categoryName: string;
  severity: Severity;
  filterId: number;
  /** The keyword or phrase that matched, as the filter has it (for `all`, every term, comma-separated). */
  matched: string;
}

const SEVERITY_RANK: Record<Severity, number> = { low: 1, medium: 2, high: 3, critical: 4 };

const SEEN = 1;
const SEEN_AS_WHOLE_WORD = 2;

/** A letter, digit, combining mark or underscore: what a whole-word match must not touch. */
const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}_]$/u;

/**
 * Composes accents and turns every run of whitespace into one space, so that a phrase matches across
 * line breaks and doubled spaces. Only runs that need it are replaced: most text has single spaces.
 */
export function normalize(text: string): string {
  return text.normalize('NFC').replace(/\s{2,}|[^\S ]/gu, ' ');
}

// Locale-independent, unlike toLocaleLowerCase: a Turkish server must fold 'I' as every other does.
export const fold = (text: string) => text.toLowerCase();

function isWordCharacterBefore(text: string, index: number): boolean {
  if (index <= 0) return false;
  const start = index >= 2 && /[\uDC00-\uDFFF]/.test(text[index - 1]!) ? index - 2 : index - 1;
  return WORD_CHARACTER.test(String.fromCodePoint(text.codePointAt(start)!));
}

function isWordCharacterAt(text: string, index: number): boolean {
  if (index >= text.length) return false;
  return WORD_CHARACTER.test(String.fromCodePoint(text.codePointAt(index)!));
}

interface CompiledFilter {
  rule: FilterRule;
  rank: number;
  /** The filter's terms, as written, beside the pattern each became. */
  terms: string[];
  patterns: number[];
}

/** Where, in a streamed text's region, occurrences start to count or are settled for good (see checkRegion). */
export interface RegionMarks {
  /** In the normalized region (the case-sensitive terms' text). */
  exact: number;
  /** In its lower-cased copy (the other terms' text). */
  folded: number;
}

/** What a streamed text's settled part has shown so far, per pattern (SEEN and SEEN_AS_WHOLE_WORD bits). */
export interface SettledMarks {
  bits: Uint8Array;
  /** The patterns with any bit set, so that a check need not read every pattern. */
  ids: number[];
}

interface Pattern {
  length: number;
  /** Whether an `exact` filter uses it: only then are its occurrences checked for word boundaries. */
  wholeWord: boolean;
  /** The indexes of the filters that use it. */
  filters: number[];
}

/**
 * Checks text against every enabled filter of every enabled category at once: each term becomes a
 * pattern in one of two Aho-Corasick automata (case-sensitive terms over the text, the others over
 * its lower-cased copy), so a check reads the text twice however many filters there are.
 */
export class FilterEngine {
  private readonly filters: CompiledFilter[] = [];
  private readonly patterns: Pattern[] = [];
  private readonly exact = new TermAutomaton();
  private readonly folded = new TermAutomaton();
  /** Per pattern, SEEN and SEEN_AS_WHOLE_WORD bits for the check under way (reset after each). */
  private readonly seen: Uint8Array;
  private readonly touched: number[] = [];

  private constructor(rules: readonly FilterRule[]) {
    const patternIds = new Map<string, number>();
    for (const rule of rules) {
      if (!rule.enabled || !rule.categoryEnabled) continue;
      const filter: CompiledFilter = { rule, rank: SEVERITY_RANK[rule.severity], terms: [], patterns: [] };
      const index = this.filters.length;
      for (const term of [...rule.keywords, ...rule.phrases]) {
        const normalized = normalize(term).trim();
        if (normalized === '') continue;
        const pattern = rule.caseSensitive ? normalized : fold(normalized);
        const key = `${rule.caseSensitive ? 'C' : 'i'}${pattern}`;
        let id = patternIds.get(key);
        if (id === undefined) {
          id = this.patterns.length;
          patternIds.set(key, id);
          this.patterns.push({ length: pattern.length, wholeWord: false, filters: [] });
          (rule.caseSensitive ? this.exact : this.folded).add(pattern, id);
        }
        const entry = this.patterns[id]!;
        if (rule.matchType === 'exact') entry.wholeWord = true;
        if (entry.filters.at(-1) !== index) entry.filters.push(index);
        filter.terms.push(term.trim());
        filter.patterns.push(id);
      }
      // A filter left without terms would, under `all`, trip on everything.
      if (filter.patterns.length > 0) this.filters.push(filter);
    }
    this.exact.build();
    this.folded.build();
    this.seen = new Uint8Array(this.patterns.length);
  }

  static compile(rules: readonly FilterRule[]): FilterEngine {
    return new FilterEngine(rules);
  }

  /** How many patterns the filters' terms became: the size of a streamed text's SettledMarks. */
  get patternCount(): number {
    return this.patterns.length;
  }

  /** The longest pattern, in UTF-16 code units of its own text (normalized, or also lower-cased). */
  get longestPattern(): number {
    return this.patterns.reduce((longest, { length }) => Math.max(longest, length), 0);
  }

  /** How many filters take part: the enabled filters of enabled categories that have a term. */
  get filterCount(): number {
    return this.filters.length;
  }

  /**
   * The verdict of the most severe filter the text trips (the oldest filter among equals), or null.
   */
  check(text: string): FilterVerdict | null {
    if (this.filters.length === 0 || text === '') return null;
    const normalized = normalize(text);
    try {
      if (this.exact.size > 0) this.scan(this.exact, normalized);
      if (this.folded.size > 0) this.scan(this.folded, fold(normalized));
      return this.verdict();
    } finally {
      for (const id of this.touched) this.seen[id] = 0;
      this.touched.length = 0;
    }
  }

  /**
   * For a text that arrives in pieces (streamed-text-check.ts): the verdict `check` would give the
   * whole text, from `region`, a normalized tail of it, and `settled`, what the text before the tail
   * showed. Occurrences ending before `countFrom` were counted by an earlier check and are skipped;
   * those ending before `settleBefore` are added to `settled`, since no later text can change them.
   * The region must start where the whole text starts, or with at least the longest pattern (and
   * one character more, for a whole-word match's boundary) before `countFrom`.
   */
  checkRegion(
    region: string,
    countFrom: RegionMarks,
    settleBefore: RegionMarks,
    settled: SettledMarks,
  ): FilterVerdict | null {
    if (this.filters.length === 0) return null;
    try {
      for (const id of settled.ids) {
        this.seen[id] = settled.bits[id]!;
        this.touched.push(id);
      }
      if (this.exact.size > 0) this.scan(this.exact, region, countFrom.exact, settleBefore.exact, settled);
      if (this.folded.size > 0)
        this.scan(this.folded, fold(region), countFrom.folded, settleBefore.folded, settled);
      return this.verdict();
    } finally {
      for (const id of this.touched) this.seen[id] = 0;
      this.touched.length = 0;
    }
  }

  private scan(
    automaton: TermAutomaton,
    text: string,
    countFrom = 0,
    settleBefore = 0,
    settled?: SettledMarks,
  ): void {
    automaton.scan(text, (id, end) => {
      if (end < countFrom) return;
      const pattern = this.patterns[id]!;
      const before = this.seen[id]!;
      if (before === 0) this.touched.push(id);
      const settles = settled !== undefined && end < settleBefore;
      const known = settles ? before & settled.bits[id]! : before;
      let found = SEEN;
      if (pattern.wholeWord && (known & SEEN_AS_WHOLE_WORD) === 0) {
        const start = end - pattern.length;
        const whole = !isWordCharacterBefore(text, start) && !isWordCharacterAt(text, end);
        if (whole) found |= SEEN_AS_WHOLE_WORD;
      }
      this.seen[id] = before | found;
      if (settles) {
        if (settled.bits[id] === 0) settled.ids.push(id);
        settled.bits[id] = settled.bits[id]! | found;
      }
    });
  }

  private verdict(): FilterVerdict | null {
    let best: { filter: CompiledFilter; matched: string } | null = null;
    const considered = new Set<number>();
    for (const id of this.touched) {
      for (const index of this.patterns[id]!.filters) {
        if (considered.has(index)) continue;
        considered.add(index);
        const filter = this.filters[index]!;
        if (best && !this.outranks(filter, best.filter)) continue;
        const matched = this.matchOf(filter);
        if (matched !== null) best = { filter, matched };
      }
    }
    if (!best) return null;
    const { rule } = best.filter;
    return {
      categoryId: rule.categoryId,
      categoryName: rule.categoryName,
      severity: rule.severity,
      filterId: rule.filterId,
      matched: best.matched,
    };
  }

  private outranks(candidate: CompiledFilter, current: CompiledFilter): boolean {
    if (candidate.rank !== current.rank) return candidate.rank > current.rank;
    return candidate.rule.filterId < current.rule.filterId;
  }

  /** The term that trips the filter, or null when the text does not. */
  private matchOf(filter: CompiledFilter): string | null {
    const { matchType } = filter.rule;
    if (matchType === 'all') {
      const every = filter.patterns.every((id) => (this.seen[id]! & SEEN) !== 0);
      return every ? filter.terms.join(', ') : null;
    }
    const needed = matchType === 'exact' ? SEEN_AS_WHOLE_WORD : SEEN;
    const at = filter.patterns.findIndex((id) => (this.seen[id]! & needed) !== 0);
    return at === -1 ? null : filter.terms[at]!;
  }
}
