/**
 * Numbers as they are written in prose: digits with thousands commas ("20,000"), decimals, and words
 * ("six", "twenty-three", "seventy four", "1.5 million", "a dozen"). wink-nlp marks the spans but gives
 * no values, so the reading of statements parses them here.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  dozen: 12,
  half: 0.5,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
};

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  'twenty-first': 21,
};

/** Whether a lower-cased word is part of a number written out. */
export function isNumberWord(word: string): boolean {
  return (
    word in UNITS ||
    word in TENS ||
    word in SCALES ||
    word.split('-').every((part) => part in TENS || part in UNITS)
  );
}

/** The value of a digit string ("20,000", "3.5", "74"), or null. */
export function digitValue(text: string): number | null {
  const cleaned = text.replace(/,(?=\d{3}\b)/g, '');
  return /^\d+(?:\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

/**
 * The value of a run of number words and digits ("twenty three", "1.5 million", "six"), or null when the
 * words do not make one number.
 */
export function numberValue(words: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  // What the last word was: "twenty three" adds a unit to tens, but "four and five" are two numbers.
  let last: 'none' | 'units' | 'tens' | 'scale' = 'none';
  for (const raw of words) {
    const word = raw.toLowerCase();
    if (word === 'a') continue;
    if (word === 'and') {
      if (last !== 'scale') return null;
      continue;
    }
    const digits = digitValue(word);
    const parts = word.split('-');
    const small = digits ?? (word in UNITS ? (UNITS[word] ?? 0) : null);
    if (small !== null) {
      if (last === 'units' || (last === 'tens' && small >= 10)) return null;
      current += small;
      last = 'units';
    } else if (word in TENS) {
      if (last === 'units' || last === 'tens') return null;
      current += TENS[word] ?? 0;
      last = 'tens';
    } else if (parts.length === 2 && parts[0]! in TENS && parts[1]! in UNITS) {
      if (last === 'units' || last === 'tens') return null;
      current += (TENS[parts[0]!] ?? 0) + (UNITS[parts[1]!] ?? 0);
      last = 'units';
    } else if (word in SCALES) {
      last = 'scale';
      const scale = SCALES[word] ?? 1;
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
    } else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

/** The rank an ordinal names ("first", "3rd", "eighteenth"), or null. */
export function ordinalValue(word: string): number | null {
  const lower = word.toLowerCase();
  if (lower in ORDINALS) return ORDINALS[lower] ?? null;
  const digits = /^(\d+)(?:st|nd|rd|th)$/.exec(lower);
  return digits ? Number(digits[1]) : null;
}
