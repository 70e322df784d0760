import { describe, expect, it } from 'vitest';
import type { PodcastScript, PodcastScriptRequest } from '../../podcast-script.js';
import { spokenWords } from '../../podcast/script-repetition.js';
import { articleSource } from '../../../../test/fixtures/article-source.js';
import { conversationFigures } from '../../../../test/fixtures/conversation-measure.js';
import {
  HUMAN_HEART,
  IMMUNE_SYSTEM,
  MOON,
  PLATE_TECTONICS,
  PRINTING_PRESS,
  ROMAN_REPUBLIC,
  VOLCANO,
  WATER_CYCLE,
} from '../../../../test/fixtures/podcast-corpus-articles.js';
import {
  FRACTION,
  FRENCH_REVOLUTION,
  PHOTOSYNTHESIS,
  type FakeArticle,
} from '../../../../test/fakes/wikipedia-articles.js';
import { statesABelief } from '../../podcast/belief-sentences.js';
import { announces } from './section-dialogue.js';
import { writeOfflinePodcastScript } from './offline-podcast-script.js';

/**
 * Issue 39's measure of a conversation, on eleven offline episodes of different topics: the co-host has at
 * least a quarter of the words; at least 80 % of the co-host's turns are questions the host's next turn
 * answers (judged by the statements reader, `conversation-measure.ts`); at most 2 % of the words repeat a
 * run of eight said before. The figures are printed per topic and quoted in decision 048.
 */
const TOPICS: FakeArticle[] = [
  PHOTOSYNTHESIS,
  FRENCH_REVOLUTION,
  FRACTION,
  PLATE_TECTONICS,
  WATER_CYCLE,
  HUMAN_HEART,
  ROMAN_REPUBLIC,
  VOLCANO,
  IMMUNE_SYSTEM,
  PRINTING_PRESS,
  MOON,
];

const request = (article: FakeArticle): PodcastScriptRequest => ({
  title: article.title,
  topic: article.title,
  outline: '',
  durationMinutes: 3,
  wordsPerMinute: 169,
  premium: false,
  sessionConcepts: [],
  sources: [articleSource(article)],
  coveredSections: [],
});

const lines = (script: PodcastScript) =>
  script.segments.flatMap((segment) => segment.turns.map((t) => t.text));
const headings = (article: FakeArticle) =>
  [...article.extract.matchAll(/^=+\s*(.+?)\s*=+$/gm)].map((match) => match[1]!.toLowerCase());

describe('an offline episode is a conversation (issue 39), on eleven topics', () => {
  const scripts = new Map<string, PodcastScript>();
  const figures: string[] = [];

  for (const article of TOPICS) {
    it(`${article.title}: co-host ≥ 25 % of words, ≥ 80 % of its turns answered, ≤ 2 % repeated runs`, async () => {
      const script = await writeOfflinePodcastScript(request(article));
      scripts.set(article.title, script);
      const measured = await conversationFigures(script, article.title);
      const answeredShare = measured.answered / measured.cohostTurns;
      const words = spokenWords(lines(script)).length;
      figures.push(
        `${article.title.padEnd(24)} words ${String(words).padStart(4)}  co-host ${pct(measured.cohostShare)}  answered ${String(measured.answered).padStart(2)}/${String(measured.cohostTurns).padEnd(2)} ${pct(answeredShare)}  repeated ${pct(measured.repeatedShare)}`,
      );
      if (process.env.SHOW_SCRIPTS) {
        const turns = script.segments.flatMap((segment) => segment.turns);
        console.log(turns.map((turn) => `${turn.speaker}: ${turn.text}`).join('\n'), measured.unanswered);
      }
      expect(measured.cohostShare).toBeGreaterThanOrEqual(0.25);
      expect(answeredShare).toBeGreaterThanOrEqual(0.8);
      expect(measured.repeatedShare).toBeLessThanOrEqual(0.02);
    }, 60_000);
  }

  it('reads no heading as a line, opens on what it covers, recaps no belief, and never ends on an announcement', async () => {
    for (const article of TOPICS) {
      const script = scripts.get(article.title) ?? (await writeOfflinePodcastScript(request(article)));
      const said = lines(script).map((line) => line.toLowerCase().replace(/[.?!]+$/, ''));
      for (const heading of headings(article)) expect(said, heading).not.toContain(heading);
      expect(lines(script).join(' ')).not.toMatch(/Tell me about|What's that about|This is “[^”]+”, about/);
      expect(lines(script).find((line) => line.startsWith('Welcome'))).toMatch(
        /^Welcome to Socratica\.(?: This is “.+”\.)? Today we look at .+\.$/,
      );
      const wrapUp = script.segments.at(-1)!.turns.map((turn) => turn.text);
      for (const line of wrapUp) expect(statesABelief(line), line).toBe(false);
      expect(wrapUp.at(-1)).toMatch(/came from .+; the links are in the episode notes/);
      expect(wrapUp.join(' ')).not.toMatch(/A few things to remember/);
      const body = script.segments.slice(1, -1);
      // The last thing the host taught: a pause question's confirmation ("That’s it: first.") is not teaching.
      const turns = body.at(-1)!.turns;
      const lastHost = turns
        .filter(
          (turn, at) =>
            turn.speaker === 'host' && !turn.text.includes('_____') && !turns[at - 2]?.text.includes('_____'),
        )
        .at(-1)!.text;
      expect(announces(lastHost.split(/(?<=[.!?])\s+/).at(-1)!), lastHost).toBe(false);
    }
  }, 120_000);

  it('prints the figures', () => {
    console.log(`\nissue 39 conversation figures (offline writer, 3 minutes asked):\n${figures.join('\n')}`);
  });
});

function pct(share: number): string {
  return `${(share * 100).toFixed(1).padStart(5)} %`;
}
