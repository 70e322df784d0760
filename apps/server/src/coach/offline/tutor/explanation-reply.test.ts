import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../coach.js';
import { articlePassage } from '../../../../test/fixtures/retrieved-passage.js';
import { tutorRequest } from './tutor-test-request.js';
import { writeTutorReply } from './tutor-reply.js';

const ARTICLE = 'https://en.wikipedia.org/wiki/Photosynthesis';
const passage = (id: number, section: string, body: string) =>
  articlePassage(id, section, body, { title: 'Photosynthesis' });

const LIGHT = passage(
  1,
  'Light-dependent reactions',
  'The light-dependent reactions take place in the thylakoid membranes of the chloroplast. First, chlorophyll in photosystem II absorbs light and passes excited electrons to an electron transport chain. To replace those electrons, water molecules are split into hydrogen ions, electrons and oxygen. The electrons then move along the chain to photosystem I, where light energizes them again. Finally, the electrons are used to make NADPH, while a flow of hydrogen ions drives the enzyme ATP synthase to make ATP. The oxygen leaves the leaf through the stomata. This was shown with heavy oxygen in 1941.',
);
const CALVIN = passage(
  2,
  'Calvin cycle',
  'The Calvin cycle takes place in the stroma. In the first step, the enzyme RuBisCO fixes carbon dioxide by attaching it to RuBP. The resulting molecules are then reduced with ATP and NADPH to form G3P. Some G3P leaves the cycle to build glucose.',
);

function asked(message: string, options: { remainingMinutes?: number; before?: string } = {}) {
  const history: ChatTurn[] = [{ role: 'assistant', content: options.before ?? 'What do you know already?' }];
  history.push({ role: 'user', content: message });
  const request = tutorRequest('Photosynthesis', history);
  return writeTutorReply({
    ...request,
    pacing: { ...request.pacing, remainingMinutes: options.remainingMinutes ?? 12 },
    maxWords: 90,
    passages: [CALVIN, LIGHT],
  });
}

describe('the offline tutor explaining on request', () => {
  it('quotes the section that explains it, as numbered steps in the source’s order, under its link, then checks', async () => {
    const reply = await asked('Explain step by step how the light-dependent reactions work.');
    expect(reply).toMatch(
      new RegExp(
        `^From Wikipedia's article \\[Photosynthesis › Light-dependent reactions\\]\\(${ARTICLE}#Light-dependent_reactions\\)`,
      ),
    );
    const steps = reply.split('\n').filter((line) => /^\d\. “/.test(line));
    expect(steps).toHaveLength(6);
    expect(steps[1]).toContain('First, chlorophyll in photosystem II absorbs light');
    expect(steps[4]).toContain('Finally, the electrons are used to make NADPH');
    expect(reply).toMatch(
      /what happens right after the first step, and why does it need the step before it\?$/,
    );
    expect(reply).not.toContain('RuBisCO');
  });

  it.each([
    [12, 6],
    [6, 4],
    [2, 3],
  ])('with %i minutes left gives %i sentences', async (remainingMinutes, count) => {
    const reply = await asked('Can you just tell me how the light-dependent reactions work?', {
      remainingMinutes,
    });
    expect(reply.split('\n').filter((line) => /^\d\. “/.test(line))).toHaveLength(count);
  });

  it('finds the other section for another process', async () => {
    const reply = await asked('How does the Calvin cycle work?');
    expect(reply).toContain('Calvin cycle](');
    expect(reply).toContain('2. “In the first step, the enzyme RuBisCO fixes carbon dioxide');
  });

  it('asks the learner to tell it back when the same explanation was given just before', async () => {
    const first = await asked('How does the Calvin cycle work?');
    const again = await asked('How does the Calvin cycle work?', { before: first });
    expect(again).toMatch(/Try telling it back in your own words, one step at a time\.$/);
  });

  it('leaves a question of quantity, and a process no passage is about, to the other replies', async () => {
    expect(await asked('How many chloroplasts are in a cell?')).not.toMatch(/^\S.*in its own order:/);
    expect(await asked('Explain how tides work.')).not.toContain('in its own order:');
  });
});
