import type { Tagger, TaggedToken } from '../../../knowledge/language/tagged-text.js';

/**
 * Whether a co-host question built from a sentence is one a listener would hear as English (issue 39). The
 * builder cuts a sentence into subject, verb and object, and a cut in the wrong place leaves a question a
 * person would never ask. These are refused, and the next candidate is tried:
 *
 * - a word left hanging by a split compound: "When did steam- power presses?";
 * - a question word at the end: "And what about magma forms when?";
 * - "what about" before a clause rather than a thing: "And what about clouds form when the vapour?";
 * - "does"/"did" with a verb still inflected, or "does" with a plural subject: "What does thick magma traps
 *   gas…?", "Where does clouds form…?";
 * - two auxiliaries before the subject: "Where had been movable type used earlier?".
 */
export function readsAsEnglish(question: string, tag: Tagger): boolean {
  if (/\p{L}-(?:\s|\p{P}|$)/u.test(question)) return false;
  const tokens = (tag(question)[0]?.tokens ?? []).filter((token) => token.pos !== 'PUNCT');
  const last = tokens.at(-1);
  if (last && QUESTION_WORDS.has(last.normal) && tokens.length > 1) return false;
  const at = tokens.findIndex((token) => QUESTION_WORDS.has(token.normal));
  if (at < 0) return true;
  // "And what about clouds form when the vapour?", "And what about plants also?": "what about" asks after
  // a thing, not a clause or part of one.
  if (tokens[at + 1]?.normal === 'about')
    return !tokens.slice(at + 2).some((token) => CLAUSE_PARTS.has(token.pos));
  const auxiliary = tokens[at + 1];
  if (auxiliary && AUXILIARIES.has(auxiliary.normal) && AUXILIARIES.has(tokens[at + 2]?.normal ?? ''))
    return false;
  if (!auxiliary || !DO_FORMS.has(auxiliary.normal)) return true;
  return !tokens.slice(at + 2).some((token, k, rest) => inflectedAfterDo(token, auxiliary, rest[k - 1]));
}

const QUESTION_WORDS = new Set(['what', 'when', 'where', 'who', 'why', 'how', 'which']);
const DO_FORMS = new Set(['do', 'does', 'did']);
const CLAUSE_PARTS = new Set(['VERB', 'AUX', 'SCONJ', 'ADV']);
const AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'been',
  'be',
  'will',
  'would',
]);

function inflectedAfterDo(token: TaggedToken, auxiliary: TaggedToken, before: TaggedToken | undefined) {
  // "does the leaf absorb", never "does the leaf absorbs"; a participle after "have" is no main verb.
  if (token.pos === 'VERB' && token.normal !== token.lemma && before?.normal !== 'have')
    return !/(?:ing|ed|en)$/.test(token.normal) || token.normal.endsWith('s');
  // "Where does clouds form": "does" with the plural that opens its subject.
  return (
    auxiliary.normal === 'does' &&
    before?.normal === 'does' &&
    token.pos === 'NOUN' &&
    token.normal !== token.lemma &&
    token.normal.endsWith('s')
  );
}
