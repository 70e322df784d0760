import { speakDates } from './speech/calendar-dates.js';
import { speakChemicalFormulas } from './speech/chemical-formulas.js';
import { speakClockTimes } from './speech/clock-times.js';
import { speakInitialisms } from './speech/initialisms.js';
import { respellFromLexicon } from './speech/lexicon.js';
import { speakLicences } from './speech/licence-names.js';
import { speakUnits } from './speech/measurement-units.js';
import { NUMBER, numberInWords, ordinalInWords, parseNumber } from './speech/number-words.js';
import { speakRomanNumerals } from './speech/roman-numerals.js';

/**
 * Text a voice reads as a person would (issues 13 and 39): numbers, dates, units, formulas, initialisms and
 * symbols spelled out, and no markup for the synthesiser to read aloud or stumble over. Both script writers
 * pass every turn through it; the transcript keeps the text as written. Each kind of word has its own file in
 * `speech/`, and the order below matters: names and licences before the capitals are spelled, dates before
 * plain numbers, units before the numbers they follow are turned into words.
 */

export { numberInWords, ordinalInWords };

const CURRENCIES: Record<string, [string, string]> = {
  $: ['dollar', 'dollars'],
  '€': ['euro', 'euros'],
  '£': ['pound', 'pounds'],
};

const SYMBOLS: [RegExp, string][] = [
  [/\s*&\s*/g, ' and '],
  [/\s*=\s*/g, ' equals '],
  [/\s*≈\s*/g, ' is about '],
  [/\s*≠\s*/g, ' is not equal to '],
  [/\s*≤\s*/g, ' is at most '],
  [/\s*≥\s*/g, ' is at least '],
  [/\s+<\s+/g, ' is less than '],
  [/\s+>\s+/g, ' is greater than '],
  [/\s*×\s*/g, ' times '],
  [/\s*÷\s*/g, ' divided by '],
  [/(?<=\w)\s*\+\s*(?=\w)/g, ' plus '],
  [/(?<=\d)\s+[-−]\s+(?=\d)/g, ' minus '],
  [/(?<=\b1)\s*°C\b/g, ' degree Celsius'],
  [/(?<=\b1)\s*°F\b/g, ' degree Fahrenheit'],
  [/\s*°C\b/g, ' degrees Celsius'],
  [/\s*°F\b/g, ' degrees Fahrenheit'],
  [/(?<=\b1)\s*°/g, ' degree'],
  [/\s*°/g, ' degrees'],
  [/~\s*(?=\d)/g, 'about '],
  [/\s*@\s*/g, ' at '],
];

const MONEY = new RegExp(`([$€£])\\s?(${NUMBER})`, 'g');
const PERCENT = new RegExp(`(${NUMBER})\\s?%`, 'g');
const ANY_NUMBER = new RegExp(NUMBER, 'g');

function withoutMarkup(text: string): string {
  return (
    text
      .replace(/```[\s\S]*?```/g, ' ')
      // A pause question's gap is said as a word.
      .replace(/_{3,}/g, ' blank ')
      .replace(/[₀-₉]/g, (digit) => String(digit.charCodeAt(0) - 0x2080))
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/https?:\/\/\S+/g, 'a link in the show notes')
      .replace(/[*_`#>|]+/g, ' ')
      // A Wikipedia heading's "== History ==" marks, if a writer lets one through.
      .replace(/={2,}/g, ' ')
  );
}

function speakNumbers(text: string): string {
  let spoken = text;
  for (const [pattern, words] of SYMBOLS) spoken = spoken.replace(pattern, words);
  return (
    spoken
      .replace(MONEY, (_, symbol: string, digits: string) => {
        const amount = parseNumber(digits);
        const [one, many] = CURRENCIES[symbol]!;
        return `${numberInWords(amount)} ${amount === 1 ? one : many}`;
      })
      .replace(PERCENT, (_, digits: string) => `${numberInWords(parseNumber(digits))} percent`)
      .replace(/\b(\d+)(?:st|nd|rd|th)\b/g, (_, digits: string) => ordinalInWords(Number(digits)))
      // "1–5 km", "pages 3-7": a range, before the unit after it is read.
      .replace(/(?<=\d)\s*[-–—]\s*(?=\d)/g, ' to ')
      .replace(
        /(?<![\d.])(\d+)\/(\d+)(?!\d|\.\d)/g,
        (_, top: string, bottom: string) =>
          `${numberInWords(Number(top))} over ${numberInWords(Number(bottom))}`,
      )
  );
}

/** The text with its numbers, symbols and markup turned into words a voice reads naturally. */
export function speakableText(text: string): string {
  let spoken = withoutMarkup(text);
  spoken = speakLicences(spoken);
  spoken = respellFromLexicon(spoken);
  spoken = speakRomanNumerals(spoken);
  spoken = speakChemicalFormulas(spoken);
  // "MP3", "G3P": what is left of letters and digits run together is said apart ("3rd" and "5km" stay).
  spoken = spoken.replace(/(?<=\p{L})(?=\d)/gu, ' ').replace(/(?<=\p{L} ?\d+)(?=[A-Z])/gu, ' ');
  spoken = speakClockTimes(spoken);
  spoken = speakDates(spoken);
  spoken = speakNumbers(spoken);
  spoken = speakUnits(spoken);
  // After the units, which say "m²" as "square metres".
  spoken = spoken.replace(/²/g, ' squared').replace(/³/g, ' cubed');
  spoken = spoken.replace(ANY_NUMBER, (digits) => numberInWords(parseNumber(digits)));
  spoken = speakInitialisms(spoken);
  return spoken
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
