import { describe, expect, it } from 'vitest';
import { FilterEngine } from './filter-engine.js';
import { engineOf, rule } from './filter-rules.fixture.js';

describe('match type any', () => {
  const engine = engineOf({ keywords: ['idiot', 'moron'], phrases: ['shut up'] });

  it('trips when any keyword occurs, even inside a longer word', () => {
    expect(engine.check('You idiots!')?.matched).toBe('idiot');
    expect(engine.check('what a MORONIC idea')?.matched).toBe('moron');
  });

  it('trips on a phrase', () => {
    expect(engine.check('Please shut up now')?.matched).toBe('shut up');
  });

  it('passes text with none of them', () => {
    expect(engine.check('A thoughtful question about cells.')).toBeNull();
    expect(engine.check('')).toBeNull();
  });

  it('reports the filter and its category', () => {
    const only = rule({ filterId: 77, categoryId: 5, categoryName: 'Bullying', keywords: ['loser'] });
    expect(FilterEngine.compile([only]).check('such a loser')).toEqual({
      categoryId: 5,
      categoryName: 'Bullying',
      severity: 'medium',
      filterId: 77,
      matched: 'loser',
    });
  });
});

describe('match type all', () => {
  const engine = engineOf({ matchType: 'all', keywords: ['buy', 'essay'], phrases: ['no questions asked'] });

  it('trips only when every keyword and every phrase occurs', () => {
    expect(engine.check('Buy an essay here, no questions asked.')?.matched).toBe(
      'buy, essay, no questions asked',
    );
  });

  it('passes when any one of them is missing', () => {
    expect(engine.check('Buy an essay here.')).toBeNull();
    expect(engine.check('An essay, no questions asked.')).toBeNull();
  });

  it('matches its terms as substrings', () => {
    expect(engine.check('buyers of essays, no questions asked')).not.toBeNull();
  });

  it('finds terms that overlap or share a start', () => {
    const overlapping = engineOf({ matchType: 'all', keywords: ['class', 'ass', 'classroom'] });
    expect(overlapping.check('the classroom')).not.toBeNull();
    expect(overlapping.check('the class')).toBeNull();
  });
});

describe('match type exact', () => {
  const engine = engineOf({ matchType: 'exact', keywords: ['ass', 'hell'], phrases: ['go  away'] });

  it('trips on whole words only', () => {
    expect(engine.check('What the hell?')?.matched).toBe('hell');
    expect(engine.check('hell')?.matched).toBe('hell');
    expect(engine.check('Hello, class; say hello to the shell.')).toBeNull();
  });

  it('finds a whole-word occurrence after one inside a word', () => {
    expect(engine.check('the class was an ass about it')?.matched).toBe('ass');
  });

  it('treats punctuation and the ends of the text as boundaries', () => {
    expect(engine.check('"Ass!"')).not.toBeNull();
    expect(engine.check('(hell)')).not.toBeNull();
  });

  it('treats letters of every script, digits and underscores as part of a word', () => {
    expect(engine.check('hellé')).toBeNull();
    expect(engine.check('éhell')).toBeNull();
    expect(engine.check('hell2')).toBeNull();
    expect(engine.check('_hell_')).toBeNull();
    expect(engine.check('𝐀hell')).toBeNull();
    expect(engine.check('hellа')).toBeNull(); // a Cyrillic а
    expect(engine.check('hell—ass')).not.toBeNull();
  });

  it('matches a phrase across any run of whitespace', () => {
    expect(engine.check('just go away')?.matched).toBe('go  away');
    expect(engine.check('just go \n\t away')).not.toBeNull();
    expect(engine.check('just goaway')).toBeNull();
    expect(engine.check('ego away')).toBeNull();
  });

  it('matches whole words in non-Latin scripts', () => {
    const greek = engineOf({ matchType: 'exact', keywords: ['βλάκας'] });
    expect(greek.check('είσαι βλάκας!')).not.toBeNull();
    expect(greek.check('βλάκαςες')).toBeNull();
  });
});

describe('case', () => {
  it('ignores case by default, in both directions', () => {
    const engine = engineOf({ keywords: ['Stupid'] });
    expect(engine.check('so STUPID')).not.toBeNull();
    expect(engine.check('so stupid')).not.toBeNull();
  });

  it('folds letters beyond ASCII', () => {
    expect(engineOf({ keywords: ['ÉCOLE'] }).check('une école')).not.toBeNull();
    expect(engineOf({ matchType: 'exact', keywords: ['ΒΛΆΚΑΣ'] }).check('βλάκας')).not.toBeNull();
  });

  it('compares exactly when the filter is case-sensitive', () => {
    const engine = engineOf({ keywords: ['NSFW'], caseSensitive: true });
    expect(engine.check('this is NSFW')?.matched).toBe('NSFW');
    expect(engine.check('this is nsfw')).toBeNull();
    expect(engine.check('this is Nsfw')).toBeNull();
  });

  it('keeps case-sensitive and case-insensitive filters of the same word apart', () => {
    const engine = engineOf(
      { filterId: 1001, keywords: ['Bet'], caseSensitive: true, severity: 'critical' },
      { filterId: 1002, keywords: ['bet'], severity: 'low' },
    );
    expect(engine.check('a bet')?.filterId).toBe(1002);
    expect(engine.check('a Bet')?.filterId).toBe(1001);
  });

  it('applies whole-word rules to case-sensitive filters too', () => {
    const engine = engineOf({ matchType: 'exact', keywords: ['Ass'], caseSensitive: true });
    expect(engine.check('Ass')).not.toBeNull();
    expect(engine.check('Class')).toBeNull();
    expect(engine.check('ass')).toBeNull();
  });

  it('matches text written with decomposed accents', () => {
    expect(engineOf({ matchType: 'exact', keywords: ['café'] }).check('un cafe\u0301 noir')).not.toBeNull();
  });
});

describe('what takes part', () => {
  it('ignores disabled filters', () => {
    expect(engineOf({ keywords: ['idiot'], enabled: false }).check('idiot')).toBeNull();
  });

  it('ignores the filters of disabled categories', () => {
    expect(engineOf({ keywords: ['idiot'], categoryEnabled: false }).check('idiot')).toBeNull();
  });

  it('counts only the filters that take part', () => {
    const engine = engineOf(
      { keywords: ['a'] },
      { keywords: ['b'], enabled: false },
      { keywords: ['c'], categoryEnabled: false },
      { keywords: ['  '], matchType: 'all' },
    );
    expect(engine.filterCount).toBe(1);
  });

  it('never lets a filter without usable terms trip on everything', () => {
    expect(engineOf({ keywords: [' ', ''], matchType: 'all' }).check('anything at all')).toBeNull();
  });

  it('answers null when there are no filters', () => {
    expect(FilterEngine.compile([]).check('anything')).toBeNull();
  });
});

describe('severity', () => {
  it('answers with the most severe filter the text trips', () => {
    const engine = engineOf(
      { filterId: 2001, keywords: ['alpha'], severity: 'low' },
      { filterId: 2002, keywords: ['beta'], severity: 'critical', categoryName: 'Danger' },
      { filterId: 2003, keywords: ['gamma'], severity: 'high' },
      { filterId: 2004, keywords: ['delta'], severity: 'medium' },
    );
    expect(engine.check('alpha beta gamma delta')?.filterId).toBe(2002);
    expect(engine.check('alpha gamma delta')?.severity).toBe('high');
    expect(engine.check('delta alpha')?.severity).toBe('medium');
    expect(engine.check('alpha')?.severity).toBe('low');
  });

  it('prefers the oldest filter among equally severe ones, wherever it matches', () => {
    const engine = engineOf(
      { filterId: 3002, keywords: ['first'], severity: 'high' },
      { filterId: 3001, keywords: ['second'], severity: 'high' },
    );
    expect(engine.check('first then second')?.filterId).toBe(3001);
  });

  it('does not let a more severe filter that does not trip win', () => {
    const engine = engineOf(
      { filterId: 4001, keywords: ['shared', 'other'], matchType: 'all', severity: 'critical' },
      { filterId: 4002, keywords: ['shared'], severity: 'low' },
    );
    expect(engine.check('shared')?.filterId).toBe(4002);
  });

  it('is the same engine for every check: state does not leak between checks', () => {
    const engine = engineOf({ keywords: ['one', 'two'], matchType: 'all' });
    expect(engine.check('one')).toBeNull();
    expect(engine.check('two')).toBeNull();
    expect(engine.check('one two')).not.toBeNull();
  });
});
