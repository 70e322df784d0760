/** Numbers as words: the cardinal, ordinal and year readings every other speech rule builds on. */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];
const ORDINAL_ENDINGS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** A number as written in prose: "1,250,000", "3.14", "42". */
export const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;

/** The value of a written number, its thousands commas dropped. */
export const parseNumber = (digits: string) => Number(digits.replace(/,/g, ''));

/** "42" → "forty-two", "1,250,000" → "one million two hundred fifty thousand". */
export function numberInWords(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value < 0) return `minus ${numberInWords(-value)}`;
  if (!Number.isInteger(value)) {
    const [whole = '0', fraction = ''] = String(value).split('.');
    return `${numberInWords(Number(whole))} point ${[...fraction].map((d) => ONES[Number(d)]).join(' ')}`;
  }
  if (value === 0) return 'zero';
  const groups: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0 && scale < SCALES.length; scale++) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group > 0) groups.unshift([underThousand(group), SCALES[scale]].filter(Boolean).join(' '));
  }
  return groups.join(' ');
}

function underThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} hundred`] : [];
  if (rest > 0)
    parts.push(
      rest < 20
        ? ONES[rest]!
        : [TENS[Math.floor(rest / 10)], rest % 10 ? ONES[rest % 10] : ''].filter(Boolean).join('-'),
    );
  return parts.join(' ');
}

/** "21" → "twenty-first". */
export function ordinalInWords(value: number): string {
  const cardinal = numberInWords(value);
  return cardinal.replace(/([a-z]+)$/, (last) => {
    if (ORDINAL_ENDINGS[last]) return ORDINAL_ENDINGS[last];
    if (last.endsWith('y')) return `${last.slice(0, -1)}ieth`;
    return `${last}th`;
  });
}

/**
 * A year as people say it: "1789" → "seventeen eighty-nine", "1905" → "nineteen oh five", "1066" → "ten
 * sixty-six", "2008" → "two thousand eight", "1900" → "nineteen hundred"; years under 1000 ("79", "800")
 * and round thousands are said as numbers.
 */
export function yearInWords(value: number): string {
  if (value < 1000 || value % 1000 === 0) return numberInWords(value);
  const century = Math.floor(value / 100);
  const rest = value % 100;
  if (value >= 2000 && value < 2010) return numberInWords(value);
  if (rest === 0) return `${numberInWords(century)} hundred`;
  return `${numberInWords(century)} ${rest < 10 ? `oh ${ONES[rest]}` : numberInWords(rest)}`;
}

/** "1790" → "seventeen nineties", "1700" → "seventeen hundreds": a decade or century said as a plural. */
export function decadeInWords(value: number): string {
  const words = yearInWords(value);
  return words.endsWith('y') ? `${words.slice(0, -1)}ies` : `${words}s`;
}
