import type { Tagger } from '../../../knowledge/language/tagged-text.js';
import { BELIEF } from '../../podcast/belief-sentences.js';

/**
 * A belief a source states in order to correct it (issue 39): "A common belief is that plants build their
 * bodies mainly from the soil, but…", "It was once thought that…", "…comes from the splitting of water, not
 * from carbon dioxide", "Adding the numerators and the denominators separately is a common mistake". The co-host voices the belief as a listener might hold it; the host corrects it
 * with the source's own words. Such a sentence is never recapped as a fact.
 */
export interface Misconception {
  /** What the co-host says: the belief, as a question. */
  voiced: string;
  /** The source's correction in its own words; null when the next sentence of the source corrects it. */
  correction: string | null;
  /**
   * The belief denied ("the continents were not fixed in place"), said before a correction that does not
   * name what the belief was about ("the plates there slide sideways"): the "no" must say what it denies.
   */
  denial: { subject: string; sentence: string } | null;
}

/** Where a sentence that states a belief turns to correct it. */
const TURN =
  /,?\s+but\s+|;\s*(?:in\s+fact|actually|however),?\s+|,\s+(?:however|whereas|although\s+in\s+fact),?\s+|\.\s+/i;
const NOT_SO = /^(.+?),\s+not\s+((?:from|in|by|at|on|with|into|during|through)\s+[^,;.]+)[.;,]/i;

/** "Adding the numerators … separately, as in 1/2 + 1/3 = 2/5, is a common mistake": a way of doing it. */
const MISTAKE =
  /^(\p{Lu}\p{Ll}+ing)\s+([^,]+?)(?:,\s+(as\s+in\s+[^,]+),)?\s+(is\s+(?:a\s+)?(?:common|frequent|typical|classic)\s+(?:mistake|error))\.?$/u;

/** Beliefs longer than this are left for the host to read: the co-host's turn stays a question. */
const MOST_BELIEF_WORDS = 25;

export function misconceptionIn(sentence: string, index: number, tag: Tagger): Misconception | null {
  const belief = BELIEF.exec(sentence.trim());
  if (belief) {
    const rest = belief[1]!;
    // "Contrary to popular belief, Y": Y is the correction and names no belief to voice.
    if (/^contrary/i.test(sentence.trim())) return null;
    const turn = TURN.exec(rest);
    const held = (turn ? rest.slice(0, turn.index) : rest).replace(/[.!]+$/, '').trim();
    if (held.split(/\s+/).length > MOST_BELIEF_WORDS) return null;
    const correction = turn
      ? capitalised(ownSubject(rest.slice(turn.index + turn[0].length).trim(), held))
      : null;
    const voiced =
      index % 2 === 0
        ? `I always thought ${held}. Isn't that right?`
        : `Hold on, isn't it true that ${held}?`;
    return {
      voiced,
      correction: correction && /\w/.test(correction) ? endStop(correction) : null,
      denial: denial(held),
    };
  }
  const mistake = MISTAKE.exec(sentence.trim());
  const doing = mistake && tag(mistake[1]!)[0]?.tokens[0];
  if (mistake && doing?.pos === 'VERB') {
    // The co-host tries the mistaken way, with the source's example; the host's "no" keeps the source's words.
    const [, gerund = '', what = '', example, verdict = ''] = mistake;
    const tried = `${doing.lemma} ${what}${example ? `, ${example}` : ''}`;
    return {
      voiced:
        index % 2 === 0
          ? `I always thought you could just ${tried}. Isn't that right?`
          : `Hold on, can't you just ${tried}?`,
      correction: `No, ${gerund.toLowerCase()} ${what} ${verdict}.`,
      denial: null,
    };
  }
  const notSo = NOT_SO.exec(sentence);
  if (notSo) {
    const wrong = notSo[2]!.trim();
    return {
      voiced:
        index % 2 === 0 ? `Wait, I'd have guessed it was ${wrong}. Isn't it?` : `Really? Isn't it ${wrong}?`,
      correction: `No. ${sentence}`,
      denial: null,
    };
  }
  return null;
}

/** An auxiliary after a short subject: "the San Andreas Fault could split…", "the continents were fixed…". */
const AUXILIARY =
  /^((?:\S+\s+){0,4}?\S+)\s+(is|are|was|were|can|could|will|would|should|must|may|might)\s+(.+)$/i;

/** "the continents were fixed in place" → "The continents were not fixed in place." */
function denial(belief: string): Misconception['denial'] {
  const clause = AUXILIARY.exec(belief);
  if (!clause || /\b(?:not|never|no)\b|n't\b/i.test(belief)) return null;
  const [, subject, auxiliary, rest] = clause as unknown as [string, string, string, string];
  const not = auxiliary.toLowerCase() === 'can' ? 'cannot' : `${auxiliary} not`;
  return { subject, sentence: endStop(capitalised(`${subject} ${not} ${rest}`)) };
}

/** "…that blood in the veins is blue, but it is always red": the correction says "blood in the veins" again. */
function ownSubject(correction: string, belief: string): string {
  const subject = /^(.+?)\s+(?:is|are|was|were|has|have|had|can|could|will|would|does|do|did)\b/i.exec(
    belief,
  )?.[1];
  if (!subject || subject.split(/\s+/).length > 5) return correction;
  return correction.replace(/^(?:it|they)\b/i, subject);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function endStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
