import type { SearchTerms } from './video-provider.js';

/** How many words of the chat may join a query: enough to sharpen it, too few to take it over. */
const MAX_CONTEXT_WORDS = 2;

/** Common English words, and chat filler, that say nothing about what a video should be about. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have having ' +
    'he her here hers herself him himself his how i if in into is it its itself just let me more most my myself ' +
    'no nor not now of off on once only or other our ours ourselves out over own same she should so some such ' +
    'than that the their theirs them themselves then there these they this those through to too under until up ' +
    'very was we were what when where which while who whom why will with would you your yours yourself ' +
    'yourselves yes okay ok think know like really thing things something maybe sure right well good great ' +
    'thanks thank please tell explain mean means get got make makes made want wants one two lot lots way ' +
    'still even much many might must shall may us video videos watch learn learning question questions answer ' +
    'understand idea ideas example examples kind part start next first time different'
  ).split(' '),
);

/** Lower case with single spaces: how a query is compared and cached. */
export function normalizeQuery(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a text, lower case, as letters and digits. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The few words of the chat worth adding to a query: not in the query already, not common, at
 * least four letters, and said at least twice; the most frequent first, ties in order of appearance.
 */
export function salientContextWords(query: string, context: string, limit = MAX_CONTEXT_WORDS): string[] {
  const inQuery = new Set(wordsOf(query));
  const counts = new Map<string, number>();
  for (const word of wordsOf(context)) {
    if (word.length < 4 || STOP_WORDS.has(word) || inQuery.has(word) || /^\d+$/.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([word]) => word);
}

export function searchTerms(query: string, context = ''): SearchTerms {
  return { query: normalizeQuery(query), contextWords: salientContextWords(query, context) };
}

/** The text sent to a search engine that takes one string: the query, then the context words. */
export function searchText(terms: SearchTerms): string {
  return [terms.query, ...terms.contextWords].join(' ');
}
