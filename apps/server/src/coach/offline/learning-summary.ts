import type { LearningSummary, LearningSummaryRequest } from '../coach.js';
import { topicSubject } from '../topic-phrasing.js';
import { extractConcepts } from './concept-extraction.js';

const MAX_CONCEPTS = 10;

/**
 * What a chat covered, offline: the concepts of both sides of the conversation, most frequent
 * first (longer phrases weighted up once they recur). Concepts made only of the topic's own words
 * are left out: the report already names the topic.
 */
export async function summarizeChat({ topic, chat }: LearningSummaryRequest): Promise<LearningSummary> {
  const learnerMessageCount = chat.filter((turn) => turn.role === 'user').length;
  if (chat.length === 0) return { concepts: [], summary: null, learnerMessageCount };

  const { concepts } = await extractConcepts(chat, topic);
  const labels = concepts.slice(0, MAX_CONCEPTS).map((c) => c.label);
  const s = topicSubject(topic);
  const messages = `${learnerMessageCount} message${learnerMessageCount === 1 ? '' : 's'}`;
  const summary =
    labels.length === 0
      ? `You wrote ${messages} in this session on ${s}. No particular concepts stood out in the conversation yet.`
      : `You wrote ${messages} in this session on ${s}, and the conversation centred on ${listed(labels.slice(0, 3))}.` +
        (labels.length > 3
          ? ` It also touched on ${listed(labels.slice(3, 6))}.`
          : ' Reviewing these ideas in your own words will help them stick.');
  return { concepts: labels, summary, learnerMessageCount };
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
