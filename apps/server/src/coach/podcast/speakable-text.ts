/**
 * Text a voice reads as a person would (issue 13): numbers and symbols spelled out, and no markup for the
 * synthesiser to read aloud or stumble over. Both script writers pass every turn through it.
 */

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
  [/\s*°C\b/g, ' degrees Celsius'],
  [/\s*°F\b/g, ' degrees Fahrenheit'],
  [/\s*°/g, ' degrees'],
  [/~\s*(?=\d)/g, 'about '],
  [/²/g, ' squared'],
  [/³/g, ' cubed'],
  [/\s*@\s*/g, ' at '],
];

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

/** "1789" → "seventeen eighty-nine", "2005" → "two thousand five": the way years are said. */
function yearInWords(value: number): string {
  const century = Math.floor(value / 100);
  const rest = value % 100;
  if (value >= 2000 && value < 2010) return numberInWords(value);
  if (rest === 0) return `${numberInWords(century)} hundred`;
  return `${numberInWords(century)} ${rest < 10 ? `oh ${ONES[rest]}` : numberInWords(rest)}`;
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const parse = (digits: string) => Number(digits.replace(/,/g, ''));

/** The text with its numbers, symbols and markup turned into words a voice reads naturally. */
export function speakableText(text: string): string {
  let spoken = text
    .replace(/```[\s\S]*?```/g, ' ')
    // A pause question's gap is said as a word; a licence's short name as its full one.
    .replace(/_{3,}/g, ' blank ')
    .replace(/\bCC BY-SA\b/g, 'Creative Commons Attribution-ShareAlike')
    .replace(/[₀-₉]/g, (digit) => String(digit.charCodeAt(0) - 0x2080))
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, 'a link in the show notes')
    .replace(/[*_`#>|]+/g, ' ')
    // "CO2" is said "CO two".
    .replace(/(?<=\p{L})(?=\d)/gu, ' ');
  for (const [pattern, words] of SYMBOLS) spoken = spoken.replace(pattern, words);
  spoken = spoken
    .replace(new RegExp(`([$€£])\\s?(${NUMBER})`, 'g'), (_, symbol: string, digits: string) => {
      const amount = parse(digits);
      const [one, many] = CURRENCIES[symbol]!;
      return `${numberInWords(amount)} ${amount === 1 ? one : many}`;
    })
    .replace(
      new RegExp(`(${NUMBER})\\s?%`, 'g'),
      (_, digits: string) => `${numberInWords(parse(digits))} percent`,
    )
    .replace(/\b(\d+)(?:st|nd|rd|th)\b/g, (_, digits: string) => ordinalInWords(Number(digits)))
    .replace(
      /\b(1[1-9]\d\d|20\d\d)s\b/g,
      (_, digits: string) => `${yearInWords(Number(digits)).replace(/y$/, 'ie')}s`,
    )
    .replace(/\b(?:in|since|by|from|until|of|year)\s+(1[1-9]\d\d|20\d\d)\b/gi, (match, digits: string) =>
      match.replace(digits, yearInWords(Number(digits))),
    )
    .replace(/(?<=\d)\s*[-–]\s*(?=\d)/g, ' to ')
    .replace(
      /(\d+)\/(\d+)/g,
      (_, top: string, bottom: string) =>
        `${numberInWords(Number(top))} over ${numberInWords(Number(bottom))}`,
    )
    .replace(new RegExp(NUMBER, 'g'), (digits) => numberInWords(parse(digits)));
  return spoken
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
