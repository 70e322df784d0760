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
/** "…, right?", and any negative tag: an auxiliary with "n't" and a pronoun ("wasn't she?", "didn't they?"). */
const TAG =
  /[,\s]*(?:right|correct|true|yes|no|isn['’]?t\s+that\s+(?:so|right)|(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would|should)n['’]?t\s+(?:it|he|she|they|there|we|you)|is\s+that\s+(?:right|correct|so)|am\s+i\s+right|yeah|ok)\s*[?.!]*\s*$/i;
/**
 * A statement said with a rising tone, "So the price falls when supply rises?": it opens with neither a
 * question word nor an auxiliary, so it asks whether what it states is so.
 */
const QUESTION_OPENING =
  /^(?:who|whom|whose|what|which|where|when|why|how|is|are|was|were|am|do|does|did|has|have|had|can|could|will|would|should|shall|may|might|must|isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t|doesn['’]?t|don['’]?t|didn['’]?t|hasn['’]?t|haven['’]?t|can['’]?t|won['’]?t)\b/i;
const SO_OPENING = /^so\s+/i;
const DEFINING_RELATIVE =
  /^([\p{L}\s'’-]{2,40}?)\s+(?:is|are|was|were)\s+(?:a|an|the)\s+[\p{L}\s-]{2,30}?\s+(?:that|which|who)\s+/iu;
const DID_NOT = /^(?:didn['’]?t|doesn['’]?t|don['’]?t)\s+/i;

const QUESTION_THEN_ASIDE = /\?\s*\([^()]*\)\s*[.!]?$/;

export function claimsIn(message: string): LearnerClaim[] {
  const text = message.slice(0, READ_CHARACTERS).replace(/\s+/g, ' ').trim();
  const claims: LearnerClaim[] = [];
  for (const raw of splitSentences(text)) {
    // "Why are leaves green? (just wondering)": an aside after a question leaves it a question.
    const said = raw.trim().replace(QUESTION_THEN_ASIDE, '?');
    let sentence = said.replace(HEDGE, '');
    let asked = false;
    // Only "So …?" is read as a stated claim: without it, "Photosynthesis happens at night?" may be a
    // learner's real question.
    if (SO_OPENING.test(said) && sentence.endsWith('?') && !QUESTION_OPENING.test(sentence)) {
      sentence = sentence.replace(/[?\s]+$/, '');
      asked = true;
    }
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
