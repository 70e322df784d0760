import { describe, expect, it } from 'vitest';
import type { SourceStatement } from './claim-verdict.js';
import { readLearnerClaims, readPassageStatements } from './reading.js';
import { judgeAgainstSentences } from './sentence-verdict.js';

/** Claims judged against whole sentences when no clause aligns with them (decision 064). */
async function judged(claim: string, text: string, title = '') {
  const sources: SourceStatement<null>[] = (await readPassageStatements(text, title)).map((statement) => ({
    statement,
    source: null,
    context: title ? [title.toLowerCase()] : [],
  }));
  const [read] = await readLearnerClaims(claim);
  const verdict = judgeAgainstSentences(read!.statements[0]!, sources);
  return verdict && { verdict: verdict.verdict, slot: 'slot' in verdict ? verdict.slot : undefined };
}

describe('judgeAgainstSentences', () => {
  const krakatoa =
    'In August 1883, the eruption of Krakatoa, between Java and Sumatra, caused tsunamis that killed more than 36,000 people.';

  it('confirms a fact told across two clauses of one sentence', async () => {
    expect(
      await judged('the tsunamis from Krakatoa killed more than thirty-six thousand people', krakatoa),
    ).toEqual({
      verdict: 'supported',
      slot: undefined,
    });
  });

  it('names a number the sentence gives otherwise', async () => {
    expect(await judged('the tsunamis from Krakatoa killed about 3,000 people', krakatoa)).toMatchObject({
      verdict: 'contradicted',
      slot: 'number',
    });
  });

  it('does not confirm a doer swapped with the one done to', async () => {
    const text = 'Soon after the wedding, Tybalt kills Mercutio in a street fight near the square.';
    expect(await judged('Mercutio kills Tybalt in a street fight.', text)).not.toMatchObject({
      verdict: 'supported',
    });
  });

  it('does not confirm a place the sentence names for something else', async () => {
    const text = 'Romeo hears that Juliet is dead, buys poison in Mantua and returns to Verona.';
    expect(await judged('Romeo buys the poison in Verona.', text)).not.toMatchObject({
      verdict: 'supported',
    });
  });

  it('reads a negation from the clause that says the rest of the claim', async () => {
    const text =
      'Solid ionic compounds do not conduct electricity, but they do conduct when melted or dissolved in water.';
    expect(
      await judged(
        'Ionic compounds never conduct electricity, not even when they are dissolved in water.',
        text,
      ),
    ).toMatchObject({ verdict: 'contradicted', slot: 'negation' });
    const other = 'The oxygen is made when water is broken apart; it does not come from the carbon dioxide.';
    expect(await judged('The oxygen comes from water molecules that are split.', other)).not.toMatchObject({
      verdict: 'contradicted',
    });
  });

  it('names a reason the sentence gives otherwise, not a reason put in other words', async () => {
    const text = 'Because Romeo has killed Tybalt, the Prince banishes him from Verona.';
    expect(await judged('Romeo is banished from Verona because he married Juliet.', text)).toMatchObject({
      verdict: 'contradicted',
      slot: 'cause',
    });
    const slowing =
      'On Earth, moving objects slow down because friction and air resistance act against their motion.';
    expect(
      await judged(
        'Moving objects slow down on Earth since friction and air resistance oppose their motion.',
        slowing,
      ),
    ).not.toMatchObject({ verdict: 'contradicted' });
  });

  it('names a reason that is another thing than the sentence gives', async () => {
    const slowing =
      'On Earth, moving objects slow down because friction and air resistance act against their motion.';
    expect(
      await judged('objects moving on earth slow down because gravity acts against their motion', slowing),
    ).toMatchObject({ verdict: 'contradicted', slot: 'cause' });
  });

  it('names an event put after what the sentence puts it before', async () => {
    const galileo =
      'Before Newton, Galileo Galilei had studied falling bodies and balls rolling down ramps in Italy.';
    expect(
      await judged('Galileo studied falling bodies after Newton published his laws.', galileo),
    ).toMatchObject({ verdict: 'contradicted', slot: 'order' });
    const babylon =
      'Babylonian mathematicians knew the relation more than a thousand years before Pythagoras.';
    expect(
      await judged('The Babylonians only learned the relation after Pythagoras.', babylon),
    ).toMatchObject({
      verdict: 'contradicted',
      slot: 'order',
    });
    expect(
      await judged('The Babylonian mathematicians knew the relation before Pythagoras.', babylon),
    ).not.toMatchObject({
      verdict: 'contradicted',
    });
  });

  it('takes a date the sentence gives too as pinning the event, but not an order it does not give', async () => {
    const trial =
      'The Convention put Louis XVI on trial for treason, and the king was executed by guillotine in Paris on 21 January 1793.';
    expect(await judged('Louis XVI was guillotined in January 1793.', trial)).toMatchObject({
      verdict: 'supported',
    });
    expect(await judged('Louis XVI was guillotined in 1795.', trial)).toMatchObject({
      verdict: 'contradicted',
      slot: 'time',
    });
    const vesuvius = 'Mount Vesuvius erupted in AD 79 and buried the Roman town of Pompeii.';
    expect(await judged('Mount Vesuvius last erupted in 1944.', vesuvius)).toBeNull();
  });

  it('confirms a claim that names people where the sentence names buyers, and a side its condition gives', async () => {
    const shortage =
      'When the price is below equilibrium, buyers want more than sellers offer, so a shortage appears.';
    expect(
      await judged(
        'If the price is below equilibrium there will be a shortage, since people want to buy more than sellers are offering.',
        shortage,
      ),
    ).toMatchObject({ verdict: 'supported' });
    expect(
      await judged(
        'If the price is above equilibrium there will be a shortage, since people want to buy more than sellers are offering.',
        shortage,
      ),
    ).not.toMatchObject({ verdict: 'supported' });
  });

  it('ties a verb through a rarer sense only when four more words pin the event', async () => {
    const obsidian =
      'Obsidian is a volcanic glass that forms when lava cools very quickly, so crystals do not have time to grow.';
    expect(
      await judged('Obsidian is volcanic glass that is made when lava cools really fast, right?', obsidian),
    ).toMatchObject({ verdict: 'supported' });
  });

  it('ties two verbs through a synonym both share only when the event is pinned', async () => {
    const stomata =
      'On hot, dry days, plants close their stomata to save water, so less carbon dioxide enters the leaf.';
    expect(
      await judged('On hot dry days plants shut their stomata to conserve water.', stomata),
    ).toMatchObject({
      verdict: 'supported',
    });
    expect(await judged('Plants conserve water.', stomata)).toBeNull();
  });

  it('reads what is done after “did” as the event the sentence tells in its own verb', async () => {
    const willow =
      'In the 17th century, the Flemish scientist Jan van Helmont grew a willow tree in a pot of weighed soil.';
    expect(await judged('van Helmont did his willow experiment in the 1600s.', willow)).toMatchObject({
      verdict: 'supported',
    });
    expect(await judged('van Helmont did his willow experiment in the 1800s.', willow)).toMatchObject({
      verdict: 'contradicted',
      slot: 'time',
    });
  });

  it('confirms a claim that sets the same two apart as the sentence, in the same order', async () => {
    const elastic =
      'If a 10 percent rise in price causes a 20 percent fall in the quantity demanded, demand is called elastic.';
    expect(
      await judged(
        'a ten percent price rise that causes a twenty percent drop in the quantity demanded means demand is elastic',
        elastic,
      ),
    ).toMatchObject({ verdict: 'supported' });
    expect(
      await judged(
        'a ten percent price drop that causes a twenty percent rise in the quantity demanded means demand is elastic',
        elastic,
      ),
    ).not.toMatchObject({ verdict: 'supported' });
  });

  it('reads "X contains Y" as said by a sentence that places Y in X', async () => {
    const proof = 'A famous early proof of the theorem appears in the Elements, which was written by Euclid.';
    expect(await judged('The Elements contains an early proof of the theorem.', proof)).toMatchObject({
      verdict: 'supported',
    });
    expect(await judged('The Bible contains an early proof of the theorem.', proof)).not.toMatchObject({
      verdict: 'supported',
    });
  });

  it('confirms a dated claim whose event one sentence tells and whose date another gives', async () => {
    const play =
      'Romeo and Juliet is a tragedy written by William Shakespeare. Romeo and Juliet was probably written between 1591 and 1595.';
    expect(await judged('Shakespeare wrote Romeo and Juliet around 1594.', play)).toMatchObject({
      verdict: 'supported',
    });
    expect(await judged('Shakespeare wrote Romeo and Juliet around 1610.', play)).not.toMatchObject({
      verdict: 'supported',
    });
    expect(await judged('Marlowe wrote Romeo and Juliet around 1594.', play)).not.toMatchObject({
      verdict: 'supported',
    });
  });

  it('reads a narrower word after "without" as said by a broader one, and a verb tied by its doer', async () => {
    const metals =
      'Metals can be hammered into sheets without breaking, because the layers of ions can slide past each other.';
    expect(
      await judged(
        'Metals can be beaten into thin sheets without shattering, because layers of ions slide over one another.',
        metals,
      ),
    ).toMatchObject({ verdict: 'supported' });
    const narrower = 'Metals can be hammered into sheets without shattering.';
    expect(
      await judged('Metals can be beaten into thin sheets without breaking.', narrower),
    ).not.toMatchObject({
      verdict: 'supported',
    });
  });

  it('does not read the two ends of one span as saying the other way round', async () => {
    const depression = 'The Great Depression started in the United States in October 1929.';
    expect(await judged('The Great Depression ended in Britain in 1935.', depression)).not.toMatchObject({
      verdict: 'contradicted',
    });
  });

  it('leaves a claim with two words the sentence lacks alone', async () => {
    expect(await judged('Krakatoa erupted again in 1927 and formed a new island.', krakatoa)).toBeNull();
  });
});
