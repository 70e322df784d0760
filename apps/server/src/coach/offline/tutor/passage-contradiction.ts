import type { RetrievedPassage } from '../../../knowledge/retrieved-passage.js';
import { splitSentences } from '../../../knowledge/passages/sentences.js';
import { sourceName } from './passage-citation.js';
import { escapeMarkdown } from './quoted-markdown.js';
import type { ReplyCandidates } from './reply-composition.js';

/** A name: one to four capitalised words ("Marie Antoinette", "Louis XVI"). */
const NAME = String.raw`[A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*){0,3}`;
/**
 * "<Name> was the <role> of <Name>": the one shape of claim about a person or thing a passage can settle
 * by its own words without understanding them ("Marie Antoinette was the queen of England").
 */
const ROLE_CLAIM = new RegExp(
  String.raw`(?<subject>${NAME})\s+(?:is|was|are|were)\s+(?:the\s+|a\s+|an\s+)?(?<role>[a-z]+)\s+of\s+(?<of>${NAME})`,
  'u',
);
/** The passages the search ranked best: a weaker match is no source to contradict a learner with. */
const RANKS_READ = 3;

export interface PassageContradiction {
  passage: RetrievedPassage;
  /** The learner's claim as they wrote it: "Marie Antoinette was the queen of England". */
  statement: string;
  /** The passage's sentence that says otherwise, as written. */
  sentence: string;
  subject: string;
  /** What the learner said the subject was the role of, and what the source says. */
  claimed: string;
  stated: string;
}

/**
 * A claim of the learner's that a passage contradicts in so many words (D19): the passage names the same
 * subject with the same role of something else ("Marie Antoinette was the last queen of France"). Null
 * when no passage says so: the claim is then unchecked, never taken as true.
 */
export function passageContradiction(
  message: string,
  passages: readonly RetrievedPassage[],
): PassageContradiction | null {
  const match = ROLE_CLAIM.exec(message);
  const claim = match?.groups;
  if (!match || !claim?.subject || !claim.role || !claim.of) return null;
  const { subject, role, of: claimed } = claim;
  const stating = new RegExp(
    String.raw`\b(?:is|was|are|were)\b[^.;]{0,40}?\b${role}\s+of\s+(?:the\s+)?(?<of>${NAME})`,
    'u',
  );
  for (const passage of passages.slice(0, RANKS_READ)) {
    for (const sentence of splitSentences(passage.body)) {
      const at = sentence.indexOf(subject);
      if (at < 0) continue;
      const stated = stating.exec(sentence.slice(at + subject.length))?.groups?.of;
      if (!stated || sameName(stated, claimed) || sentence.includes(claimed)) continue;
      return { passage, statement: match[0], sentence, subject, claimed, stated };
    }
  }
  return null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The tutor's answer to a claim a passage contradicts: the mismatch named, in the source's own words and
 * with its link, then a question that starts from what the source says, not from the claim.
 */
export function passageContradictionReply(
  message: string,
  passages: readonly RetrievedPassage[],
): ReplyCandidates | null {
  const found = passageContradiction(message, passages);
  if (!found) return null;
  const name = sourceName(found.passage.citation);
  const said = `${name.charAt(0).toUpperCase()}${name.slice(1)} says: “${escapeMarkdown(found.sentence)}”`;
  const { subject, stated, claimed } = found;
  const questions = [
    `What do you know about ${subject}'s ties to ${stated}?`,
    `What might have made ${claimed} come to mind, and how would you check it?`,
  ];
  const openers = ["That doesn't match the source.", 'The source says otherwise.'];
  return {
    leads: [],
    bridges: [],
    questions: questions.flatMap((question) => openers.map((opener) => `${opener} ${said} ${question}`)),
  };
}
