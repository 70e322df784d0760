import { readSentences, type WordToken } from '../language/english.js';

/**
 * A movement said the other way round (decision 063): "from the positive terminal towards the negative
 * terminal" where the accepted answer says "from the negative terminal towards the positive terminal".
 * Both say every word of the path, so only the order of "from … to …" tells them apart. Null unless a
 * word that marks the answer's start marks the key's end, and one that marks its end the key's start.
 */
const GOALS = new Set(['to', 'towards', 'toward', 'into', 'onto']);
const WORD_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);

interface Path {
  from: string[];
  to: string[];
  written: string;
}

export async function swappedPath(
  answer: string,
  key: string,
): Promise<{ answered: string; keyed: string } | null> {
  const keyed = await pathsIn(key);
  for (const a of await pathsIn(answer)) {
    for (const k of keyed) {
      if (startsWhereEnds(a, k) && startsWhereEnds(k, a)) return { answered: a.written, keyed: k.written };
    }
  }
  return null;
}

/** Whether a word that sets `a`'s start apart from its end sets `b`'s end apart from its start. */
function startsWhereEnds(a: Path, b: Path): boolean {
  const start = a.from.filter((w) => !a.to.includes(w));
  const end = b.to.filter((w) => !b.from.includes(w));
  return start.some((w) => end.includes(w));
}

async function pathsIn(text: string): Promise<Path[]> {
  const paths: Path[] = [];
  for (const { tokens } of await readSentences(text)) {
    tokens.forEach((token, i) => {
      if (token.normal !== 'from') return;
      const from = phraseAfter(tokens, i + 1);
      const goal = tokens[i + 1 + from.length];
      if (!goal || !GOALS.has(goal.normal) || goal.afterBreak) return;
      const to = phraseAfter(tokens, i + 2 + from.length);
      const words = (run: WordToken[]) => run.filter((t) => WORD_POS.has(t.pos)).map((t) => t.lemma);
      if (to.length === 0) return;
      paths.push({
        from: words(from),
        to: words(to),
        written: [token, ...from, goal, ...to].map((t) => t.text).join(' '),
      });
    });
  }
  return paths;
}

/** The noun phrase from `start`: articles, adjectives and nouns, up to the next other word or break. */
function phraseAfter(tokens: readonly WordToken[], start: number): WordToken[] {
  const phrase: WordToken[] = [];
  for (let i = start; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "the cold end of the rod": a phrase goes on through "of".
    const inside = WORD_POS.has(t.pos) || t.pos === 'DET' || (t.normal === 'of' && i > start);
    if ((i > start && t.afterBreak) || !inside) break;
    phrase.push(t);
  }
  return phrase;
}
