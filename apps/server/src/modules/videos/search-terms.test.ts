import { describe, expect, it } from 'vitest';
import { anyWordTsQuery } from './catalogue-query.js';
import { decodeHtmlEntities } from './html-entities.js';
import { normalizeQuery, salientContextWords, searchTerms, searchText } from './search-terms.js';
import { YoutubeSearchCache } from './youtube-search-cache.js';

describe('search terms', () => {
  it('normalises a query: lower case, single spaces', () => {
    expect(normalizeQuery('  Photo   Synthesis\n')).toBe('photo synthesis');
    expect(YoutubeSearchCache.key(' Tides  ', 20)).toBe(YoutubeSearchCache.key('tides', 20));
    expect(YoutubeSearchCache.key('tides', 20)).not.toBe(YoutubeSearchCache.key('tides', 10));
  });

  it('adds at most two salient words of the chat, said at least twice and not in the query', () => {
    const context =
      'I think chlorophyll absorbs light. Why is chlorophyll green? The thylakoid membrane holds it; ' +
      'the thylakoid stacks are grana. Light light light.';
    expect(salientContextWords('photosynthesis light', context)).toEqual(['chlorophyll', 'thylakoid']);
    expect(searchText(searchTerms('Photosynthesis light', context))).toBe(
      'photosynthesis light chlorophyll thylakoid',
    );
  });

  it('adds nothing from a chat of filler', () => {
    expect(salientContextWords('tides', 'okay okay thanks thanks really really 2024 2024')).toEqual([]);
    expect(searchTerms('tides').contextWords).toEqual([]);
  });
});

describe('the catalogue tsquery', () => {
  it('matches any of the words, letters and digits only', () => {
    expect(anyWordTsQuery(['Cells & photosynthesis'])).toBe('cells | photosynthesis');
    expect(anyWordTsQuery(["x-ray's | !(drop) :* <->"])).toBe('x | ray | s | drop');
    expect(anyWordTsQuery(['cell cell CELL'])).toBe('cell');
    expect(anyWordTsQuery(['', '?!'])).toBeNull();
    expect(anyWordTsQuery(['Ökologie café'])).toBe('ökologie | café');
  });
});

describe('YouTube snippets', () => {
  it('decode HTML entities', () => {
    expect(decodeHtmlEntities('What&#39;s up &amp; why &quot;tides&quot; &lt;3 &#x1F30A; &bogus;')).toBe(
      'What\'s up & why "tides" <3 🌊 &bogus;',
    );
  });
});
