import type { SourcedVerdict } from '../../../knowledge/statements/source-verdicts.js';
import type { ContradictedSlot } from '../../../knowledge/statements/claim-verdict.js';
import { sourceName } from './passage-citation.js';
import { escapeMarkdown } from './quoted-markdown.js';
import type { ReplyCandidates } from './reply-composition.js';

/**
 * The tutor's answer to a claim judged against its sources (issue 37):
 *
 * - contradicted: the source's sentence quoted with its link, the slot that differs named, then a question
 *   that does not assume the claim;
 * - supported: confirmed with the sentence that says it, then a question that moves on;
 * - not covered, when the learner asked ("…, right?"): said plainly, neither praised nor refuted.
 *
 * A claim stated without asking that no source covers is left to the Socratic moves, which never praise it.
 */
export function statementVerdictReply(verdicts: readonly SourcedVerdict[]): ReplyCandidates | null {
  const contradicted = verdicts.find((v) => v.verdict.verdict === 'contradicted');
  if (contradicted?.verdict.verdict === 'contradicted') {
    const { deciding, slot, claimed, stated } = contradicted.verdict;
    const sentence = deciding.statement.sentence;
    const said = `${capitalised(sourceName(deciding.source.citation))} says: “${escapeMarkdown(sentence)}”`;
    const difference = slotDifference(
      slot,
      escapeMarkdown(asWritten(contradicted.claim, claimed)),
      escapeMarkdown(asWritten(sentence, stated)),
    );
    const openers = ["That doesn't match the source.", 'The source says otherwise.'];
    const questions = [
      'How would you put that sentence in your own words?',
      'What in that sentence would you check first next time?',
    ];
    return {
      leads: [],
      bridges: [],
      questions: questions.flatMap((question) =>
        openers.map((opener) => `${opener} ${said} ${difference} ${question}`),
      ),
    };
  }
  if (verdicts.length > 0 && verdicts.every((v) => v.verdict.verdict === 'supported')) {
    const first = verdicts[0]!.verdict;
    if (first.verdict !== 'supported') return null;
    const said = `${capitalised(sourceName(first.deciding.source.citation))} says so: “${escapeMarkdown(first.deciding.statement.sentence)}”`;
    const questions = ['What do you think follows from that?', 'Why do you think that is so?'];
    return { leads: [], bridges: [], questions: questions.map((question) => `Yes. ${said} ${question}`) };
  }
  const asked = verdicts.find((v) => v.asked && v.verdict.verdict === 'not_covered');
  if (asked) {
    const claim = escapeMarkdown(asked.claim.replace(/\.$/, ''));
    const questions = ['Where could you check it?', 'What would you need to see to be sure of it?'];
    return {
      leads: [],
      bridges: [],
      questions: questions.map(
        (question) =>
          `I can't find a sentence in my sources that says “${claim}” or says otherwise, so I can't say whether it holds. ${question}`,
      ),
    };
  }
  return null;
}

function slotDifference(slot: ContradictedSlot, claimed: string, stated: string): string {
  switch (slot) {
    case 'negation':
      return 'It says the opposite of what you said.';
    case 'time':
      return `It gives ${stated}, not ${claimed}.`;
    case 'number':
      return `It gives ${stated}, not ${claimed}.`;
    case 'place':
      return `It places it at “${stated}”, not “${claimed}”.`;
    case 'agent':
      return `It names “${stated}” as the one who did it, not “${claimed}”.`;
    case 'order':
      return `It puts it “${stated}”, not “${claimed}”.`;
    case 'cause':
      return `It gives a different reason: “${stated}”, not “${claimed}”.`;
    case 'direction':
    case 'sibling':
      return `It says “${stated}”, not “${claimed}”.`;
  }
}

/** Lemmas as the text wrote them: "float" as "floats", "tambora" as "Tambora". */
function asWritten(text: string, lemmas: string): string {
  const words = text.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  return lemmas
    .split(' ')
    .map((lemma) => {
      const stem = lemma.slice(0, Math.max(3, lemma.length - 2)).toLowerCase();
      return words.find((word) => word.toLowerCase().startsWith(stem)) ?? lemma;
    })
    .join(' ');
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
