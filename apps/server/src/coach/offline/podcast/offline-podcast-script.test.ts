import { describe, expect, it } from 'vitest';
import { PodcastScript, type PodcastScriptRequest } from '../../podcast-script.js';
import { plannedWords, planEpisode, wordCount } from '../../podcast/script-length-plan.js';
import { speakableText } from '../../podcast/speakable-text.js';
import { NothingToSayError, writeOfflinePodcastScript } from './offline-podcast-script.js';
import { outlineStatements, podcastMaterial } from './podcast-material.js';

const photosynthesis: PodcastScriptRequest = {
  title: 'Leaves at work',
  topic: 'Photosynthesis',
  outline: [
    'Photosynthesis turns light energy into chemical energy stored in sugar.',
    'Chlorophyll in the chloroplasts absorbs mostly red and blue light.',
    'Cover the Calvin cycle too.',
  ].join('\n'),
  durationMinutes: 5,
  wordsPerMinute: 169,
  premium: false,
  sessionConcepts: ['chlorophyll', 'light reactions'],
};

const turnsOf = (script: PodcastScript) => script.segments.flatMap((segment) => segment.turns);
const words = (script: PodcastScript) => turnsOf(script).reduce((sum, turn) => sum + wordCount(turn.text), 0);
/** The host's sentences the script frames the material with; every other host sentence must be material. */
const FRAMES = [/^Welcome to Socratica\./, /^We'll go through /, /^Here's one to pause and think about: /];

describe('the offline podcast script', () => {
  it('is valid, deterministic, and has the host teach and the co-host ask', () => {
    const script = writeOfflinePodcastScript(photosynthesis);
    expect(PodcastScript.parse(script)).toEqual(script);
    expect(writeOfflinePodcastScript(photosynthesis)).toEqual(script);
    expect(script.segments[0]!.title).toBe('Welcome');
    expect(script.segments.at(-1)!.title).toBe('Wrap-up');
    const cohostLines = turnsOf(script).filter((turn) => turn.speaker === 'cohost');
    expect(cohostLines.length).toBeGreaterThan(3);
  });

  it('says nothing the material does not hold: each teaching line is a fact from the outline, WordNet or the sessions', () => {
    const script = writeOfflinePodcastScript(photosynthesis);
    const facts = new Set(
      podcastMaterial(photosynthesis.topic, photosynthesis.outline, photosynthesis.sessionConcepts)
        .flatMap((group) => group.facts)
        .map((fact) => speakableText(fact.text)),
    );
    for (const turn of turnsOf(script).filter((t) => t.speaker === 'host')) {
      const said = turn.text.replace(/^To sum up: /, '');
      if (FRAMES.some((frame) => frame.test(said))) continue;
      expect(facts, said).toContain(said);
    }
    // The co-host asks and reacts; it never states a fact.
    for (const turn of turnsOf(script).filter((t) => t.speaker === 'cohost')) {
      expect(facts).not.toContain(turn.text);
    }
  });

  it('wraps up with sentences the episode already said, and nothing new', () => {
    const script = writeOfflinePodcastScript(photosynthesis);
    const earlier = new Set(script.segments.slice(0, -1).flatMap((s) => s.turns.map((t) => t.text)));
    const wrapUp = script.segments.at(-1)!.turns.filter((t) => t.speaker === 'host');
    expect(wrapUp.length).toBeGreaterThan(0);
    for (const turn of wrapUp) expect(earlier).toContain(turn.text.replace(/^To sum up: /, ''));
  });

  it('asks 2 or 3 “pause and think” questions, each said in the episode before its answer', () => {
    const script = writeOfflinePodcastScript(photosynthesis);
    expect(script.thinkQuestions.length).toBeGreaterThanOrEqual(2);
    expect(script.thinkQuestions.length).toBeLessThanOrEqual(3);
    const lines = turnsOf(script).map((t) => t.text);
    for (const question of script.thinkQuestions) {
      const asked = lines.findIndex((line) => line.toLowerCase().includes(question.toLowerCase()));
      expect(asked, question).toBeGreaterThan(0);
      expect(lines[asked]).toMatch(/pause and think/);
      expect(turnsOf(script)[asked + 2]?.speaker).toBe('host');
    }
  });

  it('names its sources and, with too little material for the time, says the episode is short', () => {
    const script = writeOfflinePodcastScript(photosynthesis);
    expect(script.sources).toEqual([
      'the outline given with the request',
      'WordNet 3.1',
      "Socratica learners' completed sessions on Photosynthesis",
    ]);
    expect(words(script)).toBeLessThan(0.9 * plannedWords(planEpisode(5, 169)));
    expect(script.shortfallNote).toMatch(
      /^This episode runs about \d+ minutes?, not the 5 asked: the offline coach had only enough material it can stand behind about “Photosynthesis”/,
    );
  });

  it('fills the planned words from a rich outline, stops near the plan, and makes no note', () => {
    const outline = Array.from(
      { length: 60 },
      (_, i) => `Fact number ${i + 1} about leaves is stated here plainly for the listener to hear.`,
    ).join('\n');
    const script = writeOfflinePodcastScript({ ...photosynthesis, outline, wordsPerMinute: 100 });
    const planned = plannedWords(planEpisode(5, 100));
    expect(words(script)).toBeGreaterThanOrEqual(0.9 * planned);
    expect(words(script)).toBeLessThanOrEqual(1.1 * planned);
    expect(script.shortfallNote).toBeNull();
  });

  it('spells numbers and symbols out for the voice', () => {
    const script = writeOfflinePodcastScript({
      ...photosynthesis,
      outline: 'About 25% of the 1,000 leaves face the Sun & the rest are shaded.',
    });
    for (const turn of turnsOf(script)) expect(turn.text).not.toMatch(/[\d%&]/);
    expect(turnsOf(script).map((t) => t.text)).toContain(
      'About twenty-five percent of the one thousand leaves face the Sun and the rest are shaded.',
    );
  });

  it('re-plans with the rate the voice really spoke: a slow first pass gets fewer words', () => {
    const outline = Array.from({ length: 60 }, (_, i) => `Leaf fact ${i + 1} is plain and true enough.`).join(
      '\n',
    );
    const first = writeOfflinePodcastScript({ ...photosynthesis, outline, wordsPerMinute: 120 });
    const firstWords = words(first);
    // The voice spoke at 80 words a minute, not 120: the first pass ran half as long again.
    const seconds = (firstWords / 80) * 60;
    const second = writeOfflinePodcastScript({
      ...photosynthesis,
      outline,
      wordsPerMinute: 120,
      revision: { previous: first, measuredSegmentSeconds: [seconds] },
    });
    expect(words(second)).toBeLessThan(0.75 * firstWords);
    expect(Math.abs(words(second) - plannedWords(planEpisode(5, 80)))).toBeLessThan(
      0.1 * plannedWords(planEpisode(5, 80)),
    );
  });

  it('refuses, with what to do, a topic it knows nothing about and no facts to go on', () => {
    expect(() =>
      writeOfflinePodcastScript({
        ...photosynthesis,
        topic: 'Zorblax quenting',
        outline: 'Cover it well.',
        sessionConcepts: [],
      }),
    ).toThrow(NothingToSayError);
    expect(() =>
      writeOfflinePodcastScript({
        ...photosynthesis,
        topic: 'Zorblax quenting',
        outline: '',
        sessionConcepts: [],
      }),
    ).toThrow(/nothing it can stand behind about “Zorblax quenting”.*Add a few sentences of facts/);
  });
});

describe('outlineStatements', () => {
  it('keeps statements and leaves out requests, questions, wishes and fragments', () => {
    expect(
      outlineStatements(
        [
          '- Tides rise and fall about twice a day',
          '2. The Moon pulls the ocean. A second bulge forms on the far side.',
          'Cover spring tides.',
          'I want to understand neap tides.',
          'Why are there two bulges?',
          'Tides',
        ].join('\n'),
      ),
    ).toEqual([
      'Tides rise and fall about twice a day.',
      'The Moon pulls the ocean.',
      'A second bulge forms on the far side.',
    ]);
  });
});
