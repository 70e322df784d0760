import type { MatchType } from '@socratica/contracts';

/** Decision 012's meanings, in the words an admin choosing one needs. */
export const MATCH_TYPE_OPTIONS: { value: MatchType; label: string }[] = [
  { value: 'any', label: 'Any term (also inside longer words)' },
  { value: 'all', label: 'All terms' },
  { value: 'exact', label: 'Exact: whole words or phrases only' },
];
