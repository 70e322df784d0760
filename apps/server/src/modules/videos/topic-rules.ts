import type { MatchType } from '@socratica/contracts';
import { normalizeQuery, wordsOf } from './search-terms.js';

export interface TopicRuleFacts {
  categoryId: number;
  keywords: string[];
  matchType: MatchType;
}

/** Whether a keyword (a word or a phrase) appears in the query, as whole words. */
function mentions(queryWords: string[], keyword: string): boolean {
  const wanted = wordsOf(keyword);
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= queryWords.length; start++) {
    if (wanted.every((word, offset) => queryWords[start + offset] === word)) return true;
  }
  return false;
}

/**
 * Whether a topic rule leads this query to its category:
 * - any: the query mentions one of the keywords;
 * - all: the query mentions every keyword;
 * - exact: the query is one of the keywords, word for word.
 * Case, punctuation and spacing do not matter.
 */
export function ruleMatches(rule: TopicRuleFacts, query: string): boolean {
  const queryWords = wordsOf(query);
  const keywords = rule.keywords.filter((keyword) => wordsOf(keyword).length > 0);
  if (keywords.length === 0) return false;
  switch (rule.matchType) {
    case 'any':
      return keywords.some((keyword) => mentions(queryWords, keyword));
    case 'all':
      return keywords.every((keyword) => mentions(queryWords, keyword));
    case 'exact':
      return keywords.some(
        (keyword) => wordsOf(keyword).join(' ') === wordsOf(normalizeQuery(query)).join(' '),
      );
  }
}

/** The categories the enabled rules lead this query to. */
export function matchedCategories(rules: TopicRuleFacts[], query: string): number[] {
  return [...new Set(rules.filter((rule) => ruleMatches(rule, query)).map((rule) => rule.categoryId))];
}
