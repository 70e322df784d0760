import type { MatchType } from '@socratica/contracts';

/** How a content filter's terms match a message (decision 012), in the words an admin choosing one needs. */
export const MATCH_TYPE_OPTIONS: { value: MatchType; label: string }[] = [
  { value: 'any', label: 'Any term (also inside longer words)' },
  { value: 'all', label: 'All terms' },
  { value: 'exact', label: 'Exact: whole words or phrases only' },
];
