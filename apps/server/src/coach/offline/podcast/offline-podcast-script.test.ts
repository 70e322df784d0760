import { describe, expect, it } from 'vitest';
import { NoNewMaterialError, PodcastScript, type PodcastScriptRequest } from '../../podcast-script.js';
import { turnPauseWords, wordCount } from '../../podcast/script-length-plan.js';
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
  /“[^”]*_____[^”]*”$/,
  /^(?:Yes, it's|That’s it:|Right,) \S+\.$/,
  /^Yes, you got it right\./,
  /^Thanks for listening\./,
];

describe('the offline podcast script, from sources (issue 24)', () => {
  it('is valid and deterministic, with the host teaching and the co-host asking', async () => {
    const script = await writeOfflinePodcastScript(photosynthesis);
    expect(PodcastScript.parse(script)).toEqual(script);
    expect(await writeOfflinePodcastScript(photosynthesis)).toEqual(script);
    expect(script.segments[0]!.title).toBe('Welcome');
    expect(script.segments.at(-1)!.title).toBe('Wrap-up');
    expect(turnsOf(script).filter((turn) => turn.speaker === 'cohost').length).toBeGreaterThan(5);
  });

  it('teaches only in the source’s own sentences, and the co-host only asks', async () => {
    const script = await writeOfflinePodcastScript(photosynthesis);
    const said = sourceSentences(photosynthesis);
    for (const turn of hostLines(script)) {
      if (FRAMES.some((frame) => frame.test(turn.text))) continue;
      const sentences = splitSentences(turn.text.replace(/^(?:Not quite\.|No\.) /, ''));
      for (const sentence of sentences) expect(said, sentence).toContain(sentence);
    }
    for (const turn of turnsOf(script).filter((t) => t.speaker === 'cohost')) {
      expect(said).not.toContain(turn.text);
    }
  });

  it('never reads the outline out, and lets it choose the sections first', async () => {
    const script = await writeOfflinePodcastScript(photosynthesis);
    const text = turnsOf(script)
      .map((turn) => turn.text)
      .join(' ');
    expect(text).not.toContain('Cover the Calvin cycle');
    const titles = script.segments.map((segment) => segment.title);
    // The lead first (what photosynthesis is), then what the outline asked for, before the rest.
    expect(titles[1]).toBe('What it is');
    expect(titles.slice(2, 4).sort()).toEqual(['Calvin cycle', 'Where it happens']);
  });

  it('credits its sources once at the start and once at the end, with the licence, and lists them for the description', async () => {
    const script = await writeOfflinePodcastScript(photosynthesis);
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

  it('wraps up with the co-host restating answers the host gave, and the host closing on the sources', async () => {
    const script = await writeOfflinePodcastScript({ ...photosynthesis, durationMinutes: 5 });
    const body = script.segments
      .slice(1, -1)
      .flatMap((s) => s.turns.filter((t) => t.speaker === 'host').map((t) => t.text))
      .join(' ');
    const [recap, close] = script.segments.at(-1)!.turns;
    expect(recap!.speaker).toBe('cohost');
    expect(recap!.text).toMatch(/^So, if I have it right: .+ Did I get that right\?$/);
    const points = [...recap!.text.matchAll(/(?:: |\. )([^:.]+): that's (?:where|when|who|what|how \w+) /g)];
    expect(points.length).toBeGreaterThanOrEqual(1);
    for (const [, answer] of points) expect(body.toLowerCase()).toContain(answer!.toLowerCase());
    expect(close!.text).toMatch(
      /^Yes, you got it right\. Thanks for listening\. Everything today came from /,
    );
  });

  it('asks pause questions on sentences just said; the co-host guesses the source’s word and the host confirms it', async () => {
    const script = await writeOfflinePodcastScript({ ...photosynthesis, durationMinutes: 10 });
    expect(script.thinkQuestions.length).toBeGreaterThanOrEqual(1);
    const turns = turnsOf(script);
    for (const question of script.thinkQuestions) {
      const blanked = /“(.*)”/.exec(question)![1]!;
      const at = turns.findIndex((turn) => turn.text.includes(blanked));
      expect(at, question).toBeGreaterThan(0);
      const answer = /(?:Is it|Would it be) ([^?.]+)\?/.exec(turns[at + 1]!.text)![1]!;
      expect(turns[at + 2]!.text).toContain(answer);
      // The sentence, its gap filled, was said before the question, and is not said again after it.
      const sentence = blanked.replace('_____', answer);
      expect(turns.slice(0, at).some((turn) => turn.text.includes(sentence))).toBe(true);
      expect(turns.slice(at + 1).some((turn) => turn.text.includes(sentence))).toBe(false);
    }
  });

  it('lasts the length asked (±15 % in words) when the source has enough: 5, 10 and 30 minutes', async () => {
    for (const minutes of [5, 10, 30]) {
      const script = await writeOfflinePodcastScript(long(minutes));
      const target = minutes * 169;
      // Each turn's pause takes the time of the words it holds: the plan counts them (turn-pauses.ts).
      const planned = words(script) + turnsOf(script).length * turnPauseWords(169);
      expect(planned, `${minutes} min`).toBeGreaterThan(0.9 * target);
      expect(planned, `${minutes} min`).toBeLessThan(1.1 * target);
      expect(script.shortfallNote).toBeNull();
      expect(turnsOf(script)[0]!.text).toMatch(/^Welcome to Socratica/);
    }
  });

  it('is short when the source is, and its first words say so', async () => {
    const tiny = {
      ...PHOTOSYNTHESIS,
      extract:
        'Photosynthesis is how plants turn light into chemical energy. It releases oxygen into the air.\n',
    };
    const script = await writeOfflinePodcastScript({
      ...photosynthesis,
      durationMinutes: 10,
      sources: [articleSource(tiny)],
    });
    expect(turnsOf(script)[0]!.text).toBe(
      'A short episode today: there is not enough source material on Photosynthesis for the 10 minutes asked, so this one is shorter.',
    );
    expect(script.shortfallNote).toMatch(/not enough source material on “Photosynthesis”/);
  });

  it('covers sections the schedule’s earlier episodes did not, and has nothing new once all are covered', async () => {
    const request = long(5, 12);
    const first = await writeOfflinePodcastScript(request);
    const second = await writeOfflinePodcastScript({ ...request, coveredSections: first.sections });
    expect(second.sections.some((key) => first.sections.includes(key))).toBe(false);
    const all = request.sources[0]!.sections.map((section) => section.key);
    await expect(writeOfflinePodcastScript({ ...request, coveredSections: all })).rejects.toThrow(
      NoNewMaterialError,
    );
  });

  it('re-plans with the rate the voice really spoke: a slow first pass gets fewer words', async () => {
    const first = await writeOfflinePodcastScript({ ...long(10), wordsPerMinute: 120 });
    const seconds = (words(first) / 80) * 60;
    const second = await writeOfflinePodcastScript({
      ...long(10),
      wordsPerMinute: 120,
      revision: { previous: first, measuredSegmentSeconds: [seconds] },
    });
    expect(Math.abs(words(second) - 800)).toBeLessThan(0.1 * 800);
  });

  it('falls back on WordNet without a source, naming it once a term; and refuses a topic nobody has text on', async () => {
    const script = await writeOfflinePodcastScript({ ...photosynthesis, topic: 'vaccine', sources: [] });
    const text = turnsOf(script)
      .map((turn) => turn.text)
      .join(' ');
    // Named in the credits, at the start and the end, and nowhere else.
    expect(text.match(/WordNet/g)).toHaveLength(2);
    expect(script.sources).toContain('WordNet 3.1');
    await expect(
      writeOfflinePodcastScript({
        ...photosynthesis,
        topic: 'Zorblax quenting',
        sources: [],
        sessionConcepts: [],
      }),
    ).rejects.toThrow(NothingToSayError);
  });

  it('opens a review episode on the missed questions, each with the key’s answer and its source, then teaches the session’s concepts', async () => {
    const script = await writeOfflinePodcastScript({
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
