import type { MatchType } from '@socratica/contracts';

/** How a topic rule's keywords match a learner's topic (server: topic-rules.ts), as whole words. */
export const TOPIC_MATCH_OPTIONS: { value: MatchType; label: string }[] = [
  { value: 'any', label: 'Any keyword in the topic' },
  { value: 'all', label: 'All keywords in the topic' },
  { value: 'exact', label: 'Exact: the topic is one of the keywords' },
];
