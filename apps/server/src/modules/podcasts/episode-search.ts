import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Most words a search looks for; more add little and cost time. */
const MAX_WORDS = 12;

/** Quotes, a leading minus or the word "or": the learner wrote web-search syntax, which it then obeys. */
const WEB_SEARCH_SYNTAX = /"|(^|\s)-\S|(^|\s)or(\s|$)/i;

/**
 * The archive's search over the title, topic and description (the generated `search` tsvector).
 * Plain words match as prefixes, all of them (`photosyn cell` finds "Photosynthesis in cells"), so
 * that results appear while a word is still being typed; only letters and digits reach `to_tsquery`,
 * so no one can write its operators. A query with quotes, `-word` or `or` goes to
 * `websearch_to_tsquery` as written, whose syntax never raises an error.
 */
export function episodeSearch(search: AnyPgColumn | SQL, query: string): SQL {
  const words = (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length > 1)
    .slice(0, MAX_WORDS);
  if (WEB_SEARCH_SYNTAX.test(query) || words.length === 0) {
    return sql`${search} @@ websearch_to_tsquery('english', ${query})`;
  }
  const prefixes = words.map((word) => `${word}:*`).join(' & ');
  return sql`${search} @@ to_tsquery('english', ${prefixes})`;
}
