import { describe, expect, it } from 'vitest';
import { correctsTheClaim } from './claim-marking.js';

const CLAIM = 'The crowds stormed the Bastille in 1790.';
const SOURCE =
  'On 14 July 1789 crowds in Paris stormed the Bastille, a royal fortress and prison, looking for gunpowder.';

describe('a contradicted claim answered with what the source says', () => {
  it('earns full credit for the corrected date, without the rest of the sentence', async () => {
    const marked = await correctsTheClaim(
      CLAIM,
      SOURCE,
      'Crowds in Paris stormed the Bastille on 14 July 1789.',
    );
    expect(marked).toMatchObject({ score: 1, correct: true });
    expect(marked!.feedback).toMatch(/1789.*1790/);
  });

  it('earns nothing here for the claim said again, or for what does not correct it', async () => {
    expect(await correctsTheClaim(CLAIM, SOURCE, 'The crowds stormed the Bastille in 1790.')).toBeNull();
    expect(await correctsTheClaim(CLAIM, SOURCE, 'The Bastille was a royal prison.')).toBeNull();
  });
});
