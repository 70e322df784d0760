import { describe, expect, it } from 'vitest';
import { PHOTOSYNTHESIS_SCRIPT } from './photosynthesis-script.fixture.js';
import { hostStatementLines } from './episode-lines.js';
import { episodeQuizItems, SECONDS_PER_ITEM } from './quiz-items.js';

describe('the lines a quiz may test (issue 39)', () => {
  const lines = hostStatementLines(PHOTOSYNTHESIS_SCRIPT).map((line) => line.text);

  it('are the host’s teaching sentences, each once, without a reply word before them', () => {
    expect(lines).toContain('The absorbed energy is used to make ATP and NADPH.');
    expect(lines.filter((l) => l === 'The absorbed energy is used to make ATP and NADPH.')).toHaveLength(1);
    expect(lines).toContain(
      'In photosystem II, water molecules are split into hydrogen ions, electrons and oxygen.',
    );
  });

  it('leave out the welcome, the credits, the pause question, the myth, the co-host and the goodbye', () => {
    for (const line of lines) {
      expect(line).not.toMatch(/Socratica|Creative Commons|_____|common belief|Thanks for listening|\?$/);
    }
    expect(lines).not.toContain('So the oxygen plants give off comes from carbon dioxide, right?');
  });
});

describe('the quiz on an episode (issue 39)', () => {
  it('has five items of both kinds, each on a host line, about two minutes long, and the same each time', async () => {
    const items = await episodeQuizItems(PHOTOSYNTHESIS_SCRIPT, 'Photosynthesis');
    const lines = hostStatementLines(PHOTOSYNTHESIS_SCRIPT);
    expect(items.map((item) => item.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['choice', 'typed']));
    for (const item of items) expect(lines).toContainEqual(item.line);
    expect(new Set(items.map((item) => item.line.text)).size).toBe(items.length);
    const seconds = items.reduce((sum, item) => sum + SECONDS_PER_ITEM[item.kind], 0);
    expect(seconds).toBeGreaterThanOrEqual(90);
    expect(seconds).toBeLessThanOrEqual(150);
    expect(await episodeQuizItems(PHOTOSYNTHESIS_SCRIPT, 'Photosynthesis')).toEqual(items);
  });

  it('keys a choice item with the word the host said, among four of the episode’s words', async () => {
    const items = await episodeQuizItems(PHOTOSYNTHESIS_SCRIPT, 'Photosynthesis');
    const choice = items.find((item) => item.kind === 'choice')!;
    const [answer] = choice.question.key.correctOptions!;
    expect(choice.question.options).toHaveLength(4);
    expect(choice.question.options).toContain(answer);
    expect(choice.question.text.replace('_____', answer!)).toContain(choice.line.text);
  });

  it('asks a typed item about the line’s subject, keyed by the line itself', async () => {
    const items = await episodeQuizItems(PHOTOSYNTHESIS_SCRIPT, 'Photosynthesis');
    for (const item of items.filter((i) => i.kind === 'typed')) {
      expect(item.question.text).toBe(`In a sentence: what did the episode say about ${item.subject}?`);
      expect(item.line.text.toLowerCase()).toContain(item.subject!.toLowerCase().replace(/^the /, ''));
      expect(item.question.key.acceptedAnswer).toBe(item.line.text);
    }
  });

  it('has no items for a script whose host only frames the episode', async () => {
    const framing = {
      ...PHOTOSYNTHESIS_SCRIPT,
      segments: [PHOTOSYNTHESIS_SCRIPT.segments[0]!, PHOTOSYNTHESIS_SCRIPT.segments.at(-1)!],
    };
    expect(await episodeQuizItems(framing, 'Photosynthesis')).toEqual([]);
  });
});
