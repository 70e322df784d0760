import { UNIT } from './measurement-units.js';
import { decadeInWords, numberInWords, ordinalInWords, yearInWords } from './number-words.js';

/**
 * Dates and years said as people say them (issue 39): espeak read "14 July 1789" as "fourteen July one
 * thousand seven hundred eighty-nine" and the scheduled titles' "Nov 28" as "nahv twenty-eight".
 *
 * A four-digit number is a year when the words around it say so: after a month or a day, after "in", "of",
 * "since", "by", "until", "from", "during", "around", "circa", "c.", "year", before "BC"/"AD", beside another
 * year in a range, or as a decade ("the 1790s"). "1,789" with a comma, or a number a unit or a counted noun
 * follows ("in 1500 soldiers"), is a count and stays one.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTH_ABBREVIATIONS: Record<string, string> = {
  Jan: 'January',
  Feb: 'February',
  Mar: 'March',
  Apr: 'April',
  Jun: 'June',
  Jul: 'July',
  Aug: 'August',
  Sep: 'September',
  Sept: 'September',
  Oct: 'October',
  Nov: 'November',
  Dec: 'December',
};
const WEEKDAY_ABBREVIATIONS: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Tues: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Thur: 'Thursday',
  Thurs: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

const MONTH = `(?:${MONTHS.join('|')})`;
const DAY = String.raw`(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?`;
const YEAR = String.raw`(?:1\d{3}|20\d{2})`;
// What may follow a four-digit count and makes it one: a unit or a counted noun.
const COUNTED = String.raw`\s*(?:%|°|${UNIT}|(?:people|persons|soldiers|men|women|children|cells|species|years|days|words|pages|copies|units|metres|meters|kilometres|kilometers|miles|feet|times|ships|troops|deaths|votes|members|students|genes|atoms|molecules|calories|dollars|euros|pounds)\b)`;
const YEAR_CONTEXT = String.raw`\b(?:in|In|of|since|Since|by|By|until|Until|till|from|From|during|During|around|circa|c\.|year|Year|before|Before|after|After|early|late|mid-?|spring|summer|autumn|fall|winter)`;

const dayValue = (day: string) => Number(day.replace(/\D/g, ''));
const expandMonth = (month: string) => MONTH_ABBREVIATIONS[month.replace(/\.$/, '')] ?? month;

const ABBREVIATED = `(?:${Object.keys(MONTH_ABBREVIATIONS).join('|')})\\.?`;
const MONTH_NAMED = `(${MONTH}|${ABBREVIATED})`;
// Built once: a long episode calls this for every turn.
const WEEKDAY_BESIDE_DATE = new RegExp(
  `\\b(${Object.keys(WEEKDAY_ABBREVIATIONS).join('|')})\\.?(?=,?\\s+(?:${DAY}\\b|${MONTH}|${ABBREVIATED}))`,
  'g',
);
const DAY_MONTH = new RegExp(`\\b(${DAY}) ${MONTH_NAMED}(?![\\p{L}])(?:,? (${YEAR})\\b)?`, 'gu');
const MONTH_DAY = new RegExp(`\\b${MONTH_NAMED} (${DAY})(?![\\d:])\\b(?:,? (${YEAR})\\b)?`, 'g');
const MONTH_YEAR = new RegExp(`\\b${MONTH_NAMED} (${YEAR})\\b`, 'g');
const YEAR_RANGE = new RegExp(
  `\\b(${YEAR})(?: ?[–—-] ?(\\d{4}|\\d{2})| (to|and) (\\d{4}))\\b(?!${COUNTED}|[.,]\\d)`,
  'gu',
);
const DECADE = new RegExp(`\\b(${YEAR})['’]?s\\b`, 'g');
const YEAR_IN_CONTEXT = new RegExp(
  `(${YEAR_CONTEXT}|${MONTH})(\\s+)(${YEAR})\\b(?!${COUNTED}|[.,]\\d)`,
  'gu',
);

/** The text with its dates, years, decades and centuries said as words. */
export function speakDates(text: string): string {
  return (
    text
      // ISO dates from the app's own titles: "2026-11-28".
      .replace(
        /\b(1\d{3}|20\d{2})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b/g,
        (_, year: string, m: string, d: string) =>
          `${MONTHS[Number(m) - 1]} ${ordinalInWords(Number(d))}, ${yearInWords(Number(year))}`,
      )
      // "Sat, Nov 28" and "Sun 29 Nov": a weekday abbreviation only beside a date.
      .replace(WEEKDAY_BESIDE_DATE, (weekday: string) => WEEKDAY_ABBREVIATIONS[weekday.replace(/\.$/, '')]!)
      // "14 July 1789", "28 Nov": the fourteenth of July.
      .replace(
        DAY_MONTH,
        (_, day: string, name: string, year?: string) =>
          `the ${ordinalInWords(dayValue(day))} of ${expandMonth(name)}${year ? ` ${yearInWords(Number(year))}` : ''}`,
      )
      // "July 14, 1789", "Nov 28": July fourteenth.
      .replace(
        MONTH_DAY,
        (_, name: string, day: string, year?: string) =>
          `${expandMonth(name)} ${ordinalInWords(dayValue(day))}${year ? `, ${yearInWords(Number(year))}` : ''}`,
      )
      // "July 1789", "Nov 2026".
      .replace(
        MONTH_YEAR,
        (_, name: string, year: string) => `${expandMonth(name)} ${yearInWords(Number(year))}`,
      )
      // "800 BC", "79 AD", "300 BCE": any number of digits is a year before an era.
      .replace(
        /\b(\d{1,4}) ?(BCE?|AD|CE)\b/g,
        (_, year: string, era: string) => `${yearInWords(Number(year))} ${era}`,
      )
      .replace(
        /\b(AD|CE) ?(\d{1,4})\b/g,
        (_, era: string, year: string) => `${era} ${yearInWords(Number(year))}`,
      )
      // "1789–1799", "1789-99", "from 1789 to 1799", "between 1914 and 1918": a range of years.
      .replace(YEAR_RANGE, (match, first: string, dashed?: string, joiner?: string, named?: string) => {
        const second = dashed ?? named!;
        const end = Number(second);
        if (second.length === 4 && (end > 2099 || end <= Number(first))) return match;
        const ending = second.length === 2 ? numberInWords(end) : yearInWords(end);
        return `${yearInWords(Number(first))} ${joiner ?? 'to'} ${ending}`;
      })
      // "the 1790s", "the 1700s".
      .replace(DECADE, (_, year: string) => decadeInWords(Number(year)))
      // "in 1789", "since 2008", "July 1789" after the rules above: a year by its context.
      .replace(
        YEAR_IN_CONTEXT,
        (_, context: string, space: string, year: string) => `${context}${space}${yearInWords(Number(year))}`,
      )
  );
}
