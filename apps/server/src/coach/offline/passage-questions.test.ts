import { beforeAll, describe, expect, it } from 'vitest';
import { loadTagger, type Tagger } from '../../knowledge/language/tagged-text.js';
import { articlePassage } from '../../../test/fixtures/retrieved-passage.js';
import { articlePassages } from '../../knowledge/wikipedia/article-passages.js';
import { CORPORA } from '../../../test/corpora/statements/index.js';
import type { TopicCorpus } from '../../../test/corpora/statements/corpus-types.js';
import { FRENCH_REVOLUTION } from '../../../test/fakes/wikipedia-articles.js';
import { passageItemPairs, passageQuestions, sentenceStatementId } from './passage-questions.js';
import { seededRandom } from './seeded-random.js';

const title = 'Photosynthesis';
const PASSAGES = [
  articlePassage(
    1,
    'Light reactions',
    'Chlorophyll in the thylakoid membranes absorbs red and blue light. The energy of that light splits water molecules, which releases oxygen as a by-product of the reaction.',
    { title },
  ),
  articlePassage(
    2,
    'Calvin cycle',
    'In the stroma of the chloroplast, the enzyme RuBisCO fixes carbon dioxide from the air into sugar. The cycle uses energy stored as ATP, and hydrogen carried by NADPH, from the light reactions.',
    { title },
  ),
  articlePassage(
    3,
    'Mass',
    'Most of the dry mass of a plant comes from carbon dioxide in the air rather than from the soil. The soil supplies water and minerals such as nitrogen, which the roots absorb.',
    { title },
  ),
];

let tag: Tagger;
beforeAll(async () => {
  tag = await loadTagger();
});

const items = (count = 3) => passageQuestions(PASSAGES, 'Photosynthesis', count, seededRandom(7), tag);

describe('passageQuestions', () => {
  it('leaves one noun out of a passage’s sentence, keyed by the sentence and cited', () => {
    const [first] = items(1);
    expect(first).toBeDefined();
    const { text, options, key } = first!;
    expect(text).toMatch(/^Which word fills the blank in this sentence from “Photosynthesis › /);
    expect(text).toContain('_____');
    expect(options).toHaveLength(4);
    expect(new Set(options).size).toBe(4);
    const [answer] = key.correctOptions!;
    // The answer put back gives the source's own sentence, which the key quotes.
    const blanked = /\? “(.*)”$/.exec(text)![1]!;
    const sentence = blanked.replace('_____', answer!);
    expect(PASSAGES.some((passage) => passage.body.includes(sentence))).toBe(true);
    expect(key.acceptedAnswer).toContain(sentence);
    expect(key.citation).toMatch(
      /^Wikipedia's article “Photosynthesis › .+” \(CC BY-SA 4\.0\), https:\/\/en\.wikipedia\.org\/wiki\/Photosynthesis#/,
    );
    expect(key.source).toBe('knowledge_base');
    // Item statistics group by the pattern and the sentence tested (issue 40).
    expect(key.pattern).toBe('cloze');
    expect(key.statement).toBe(sentenceStatementId(sentence));
  });

  it('names a sentence by its words alone, whatever its spacing or case', () => {
    const id = sentenceStatementId('The soil supplies water.');
    expect(id).toMatch(/^sentence:[0-9a-f]{16}$/);
    expect(sentenceStatementId('  the soil   supplies WATER. ')).toBe(id);
    expect(sentenceStatementId('The soil supplies minerals.')).not.toBe(id);
  });

  it('offers wrong options from the passages that the sentence does not contain', () => {
    for (const item of items()) {
      const blanked = /\? “(.*)”$/.exec(item.text)![1]!.toLowerCase();
      for (const option of item.options.filter((o) => o !== item.key.correctOptions![0])) {
        expect(blanked).not.toMatch(new RegExp(`\\b${option}\\b`));
        expect(PASSAGES.some((passage) => passage.body.toLowerCase().includes(option))).toBe(true);
      }
    }
  });

  it('asks at most one item a passage, never blanks the topic, and makes none without passages', () => {
    const made = items(5);
    expect(made.length).toBeGreaterThan(0);
    expect(made.length).toBeLessThanOrEqual(PASSAGES.length);
    expect(made.every((item) => item.key.correctOptions![0]!.toLowerCase() !== 'photosynthesis')).toBe(true);
    expect(passageQuestions([], 'Photosynthesis', 3, seededRandom(7), tag)).toEqual([]);
  });
});

describe('passageQuestions’ options', () => {
  it('are all singular or all plural, as the blank is, and never half of a two-word name', () => {
    for (const item of items()) {
      const [answer] = item.key.correctOptions!;
      const plural = (word: string) => /[^s]s$/.test(word);
      expect(item.options.map(plural)).toEqual(item.options.map(() => plural(answer!)));
      expect(item.text).not.toMatch(/carbon _____/);
    }
  });
});

describe('the blank and its options are nouns where they stand', () => {
  /** A corpus article's passages, as the knowledge layer stores them. */
  const passagesOf = (corpus: Pick<TopicCorpus, 'article'>) =>
    articlePassages(corpus.article.title, corpus.article.extract).map((passage, at) =>
      articlePassage(at + 1, passage.sectionPath.split(' › ').slice(1).join(' › '), passage.body, {
        title: corpus.article.title,
      }),
    );
  const made = (corpus: TopicCorpus) =>
    passageItemPairs(passagesOf(corpus), corpus.topic, 6, seededRandom(3), tag);

  // Each of these was once a blank or an option: WordNet also knows them as nouns, but they stand as
  // verbs, adverbs or adjectives in the articles ("which carry out", "a plate first sinks", "light-dependent").
  it.each([
    ['Photosynthesis', ['carry', 'dependent', 'begin']],
    ['Volcanoes', ['first', 'explosive', 'active']],
    ['Supply and demand', ['equals', 'willing', 'sell']],
  ])('on %s, never blanks or offers %j', (topic, words) => {
    const pairs = made(CORPORA.find((corpus) => corpus.topic === topic)!);
    expect(pairs.length).toBeGreaterThanOrEqual(3);
    for (const { item } of pairs) for (const option of item.options) expect(words).not.toContain(option);
  });

  it('gives a short article’s knowledge check its items, filling options from other kinds of noun', () => {
    // The fake French Revolution article (6 short sections) had no item once blanks had to be nouns.
    const pairs = passageItemPairs(
      passagesOf({ article: FRENCH_REVOLUTION }),
      'French Revolution',
      3,
      seededRandom(3),
      tag,
    );
    expect(pairs).toHaveLength(3);
    for (const { item } of pairs) expect(new Set(item.options).size).toBe(4);
    // The post-assessment's own items keep options of the blank's kind, and so may be fewer.
    const strict = passageQuestions(
      passagesOf({ article: FRENCH_REVOLUTION }),
      'French Revolution',
      3,
      seededRandom(3),
      tag,
    );
    expect(strict.length).toBeLessThan(3);
  });

  it('reads "a(n)" before a blank, and fits the article to each noun in the parallel sentences', () => {
    const pairs = made(CORPORA.find((corpus) => corpus.topic === 'Volcanoes')!);
    const eruption = pairs.find(({ item }) => item.key.correctOptions![0] === 'eruption');
    expect(eruption).toBeDefined();
    expect(eruption!.item.text).toContain('“A(n) _____ begins when magma');
    for (const sentence of eruption!.parallel.options) {
      const [, article, noun] = /^(An?) (\w+) begins/.exec(sentence)!;
      expect(article).toBe(/^[aeiou]/.test(noun!) ? 'An' : 'A');
    }
  });
});
