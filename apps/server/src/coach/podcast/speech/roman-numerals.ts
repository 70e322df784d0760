import { numberInWords, ordinalInWords } from './number-words.js';

/**
 * Roman numerals after a name (issue 39): espeak read "Louis XVI" as "Louis Roman sixteen". After a ruler's
 * name the numeral is an ordinal ("Louis the Sixteenth", "Pope John the Twenty-third"); after a word that
 * numbers things ("World War II", "Chapter IV", "Apollo XI") it is a cardinal ("World War Two").
 *
 * Only numerals of I, V, X and L are taken, and only after a capitalised word: "DC", "MD", "MIX" and "CIVIL"
 * are letters or words, never numbers. A lone "I" is a pronoun unless it follows a ruler's name that this file
 * knows ("Elizabeth I", "Charles I"), since "Then I" and "Louis I think" must stay as they are.
 */

// Words after which a numeral counts things rather than naming a ruler.
const COUNTING_WORDS = new Set(
  (
    'War Chapter Chapters Phase Part Parts Act Book Volume Vol Type Class Stage Section Article Title Appendix ' +
    'Table Figure Schedule Level Grade Step Unit Division Tier Round Series Mark Model Episode Apollo Vatican ' +
    'Bowl Gemini Saturn Council Plate Psalm Canto Movement Symphony Opus Division Corps Legion Olympiad Games ' +
    'Dynasty Republic Empire Reich Amendment Protocol Complex Photosystem'
  ).split(' '),
);

// Rulers whose "I" is a numeral: the commonest first monarchs and popes a source names.
const RULERS_WITH_A_FIRST = new Set(
  (
    'Elizabeth Charles James Henry Edward George William Richard John Mary Louis Francis Peter Catherine ' +
    'Nicholas Alexander Napoleon Frederick Philip Ferdinand Leopold Wilhelm Victor Gregory Leo Pius Clement ' +
    'Innocent Urban Boniface Paul Ivan Otto Rudolf Joseph Maximilian Constantine Justinian Darius Xerxes Cyrus ' +
    'Ptolemy Ramesses Thutmose Amenhotep Sargon Selim Suleiman Mehmed Murad Isabella Juan Carlos Pedro Manuel ' +
    'Robert David Malcolm Matilda Anne Stephen Harold Edmund Alfonso Gustav Christian Olaf Haakon Harald Sancho'
  ).split(' '),
);

// "Louis I think…": the "I" that starts a clause is the pronoun.
const PRONOUN_FOLLOWS = /^(?:['’](?:m|ve|ll|d)\b|\s+(?:am|think|know|believe|guess|mean|hope|suppose)\b)/;

const ROMAN_VALUES: Record<string, number> = { I: 1, V: 5, X: 10, L: 50 };
const VALID_NUMERAL = /^(?:L?X{0,3}|XL|XC)(?:IX|IV|V?I{0,3})$/;

/** "XVI" → 16; null when the letters are not a well-formed numeral under 90. */
function romanValue(numeral: string): number | null {
  if (numeral === '' || !VALID_NUMERAL.test(numeral)) return null;
  let total = 0;
  for (let index = 0; index < numeral.length; index++) {
    const value = ROMAN_VALUES[numeral[index]!]!;
    const next = ROMAN_VALUES[numeral[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

const capitalised = (words: string) => words[0]!.toUpperCase() + words.slice(1);

/** The text with its Roman numerals after names said as ordinals or cardinals. */
export function speakRomanNumerals(text: string): string {
  return text.replace(
    /\b([A-Za-z][a-z]+)(\s+)([IVXL]+)((?:['’]s)?)(?![\p{L}\d])/gu,
    (
      match,
      word: string,
      space: string,
      numeral: string,
      possessive: string,
      offset: number,
      whole: string,
    ) => {
      const value = romanValue(numeral);
      if (value === null) return match;
      const pronoun = numeral === 'I' && PRONOUN_FOLLOWS.test(whole.slice(offset + match.length));
      // "photosystem II" in running text is "photosystem two"; "Photosystem II" as a name is "Two".
      const counting = COUNTING_WORDS.has(capitalised(word));
      if (counting && !pronoun) {
        const cardinal = numberInWords(value);
        return `${word}${space}${/^[A-Z]/.test(word) ? capitalised(cardinal) : cardinal}${possessive}`;
      }
      if (!/^[A-Z]/.test(word)) return match;
      if (numeral === 'I' && (!RULERS_WITH_A_FIRST.has(word) || pronoun)) return match;
      return `${word}${space}the ${capitalised(ordinalInWords(value))}${possessive}`;
    },
  );
}
