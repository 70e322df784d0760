import { withTopicArticle } from './topic-article.js';

/**
 * Learners type topics as they think of them: "photosynthesis", "The French Revolution",
 * "how to negotiate a salary?". These turn a topic into words that read well inside a sentence.
 */

const HOW_TO = /^how\s+(?:to|do\s+(?:i|you|we|people)|can\s+(?:i|you|we)|does\s+one|should\s+i)\s+(.+)$/i;

/**
 * The topic as typed, tidied for use mid-sentence: one space, no closing punctuation, "The" → "the", and
 * "the" added where English needs it ("French Revolution" → "the French Revolution").
 */
export function topicInSentence(topic: string): string {
  const tidy = topic
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.!:;,]+$/, '');
  return withTopicArticle(tidy.replace(/^(The|A|An)\s+(?=\S)/, (article) => article.toLowerCase()));
}

/** For a "how to …" topic, the activity itself ("negotiate a salary"); null for any other topic. */
export function topicActivity(topic: string): string | null {
  const match = HOW_TO.exec(topicInSentence(topic));
  return match?.[1] ?? null;
}

/** "photosynthesis" or "how to negotiate a salary": what follows "about" or "on". */
export function topicSubject(topic: string): string {
  const activity = topicActivity(topic);
  return activity ? `how to ${activity}` : topicInSentence(topic);
}
