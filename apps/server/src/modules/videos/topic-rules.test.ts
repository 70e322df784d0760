import { describe, expect, it } from 'vitest';
import { matchedCategories, ruleMatches, type TopicRuleFacts } from './topic-rules.js';

const rule = (
  keywords: string[],
  matchType: TopicRuleFacts['matchType'],
  categoryId = 1,
): TopicRuleFacts => ({
  categoryId,
  keywords,
  matchType,
});

describe('topic rules', () => {
  it('"any" needs one keyword, as whole words, phrases included', () => {
    const volcano = rule(['volcano', 'plate tectonics'], 'any');
    expect(ruleMatches(volcano, 'How does a Volcano erupt?')).toBe(true);
    expect(ruleMatches(volcano, 'plate   tectonics for kids')).toBe(true);
    expect(ruleMatches(volcano, 'volcanology')).toBe(false);
    expect(ruleMatches(volcano, 'tectonics of plates')).toBe(false);
  });

  it('"all" needs every keyword', () => {
    const cells = rule(['cell', 'energy'], 'all');
    expect(ruleMatches(cells, 'energy in the cell')).toBe(true);
    expect(ruleMatches(cells, 'the cell')).toBe(false);
  });

  it('"exact" needs the query to be a keyword, word for word', () => {
    const tides = rule(['ocean tides', 'tides'], 'exact');
    expect(ruleMatches(tides, '  Ocean TIDES! ')).toBe(true);
    expect(ruleMatches(tides, 'ocean tides explained')).toBe(false);
  });

  it('ignore blank keywords, and list each matched category once', () => {
    expect(ruleMatches(rule(['', '  '], 'any'), 'anything')).toBe(false);
    expect(
      matchedCategories(
        [rule(['tides'], 'any', 3), rule(['moon'], 'any', 3), rule(['sun'], 'any', 4)],
        'moon and tides',
      ),
    ).toEqual([3]);
  });
});
