import { splitSentences } from '../passages/sentences.js';

/**
 * The claims a learner's message states, each as a plain sentence (issue 37): "I think pumice sinks,
 * right?" states "pumice sinks"; "Is it true that X?" and "Didn't X happen…?" state X. A true question
 * ("Where does it happen?") states nothing and is left out; so is the tutor's own sentence quoted back.
 */
export interface LearnerClaim {
  text: string;
  /** Whether it came as a question ("…, right?"): the verdict is the same, the reply may say so. */
  asked: boolean;
}

/** A message longer than this is read only this far: a claim is a sentence or a few. */
const READ_CHARACTERS = 2_000;
const HEDGE =
  /^(?:(?:i\s+(?:think|believe|guess|heard|read|remember|thought|was\s+told)|maybe|perhaps|so|well|ok|okay|hmm+|actually|wait|but|and|also|oh|yes|no)\b[,\s]*(?:that\s+)?)+/i;
const TRUE_THAT = /^(?:is|isn't|isnt|wasn't)\s+it\s+(?:true|right|correct|so)\s+that\s+/i;
const TAG =
  /[,\s]*(?:right|correct|true|yes|no|isn['’]?t\s+(?:it|that\s+so|that\s+right)|aren['’]?t\s+they|wasn['’]?t\s+it|weren['’]?t\s+they|didn['’]?t\s+(?:it|they|he|she)|doesn['’]?t\s+it|don['’]?t\s+they|is\s+that\s+(?:right|correct|so)|am\s+i\s+right|yeah|ok)\s*[?.!]*\s*$/i;
const DEFINING_RELATIVE =
  /^([\p{L}\s'’-]{2,40}?)\s+(?:is|are|was|were)\s+(?:a|an|the)\s+[\p{L}\s-]{2,30}?\s+(?:that|which|who)\s+/iu;
const DID_NOT = /^(?:didn['’]?t|doesn['’]?t|don['’]?t)\s+/i;

const QUESTION_THEN_ASIDE = /\?\s*\([^()]*\)\s*[.!]?$/;

export function claimsIn(message: string): LearnerClaim[] {
  const text = message.slice(0, READ_CHARACTERS).replace(/\s+/g, ' ').trim();
  const claims: LearnerClaim[] = [];
  for (const raw of splitSentences(text)) {
    // "Why are leaves green? (just wondering)": an aside after a question leaves it a question.
    let sentence = raw.trim().replace(QUESTION_THEN_ASIDE, '?').replace(HEDGE, '');
    let asked = false;
    if (TRUE_THAT.test(sentence)) {
      sentence = sentence.replace(TRUE_THAT, '');
      asked = true;
    }
    if (TAG.test(sentence) && /[?]\s*$|,\s*\w+\??\s*$/i.test(sentence)) {
      const stripped = sentence.replace(TAG, '');
      if (stripped.split(/\s+/).length >= 2) {
        sentence = stripped;
        asked = true;
      }
    }
    if (DID_NOT.test(sentence) && sentence.endsWith('?')) {
      sentence = sentence.replace(DID_NOT, '');
      asked = true;
    }
    sentence = sentence.replace(HEDGE, '').trim();
    if (asked) sentence = sentence.replace(/[?\s]+$/, '');
    if (sentence.endsWith('?') || sentence.split(/\s+/).length < 3) continue;
    // "RuBisCO is the enzyme that fixes carbon dioxide" asserts that RuBisCO fixes carbon dioxide.
    const plain = sentence.replace(/[.!]+$/, '').replace(DEFINING_RELATIVE, '$1 ');
    claims.push({ text: `${plain.charAt(0).toUpperCase()}${plain.slice(1)}.`, asked });
  }
  return claims;
}
