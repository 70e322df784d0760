import { describe, expect, it } from 'vitest';
import { NoNewMaterialError, PodcastScript, type PodcastScriptRequest } from '../../podcast-script.js';
import { wordCount } from '../../podcast/script-length-plan.js';
import { splitSentences } from '../../../knowledge/passages/sentences.js';
import { articleSource } from '../../../../test/fixtures/article-source.js';
import { longArticle, PHOTOSYNTHESIS } from '../../../../test/fakes/wikipedia-articles.js';
import { NothingToSayError, writeOfflinePodcastScript } from './offline-podcast-script.js';

const photosynthesis: PodcastScriptRequest = {
  title: 'Leaves at work',
  topic: 'Photosynthesis',
  outline: 'Cover the Calvin cycle, and where in the leaf it happens.',
  durationMinutes: 3,
  wordsPerMinute: 169,
  premium: false,
  sessionConcepts: ['chlorophyll', 'light reactions'],
  sources: [articleSource(PHOTOSYNTHESIS)],
  coveredSections: [],
};
const long = (durationMinutes: number, sections = 40): PodcastScriptRequest => ({
  ...photosynthesis,
  title: 'Routes',
  topic: 'Imaginary trade routes',
  outline: '',
  durationMinutes,
  sources: [articleSource(longArticle(sections))],
});

const turnsOf = (script: PodcastScript) => script.segments.flatMap((segment) => segment.turns);
const words = (script: PodcastScript) => turnsOf(script).reduce((sum, turn) => sum + wordCount(turn.text), 0);
const hostLines = (script: PodcastScript) => turnsOf(script).filter((t) => t.speaker === 'host');
const sourceSentences = (request: PodcastScriptRequest) =>
  new Set(
    request.sources.flatMap((source) =>
      source.sections.flatMap((section) => section.paragraphs.flatMap(splitSentences)),
    ),
  );
/** The host's lines that frame the material: welcome, credits, short note, recap heading, pause questions. */
const FRAMES = [
  /^Welcome to Socratica\./,
  /^Everything we say today comes from /,
  /^A short episode today: /,
  /^We covered /,
  /“[^”]*_____[^”]*”$/,
];

describe('the offline podcast script, from sources (issue 24)', () => {
  it('is valid and deterministic, with the host teaching and the co-host asking', () => {
    const script = writeOfflinePodcastScript(photosynthesis);
    expect(PodcastScript.parse(script)).toEqual(script);
    expect(writeOfflinePodcastScript(photosynthesis)).toEqual(script);
    expect(script.segments[0]!.title).toBe('Welcome');
    expect(script.segments.at(-1)!.title).toBe('Wrap-up');
    expect(turnsOf(script).filter((turn) => turn.speaker === 'cohost').length).toBeGreaterThan(5);
  });

  it('teaches only in the source’s own sentences, and the co-host only asks', () => {
    const script = writeOfflinePodcastScript(photosynthesis);
    const said = sourceSentences(photosynthesis);
    for (const turn of hostLines(script)) {
      if (FRAMES.some((frame) => frame.test(turn.text))) continue;
      const sentences = splitSentences(turn.text.replace(/^(?:Yes\.|That’s it\.|Right\.) /, ''));
      for (const sentence of sentences) expect(said, sentence).toContain(sentence);
    }
    for (const turn of turnsOf(script).filter((t) => t.speaker === 'cohost')) {
      expect(said).not.toContain(turn.text);
    }
  });

  it('never reads the outline out, and lets it choose the sections first', () => {
    const script = writeOfflinePodcastScript(photosynthesis);
    const text = turnsOf(script)
      .map((turn) => turn.text)
      .join(' ');
    expect(text).not.toContain('Cover the Calvin cycle');
    const titles = script.segments.map((segment) => segment.title);
    // The lead first (what photosynthesis is), then what the outline asked for, before the rest.
    expect(titles[1]).toBe('What it is');
    expect(titles.slice(2, 4).sort()).toEqual(['Calvin cycle', 'Where it happens']);
  });

  it('credits its sources once at the start and once at the end, with the licence, and lists them for the description', () => {
    const script = writeOfflinePodcastScript(photosynthesis);
    const lines = turnsOf(script).map((turn) => turn.text);
    const credits = lines.filter((line) => line.includes('Wikipedia'));
    expect(credits).toHaveLength(2);
    expect(credits[0]).toContain(
      'Wikipedia’s article “Photosynthesis”, shared under CC BY-SA 4.0'.replace('’', "'"),
    );
    expect(script.segments[0]!.turns.map((t) => t.text)).toContain(credits[0]);
    expect(script.segments.at(-1)!.turns.map((t) => t.text)).toContain(credits[1]);
    expect(script.sources).toEqual([
      "Wikipedia's article “Photosynthesis” (CC BY-SA 4.0), https://en.wikipedia.org/wiki/Photosynthesis",
    ]);
  });

  it('wraps up with the sections covered and sentences the episode already said', () => {
    const script = writeOfflinePodcastScript(photosynthesis);
    const body = new Set(
      script.segments.slice(1, -1).flatMap((s) => s.turns.flatMap((t) => splitSentences(t.text))),
    );
    const recap = script.segments.at(-1)!.turns.filter((t) => t.speaker === 'host');
    expect(recap[0]!.text).toMatch(/^We covered what it is, where it happens, Calvin cycle, /);
    for (const turn of recap.slice(1)) expect(body).toContain(turn.text);
  });

  it('asks pause questions on sentences just said; the co-host answers with the source’s word', () => {
    const script = writeOfflinePodcastScript({ ...photosynthesis, durationMinutes: 10 });
    expect(script.thinkQuestions.length).toBeGreaterThanOrEqual(1);
    const turns = turnsOf(script);
    for (const question of script.thinkQuestions) {
      const blanked = /“(.*)”/.exec(question)![1]!;
      const at = turns.findIndex((turn) => turn.text.includes(blanked));
      expect(at, question).toBeGreaterThan(0);
      const sentence = turns[at + 2]!.text.replace(/^\S+ /, '').replace(/^it\. /, '');
      const answer = /(?:Is it|I think it's) ([^?.]+)/.exec(turns[at + 1]!.text)![1]!;
      expect(sentence.replace(answer, '_____')).toContain(blanked.replace(/^.*?_____/, '_____'));
      // The sentence was said before the question.
      expect(turns.slice(0, at).some((turn) => turn.text.includes(sentence))).toBe(true);
    }
  });

  it('lasts the length asked (±15 % in words) when the source has enough: 5, 10 and 30 minutes', () => {
    for (const minutes of [5, 10, 30]) {
      const script = writeOfflinePodcastScript(long(minutes));
      const target = minutes * 169;
      expect(words(script), `${minutes} min`).toBeGreaterThan(0.9 * target);
      expect(words(script), `${minutes} min`).toBeLessThan(1.1 * target);
      expect(script.shortfallNote).toBeNull();
      expect(turnsOf(script)[0]!.text).toMatch(/^Welcome to Socratica/);
    }
  });

  it('is short when the source is, and its first words say so', () => {
    const tiny = {
      ...PHOTOSYNTHESIS,
      extract:
        'Photosynthesis is how plants turn light into chemical energy. It releases oxygen into the air.\n',
    };
    const script = writeOfflinePodcastScript({
      ...photosynthesis,
      durationMinutes: 10,
      sources: [articleSource(tiny)],
    });
    expect(turnsOf(script)[0]!.text).toBe(
      'A short episode today: there is not enough source material on Photosynthesis for the 10 minutes asked, so this one is shorter.',
    );
    expect(script.shortfallNote).toMatch(/not enough source material on “Photosynthesis”/);
  });

  it('covers sections the schedule’s earlier episodes did not, and has nothing new once all are covered', () => {
    const request = long(5, 12);
    const first = writeOfflinePodcastScript(request);
    const second = writeOfflinePodcastScript({ ...request, coveredSections: first.sections });
    expect(second.sections.some((key) => first.sections.includes(key))).toBe(false);
    const all = request.sources[0]!.sections.map((section) => section.key);
    expect(() => writeOfflinePodcastScript({ ...request, coveredSections: all })).toThrow(NoNewMaterialError);
  });

  it('re-plans with the rate the voice really spoke: a slow first pass gets fewer words', () => {
    const first = writeOfflinePodcastScript({ ...long(10), wordsPerMinute: 120 });
    const seconds = (words(first) / 80) * 60;
    const second = writeOfflinePodcastScript({
      ...long(10),
      wordsPerMinute: 120,
      revision: { previous: first, measuredSegmentSeconds: [seconds] },
    });
    expect(Math.abs(words(second) - 800)).toBeLessThan(0.1 * 800);
  });

  it('falls back on WordNet without a source, naming it once a term; and refuses a topic nobody has text on', () => {
    const script = writeOfflinePodcastScript({ ...photosynthesis, topic: 'vaccine', sources: [] });
    const text = turnsOf(script)
      .map((turn) => turn.text)
      .join(' ');
    // Named in the credits, at the start and the end, and nowhere else.
    expect(text.match(/WordNet/g)).toHaveLength(2);
    expect(script.sources).toContain('WordNet 3.1');
    expect(() =>
      writeOfflinePodcastScript({
        ...photosynthesis,
        topic: 'Zorblax quenting',
        sources: [],
        sessionConcepts: [],
      }),
    ).toThrow(NothingToSayError);
  });

  it('opens a review episode on the missed questions, each with the key’s answer and its source, then teaches the session’s concepts', () => {
    const script = writeOfflinePodcastScript({
      ...photosynthesis,
      outline: '',
      review: {
        missed: [
          {
            question: 'Where does the oxygen released by plants come from?',
            acceptedAnswer: 'From splitting water',
            citation:
              "Wikipedia's article “Photosynthesis › Water photolysis” (CC BY-SA 4.0), https://en.wikipedia.org/wiki/Photosynthesis#Water_photolysis",
          },
        ],
        concepts: ['stomata', 'mesophyll'],
      },
    });
    const review = script.segments[1]!;
    expect(review.title).toBe('Questions to revisit');
    expect(review.turns.map((turn) => turn.text)).toEqual([
      'This is your review episode. Your post-assessment had one question to revisit, so we start there.',
      'The first one: Where does the oxygen released by plants come from?',
      "The answer is: From splitting water. That comes from Wikipedia's article “Photosynthesis › Water photolysis” (CC BY-SA 4.0).",
    ]);
    expect(script.sources).toContain(
      "Wikipedia's article “Photosynthesis › Water photolysis” (CC BY-SA 4.0), https://en.wikipedia.org/wiki/Photosynthesis#Water_photolysis",
    );
    // The session's concepts choose the sections after the lead.
    expect(script.segments[3]!.title).toBe('Where it happens');
  });
});
