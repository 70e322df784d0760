import { FilterEngine, type FilterRule } from './filter-engine.js';

let nextId = 1;

/** An enabled rule of an enabled "Insults" category, with what the test sets over it. */
export const rule = (overrides: Partial<FilterRule>): FilterRule => ({
  filterId: nextId++,
  categoryId: 1,
  categoryName: 'Insults',
  severity: 'medium',
  keywords: [],
  phrases: [],
  matchType: 'any',
  caseSensitive: false,
  enabled: true,
  categoryEnabled: true,
  ...overrides,
});

export const engineOf = (...rules: Partial<FilterRule>[]) => FilterEngine.compile(rules.map(rule));
