import createEspeakModule, { type ESpeakNGWorker } from '@echogarden/espeak-ng-emscripten';
import { beforeAll, describe, expect, it } from 'vitest';

import { speakableText } from '../../coach/podcast/speakable-text.js';
import { ESPEAK_VOICES } from './espeak-voices.js';

/**
 * What the offline voice really says (issue 39, decision 047): each sentence goes through `speakableText`
 * and espeak-ng's phonemiser (the build's `synthesize_ipa`, espeak's `--ipa`), the same engine and voice the
 * speech worker uses. Each case also checks the written text alone, so that the test shows the mistake the
 * normaliser exists to fix and cannot pass on a sentence espeak already said right.
 */
let espeak: ESpeakNGWorker;

/** The IPA of the text, stress marks and phoneme separators dropped: "kuːp", "ɛneɪdiːpiːeɪtʃ". */
function phonemes(text: string): string {
  const { code, ipa } = espeak.synthesize_ipa(text);
  if (code !== 0) throw new Error(`espeak could not phonemise “${text}” (code ${code}).`);
  return ipa.replace(/[_ˈˌ]/g, '').replace(/\s+/g, ' ').trim();
}

beforeAll(async () => {
  espeak = new (await createEspeakModule()).eSpeakNGWorker();
  expect(espeak.set_voice(ESPEAK_VOICES.echo.name)).toBe(0);
}, 60_000);

// [written, what espeak says for the written text, what it must say once normalised]
const SAMPLE: [written: string, wrong: RegExp, right: RegExp][] = [
  ['The coup failed.', /\bkuːp\b/, /ðə kuː feɪld/],
  ['NADPH carries energy.', /\bnædf\b/, /^ɛneɪdiːpiːeɪtʃ kæɹiz/],
  ['On 14 July 1789 the Bastille fell.', /θaʊzənd sɛvənhʌndɹɪd/, /dʒuːlaɪ sɛvəntiːn eɪtinaɪn ðə bæstiːl/],
  ['Louis XVI was executed.', /ɹoʊmən sɪkstiːn/, /luːi ðə sɪkstiːnθ/],
  ['Elizabeth II was crowned.', /ɹoʊmən tuː/, /ðə sɛkənd wʌz/],
  ['World War II ended.', /ɹoʊmən tuː/, /wɔːɹ tuː ɛndᵻd/],
  ['Pope John XXIII opened it.', /ɹoʊmən twɛnti θɹiː/, /ðə twɛntiθɜːd/],
  ['Next episode Nov 28', /nɑːv twɛnti eɪt/, /noʊvɛmbɚ twɛntieɪtθ/],
  ['shared under CC BY-SA 4.0.', /siːsiː baɪɛseɪ fɔːɹ pɔɪnt/, /ʌndɚɹ ɐ kɹiːeɪɾɪv kɑːmənz laɪsəns$/],
  ['the palace of Versailles', /vɜːseɪlz/, /vɛɹsaɪ$/],
  ['the chassis of a car', /tʃæsi/, /ðə ʃæsi/],
  ['It is 5 km long.', /keɪɛm/, /faɪv kɪləmiːɾɚz lɔŋ/],
  ['in the 1790s', /θaʊzənd sɛvənhʌndɹɪd/, /ðə sɛvəntiːn naɪntiz$/],
  ['In 1905 Einstein wrote.', /naɪntiːnhʌndɹɪd faɪv/, /naɪntiːn oʊ faɪv aɪnstaɪn/],
  ['Nov 25, 9:00 AM ET', /ziəɹoʊ ziəɹoʊ/, /noʊvɛmbɚ twɛntifɪfθ naɪn eɪɛm iːstɚn taɪm/],
];

describe('what espeak says once the text is normalised', () => {
  it.each(SAMPLE)('“%s”', (written, wrong, right) => {
    expect(phonemes(written)).toMatch(wrong);
    const said = phonemes(speakableText(written));
    expect(said).toMatch(right);
    expect(said).not.toMatch(wrong);
  });

  it('spells formulas and initialisms letter by letter, with "A" as a letter and not the article', () => {
    expect(phonemes(speakableText('Plants take in CO2.'))).toMatch(/siːoʊ tuː/);
    expect(phonemes(speakableText('C6H12O6'))).toBe('siː sɪks eɪtʃ twɛlv oʊ sɪks');
    expect(phonemes(speakableText('ATP and DNA'))).toMatch(/^eɪtiːpiː ænd diːɛneɪ$/);
    // The spelling the normaliser avoids: espeak reads a lone "A" between letters as /ɐ/.
    expect(phonemes('N A D P H')).toMatch(/ɛn ɐ diː/);
  });

  it.each([
    'coup',
    'chassis',
    'Versailles',
    'Bastille',
    'Rousseau',
    'Descartes',
    'Charlemagne',
    'Goethe',
    'Bourbon',
    'Girondin',
    'Gironde',
    'sans-culottes',
    'ancien régime',
    'Tuileries',
  ])('the lexicon changes what espeak says for “%s”', (word) => {
    expect(phonemes(speakableText(word))).not.toBe(phonemes(word));
  });
});
