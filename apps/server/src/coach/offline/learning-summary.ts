import type { LearningSummary, LearningSummaryRequest } from '../coach.js';
import { proseOnly } from '../learner-prose.js';
import { topicSubject } from '../topic-phrasing.js';
import { extractConcepts } from './concept-extraction.js';

const MAX_CONCEPTS = 10;

/**
 * What a chat covered, offline: the concepts the learner wrote, ranked by how much the whole
 * conversation dwelt on them (longer phrases weighted up once they recur). A phrase only the tutor
 * used is left out: its questions and encouragement ("foothold", "everyday analogy") say how it
 * teaches, not what the learner took up. Markup, code and addresses are not read. Concepts made
 * only of the topic's own words are left out: the report already names the topic.
 */
export async function summarizeChat({ topic, chat }: LearningSummaryRequest): Promise<LearningSummary> {
  const learnerMessageCount = chat.filter((turn) => turn.role === 'user').length;
  if (chat.length === 0) return { concepts: [], summary: null, learnerMessageCount };

  const prose = chat.map((turn) => ({ role: turn.role, content: proseOnly(turn.content) }));
  const { concepts } = await extractConcepts(prose, topic);
  const learnerConcepts = concepts.filter((c) => [...c.messages].some((i) => chat[i]?.role === 'user'));
  const labels = learnerConcepts.slice(0, MAX_CONCEPTS).map((c) => c.label);
  const s = topicSubject(topic);
  const messages = `${learnerMessageCount} message${learnerMessageCount === 1 ? '' : 's'}`;
  const summary =
    labels.length === 0
      ? `You wrote ${messages} in this session on ${s}. No particular concepts stood out in your messages yet.`
      : `You wrote ${messages} in this session on ${s}, centred on ${listed(labels.slice(0, 3))}.` +
        (labels.length > 3
          ? ` You also touched on ${listed(labels.slice(3, 6))}.`
          : ' Reviewing these ideas in your own words will help them stick.');
  return { concepts: labels, summary, learnerMessageCount };
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
