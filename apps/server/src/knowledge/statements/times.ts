import { digitValue, ordinalValue } from './number-words.js';
import type { TaggedToken } from '../language/tagged-text.js';

/**
 * A span of time a statement names, as day keys (year × 10000 + month × 100 + day): "1789" is 1789-01-01
 * to 1789-12-31, "the 18th century" 1701 to 1800, "14 July 1789" one day. Years BC are negative.
 */
export interface TimeSpan {
  from: number;
  to: number;
  /** As written: "14 July 1789". */
  text: string;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** Words before a number that make it a year: "in 1789", "by 1800", "AD 79". */
const YEAR_LEADS = new Set([
  'in',
  'of',
  'by',
  'since',
  'until',
  'till',
  'from',
  'to',
  'between',
  'and',
  'around',
  'circa',
  'c.',
  'ad',
  'ce',
  'year',
  'before',
  'after',
  'during',
  'early',
  'late',
  'mid',
  '–',
  '-',
  'or',
]);

/** The tokens a time takes and its span. */
export interface FoundTime {
  span: TimeSpan;
  /** Indexes of the tokens it was read from. */
  tokens: number[];
}

const key = (year: number, month = 0, day = 0) => year * 10000 + month * 100 + day;
const wholeYear = (year: number) => ({ from: key(year, 1, 1), to: key(year, 12, 31) });

/** Every time a sentence names, with the tokens each was read from. */
export function findTimes(tokens: readonly TaggedToken[]): FoundTime[] {
  const found: FoundTime[] = [];
  const taken = new Set<number>();
  const take = (indexes: number[], from: number, to: number) => {
    indexes.forEach((i) => taken.add(i));
    const text = indexes.map((i) => tokens[i]?.text ?? '').join(' ');
    found.push({ span: { from, to, text }, tokens: indexes });
  };
  const era = (i: number) => {
    const next = tokens[i + 1]?.normal;
    return next === 'bc' || next === 'bce' ? -1 : 1;
  };
  for (let i = 0; i < tokens.length; i++) {
    if (taken.has(i)) continue;
    const token = tokens[i]!;
    const word = token.normal;
    // "the 18th century", "the eighteenth century BC"
    const rank = ordinalValue(word);
    if (rank !== null && tokens[i + 1]?.normal.startsWith('centur')) {
      const sign = era(i + 1);
      const from = sign > 0 ? (rank - 1) * 100 + 1 : -rank * 100;
      const to = sign > 0 ? rank * 100 : -(rank - 1) * 100 - 1;
      take([i, i + 1], key(from, 1, 1), key(to, 12, 31));
      continue;
    }
    // "the 1700s" (a century), "the 1850s" (a decade)
    const century = /^(\d{2})00s$/.exec(word);
    if (century) {
      const start = Number(century[1]) * 100;
      take([i], key(start, 1, 1), key(start + 99, 12, 31));
      continue;
    }
    const decade = /^(\d{3})0s$/.exec(word);
    if (decade) {
      const start = Number(decade[1]) * 10;
      take([i], key(start, 1, 1), key(start + 9, 12, 31));
      continue;
    }
    // "1914–1918" as one token
    const joined = /^(\d{4})[–-](\d{2,4})$/.exec(word);
    if (joined) {
      const start = Number(joined[1]);
      const endText = joined[2]!;
      const end = endText.length === 2 ? Math.floor(start / 100) * 100 + Number(endText) : Number(endText);
      take([i], wholeYear(start).from, wholeYear(end).to);
      continue;
    }
    const month = MONTHS.indexOf(word);
    // wink tags "May" in "in May 1789" as the modal: written with its capital and followed by a year, it is the month.
    const isMonth = word === 'may' ? token.text === 'May' : token.pos !== 'AUX';
    if (month >= 0 && isMonth) {
      const read = monthDate(tokens, i, month + 1);
      if (read) {
        take(read.tokens, read.from, read.to);
        continue;
      }
    }
    const year = yearAt(tokens, i);
    if (year !== null) {
      const indexes = [i];
      let end = year;
      // "from 1939 to 1945", "between 1914 and 1918", "1914 – 1918"
      const joiner = tokens[i + 1]?.normal;
      if (joiner === 'to' || joiner === 'and' || joiner === '–' || joiner === '-') {
        const second = digitValue(tokens[i + 2]?.normal ?? '');
        if (second !== null && second > year && second < year + 200) {
          end = second;
          indexes.push(i + 1, i + 2);
        }
      }
      const sign = tokens[indexes.at(-1)! + 1]?.normal === 'bc' ? -1 : 1;
      if (sign < 0) take(indexes, wholeYear(-year).from, wholeYear(-end).to);
      else take(indexes, wholeYear(year).from, wholeYear(end).to);
    }
  }
  return found.map((time) => openEnded(time, tokens[time.tokens[0]! - 1]?.normal ?? ''));
}

/** The earliest and latest day keys: "before 1789" runs from any time up to 1789. */
const EVER_BEFORE = key(-99_999);
const EVER_AFTER = key(99_999);
const UP_TO = new Set(['before', 'until', 'till', 'by']);
const ON_FROM = new Set(['after', 'since']);

/** "before 1789", "since 1614": a bound, not the time of the event; a date on its side agrees with it. */
function openEnded(time: FoundTime, lead: string): FoundTime {
  if (UP_TO.has(lead))
    return { ...time, span: { ...time.span, from: EVER_BEFORE, text: `${lead} ${time.span.text}` } };
  if (ON_FROM.has(lead))
    return { ...time, span: { ...time.span, to: EVER_AFTER, text: `${lead} ${time.span.text}` } };
  return time;
}

/** A year written as digits where prose puts one: 1000–2099 anywhere, or any number after "in", "AD"… */
function yearAt(tokens: readonly TaggedToken[], i: number): number | null {
  const text = tokens[i]?.normal ?? '';
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  const before = tokens[i - 1]?.normal ?? '';
  const after = tokens[i + 1];
  if (['bc', 'bce', 'ad', 'ce'].includes(after?.normal ?? '') || before === 'ad' || before === 'ce')
    return value;
  // "1500 kilometres", "1000 people": a number with a noun after it counts things.
  const countsThings = after !== undefined && (after.pos === 'NOUN' || after.normal === '%');
  if (value >= 1000 && value < 2100 && !countsThings) return value;
  if (value >= 1000 && value < 2100 && (YEAR_LEADS.has(before) || before === 'the')) return value;
  return null;
}

/** "14 July 1789", "July 14, 1789", "January 1793", "14 July". */
function monthDate(
  tokens: readonly TaggedToken[],
  i: number,
  month: number,
): { tokens: number[]; from: number; to: number } | null {
  const dayBefore = dayOf(tokens[i - 1]?.normal);
  const dayAfter = dayOf(tokens[i + 1]?.normal);
  const indexes = [i];
  let day: number | null = null;
  if (dayBefore !== null) {
    day = dayBefore;
    indexes.unshift(i - 1);
  } else if (dayAfter !== null) {
    day = dayAfter;
    indexes.push(i + 1);
  }
  let at = indexes.at(-1)! + 1;
  if (tokens[at]?.normal === ',') at += 1;
  const yearText = tokens[at]?.normal ?? '';
  const year = /^\d{3,4}$/.test(yearText) ? Number(yearText) : null;
  if (year !== null) indexes.push(at);
  if (year === null && day === null) return null;
  if (year === null) return null; // a day without a year cannot be compared across statements
  return day === null
    ? { tokens: indexes, from: key(year, month, 1), to: key(year, month, 31) }
    : { tokens: indexes, from: key(year, month, day), to: key(year, month, day) };
}

function dayOf(word: string | undefined): number | null {
  if (!word) return null;
  const match = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(word);
  const day = match ? Number(match[1]) : null;
  return day !== null && day >= 1 && day <= 31 ? day : null;
}

/** Whether two spans share no day: "1789" and "1793" do not overlap; "1789" and "the 18th century" do. */
export function timesDisagree(a: TimeSpan, b: TimeSpan): boolean {
  return a.to < b.from || b.to < a.from;
}
