import { describe, expect, it } from 'vitest';
import { reply } from '../../../test/fakes/openai-server.js';
import { fakeModelCoach, fakeOpenAiServerPerSuite } from '../../../test/fakes/fake-model-coach.js';
import { articleSource } from '../../../test/fixtures/article-source.js';
import { conversationFigures } from '../../../test/fixtures/conversation-measure.js';
import { PHOTOSYNTHESIS } from '../../../test/fakes/wikipedia-articles.js';
import { podcastScriptFlaw } from '../checks/task-flaws.js';
import type { PodcastScriptRequest } from '../podcast-script.js';
import { planEpisode } from '../podcast/script-length-plan.js';

/**
 * Issue 39 on the model's side: the prompt asks for exchanges over the source's statements, and the checks
 * turn down a script that reads the article aloud. The model is scripted (the fake OpenAI server), so the
 * figures measure the shape the prompt asks for and the checks, not a real model's writing.
 */
const ai = fakeOpenAiServerPerSuite();

const coach = () => fakeModelCoach(ai().url);

const request: PodcastScriptRequest = {
  title: 'Photosynthesis',
  topic: 'Photosynthesis',
  outline: '',
  durationMinutes: 2,
  wordsPerMinute: 169,
  premium: false,
  sessionConcepts: [],
  sources: [articleSource(PHOTOSYNTHESIS)],
  coveredSections: [],
};

const outline = {
  segments: [
    { title: 'Introduction', key_points: ['What the episode covers.'], sources: [] },
    {
      title: 'Where and how',
      key_points: ['Thylakoid membranes.', 'Oxygen from water.'],
      sources: [1, 2, 3],
    },
    { title: 'Wrap-up', key_points: ['Recap.'], sources: [] },
  ],
  think_questions: [],
};

type Turn = { speaker: 'host' | 'cohost'; text: string };
const host = (text: string): Turn => ({ speaker: 'host', text });
const cohost = (text: string): Turn => ({ speaker: 'cohost', text });

/**
 * A segment as the prompt asks for it: each co-host question answered by the host's next turn, in the
 * source's words. (Answers that only paraphrase, "They happen in the thylakoids", are judged unanswered
 * by the statements reader: the measure undercounts a model that paraphrases.)
 */
const CONVERSATION: Turn[][] = [
  [
    host(
      'Welcome to Socratica. Today we look at what photosynthesis is, where its light-dependent reactions happen, and where the oxygen comes from. It all comes from Wikipedia.',
    ),
    cohost("And I'm the one asking. So what is photosynthesis?"),
    host(
      'Photosynthesis is the process by which plants, algae and some bacteria turn light energy into chemical energy.',
    ),
  ],
  [
    cohost('Where do the light-dependent reactions take place?'),
    host('The light-dependent reactions take place in the thylakoid membranes, inside the chloroplast.'),
    cohost('And what does chlorophyll absorb there?'),
    host('Chlorophyll absorbs light, mostly red and blue, and reflects green light.'),
    cohost('Wait, I always thought the oxygen plants release comes from carbon dioxide. Is that right?'),
    host('No. The oxygen released by plants comes from splitting water, not from carbon dioxide.'),
    cohost('When was that shown?'),
    host('It was shown with heavy-oxygen isotopes in 1941.'),
    cohost('And who grew a willow tree to find out?'),
    host('In the 17th century, Jan van Helmont grew a willow tree in a pot of weighed soil.'),
  ],
  [
    cohost(
      'So the light reactions sit in the thylakoids, and the oxygen comes from water. Did I get that right?',
    ),
    host('Yes, that is right. Thanks for listening; the sources and their links are in the episode notes.'),
  ],
];

/** Today's robot: a heading read as a question, canned prompts, a sentence said twice, a myth recapped. */
const ROBOT: Turn[][] = [
  [
    host('Welcome to Socratica. This is “Photosynthesis”, about Photosynthesis.'),
    cohost('And I ask the questions.'),
  ],
  [
    cohost('Tell me about overview.'),
    host('Most photosynthetic organisms are photoautotrophs, which means that they make their own food.'),
    cohost('And then?'),
    host('Most photosynthetic organisms are photoautotrophs, which means that they make their own food.'),
  ],
  [host('A few things to remember. A common belief is that plants build their bodies mainly from the soil.')],
];

async function modelScript(segments: Turn[][]) {
  ai().script(reply.json(outline), ...segments.map((turns) => reply.json({ turns })));
  return coach().writePodcastScript(request);
}

describe('a model’s podcast script (issue 39)', () => {
  it('plans three segments for two minutes, as the scripted outline has', () => {
    expect(planEpisode(2, 169)).toHaveLength(3);
  });

  it('asks the model for exchanges over the source’s statements, beliefs corrected, no repeats or headings', async () => {
    await modelScript(CONVERSATION);
    for (const request of ai().requests) {
      expect(request.system).toMatch(/the co-host asks a real question about the fact that comes next/);
      expect(request.system).toMatch(/never a heading turned into a question/);
      expect(request.system).toMatch(/No sentence is said twice/);
      expect(request.system).toMatch(/never restates a belief the source corrects/);
    }
  });

  it('a script in that shape passes the checks and meets the figures', async () => {
    const script = await modelScript(CONVERSATION);
    expect(podcastScriptFlaw(script, request)).toBeNull();
    const figures = await conversationFigures(script, request.topic);
    console.log(
      `scripted model: co-host ${(figures.cohostShare * 100).toFixed(1)} %, answered ${figures.answered}/${figures.cohostTurns}, repeated ${(figures.repeatedShare * 100).toFixed(1)} %`,
      figures.unanswered,
    );
    expect(figures.cohostShare).toBeGreaterThanOrEqual(0.25);
    expect(figures.answered / figures.cohostTurns).toBeGreaterThanOrEqual(0.8);
    expect(figures.repeatedShare).toBeLessThanOrEqual(0.02);
  });

  it('today’s robot script is turned down, so the offline writer takes over', async () => {
    const script = await modelScript(ROBOT);
    expect(podcastScriptFlaw(script, request)).toMatch(/^repeats the line “Most photosynthetic organisms/);
    const figures = await conversationFigures(script, request.topic);
    expect(figures.answered / figures.cohostTurns).toBeLessThan(0.8);
  });
});
