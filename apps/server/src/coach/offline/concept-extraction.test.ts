import { describe, expect, it } from 'vitest';
import { extractConcepts, type SourceText } from './concept-extraction.js';

const say = (...contents: string[]): SourceText[] =>
  contents.map((content, i) => ({ content, role: i % 2 === 0 ? 'assistant' : 'user' }));

describe('extractConcepts', () => {
  it('finds noun phrases, counts them by lemma and ranks recurring ones first', async () => {
    const { concepts } = await extractConcepts(
      say(
        'The Calvin cycle fixes carbon. The light reactions make ATP.',
        'So the light reaction feeds the Calvin cycle?',
        'Yes: the Calvin cycle needs ATP from the light reactions.',
      ),
      'photosynthesis',
    );
    const labels = concepts.map((c) => c.label);
    expect(labels.slice(0, 3)).toEqual(['Calvin cycle', 'light reactions', 'ATP']);
    expect(concepts[1]).toMatchObject({ key: 'light reaction', count: 3 });
    // "cycle" and "reactions" only ever appear inside the phrases: they are not concepts of their own.
    expect(labels).not.toContain('cycle');
    expect(labels).not.toContain('reactions');
  });

  it('does not join words across punctuation', async () => {
    const { concepts } = await extractConcepts(
      say('In the light reactions, chlorophyll absorbs light.'),
      'plants',
    );
    expect(concepts.map((c) => c.key)).not.toContain('reaction chlorophyll');
  });

  it('leaves out the topic, generic chat words and stop words', async () => {
    const { concepts } = await extractConcepts(
      say(
        'Good question! Photosynthesis is a great topic. What is the main idea of photosynthesis, in your opinion?',
      ),
      'photosynthesis',
    );
    expect(concepts.map((c) => c.key)).toEqual(['opinion']);
  });

  it('keeps names whole and merges their plural with their singular', async () => {
    const { concepts } = await extractConcepts(
      say('The Third Estate took the Tennis Court Oath.', 'Why did the Estates meet?'),
      'the French Revolution',
    );
    expect(concepts.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Third Estate', 'Tennis Court Oath']),
    );
  });

  it('does not take a verb before a determiner for a noun', async () => {
    const { concepts } = await extractConcepts(
      say('When a function returns a reference, it borrows.'),
      'Rust',
    );
    expect(concepts.map((c) => c.key)).toEqual(['function', 'reference']);
  });

  it('relates concepts that share sentences and messages, most connected first', async () => {
    const map = await extractConcepts(
      say(
        'Debt forced the king to call the Estates-General.',
        'And the debt led to new taxes?',
        'Yes, taxes and debt.',
      ),
      'the French Revolution',
    );
    const debt = map.concepts.find((c) => c.key === 'debt')!;
    expect(map.related(debt).map((c) => c.key)).toEqual(['tax', 'king', 'estate']);
  });

  it('is empty for an empty conversation', async () => {
    const map = await extractConcepts([], 'anything');
    expect(map.concepts).toEqual([]);
    expect(map.sentences).toEqual([]);
  });

  it('never takes markup, code or an address for a concept', async () => {
    const map = await extractConcepts(
      [
        {
          role: 'user',
          content:
            '<img src=x onerror=alert(1)> the stroma holds the [Calvin cycle](http://evil.example/path) `const leaf = 1` see https://example.org/chlorophyll',
        },
      ],
      'photosynthesis',
    );
    const keys = map.concepts.map((c) => c.key);
    expect(keys).toEqual(expect.arrayContaining(['stroma', 'calvin cycle']));
    for (const key of keys) expect(key).not.toMatch(/img|src|onerror|alert|http|evil|example|const|org/);
  });
});
