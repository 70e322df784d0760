import type { TaggedToken } from '../language/tagged-text.js';
import { digitValue, isNumberWord, numberValue } from './number-words.js';

/** A quantity a statement names: "about 74 kilograms" → 74, kilogram, approximate. */
export interface Quantity {
  value: number;
  /** The counted noun's lemma ("kilogram", "molecule", "percent"), or null for a bare number. */
  unit: string | null;
  /** "about", "nearly", "over"…: a tenth either way still agrees. */
  approximate: boolean;
  text: string;
}

const APPROXIMATORS = new Set([
  'about',
  'around',
  'approximately',
  'nearly',
  'almost',
  'roughly',
  'some',
  'over',
  'more',
  'less',
  'fewer',
  'up',
  'than',
  'under',
  'circa',
  'c.',
  'estimated',
]);
const PERCENT = new Set(['%', 'percent', 'per cent']);
/** A tenth either way, for approximate figures. */
const APPROXIMATE_MARGIN = 0.1;

export interface FoundQuantity {
  quantity: Quantity;
  tokens: number[];
}

/** Every quantity in a sentence, leaving out the tokens already read as a time. */
export function findQuantities(tokens: readonly TaggedToken[], taken: ReadonlySet<number>): FoundQuantity[] {
  const found: FoundQuantity[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (taken.has(i) || !startsNumber(tokens[i]!)) continue;
    // The longest run of number words and digits from here: "twenty three thousand".
    const run: number[] = [];
    let j = i;
    // "twenty-three" may come as three tokens; "and" joins "one hundred and six".
    const joins = (k: number) =>
      run.length > 0 &&
      ['-', 'and'].includes(tokens[k]!.normal) &&
      tokens[k + 1] !== undefined &&
      isNumberWord(tokens[k + 1]!.normal);
    while (j < tokens.length && !taken.has(j) && (startsNumber(tokens[j]!) || joins(j))) {
      run.push(j);
      j += 1;
    }
    const value = numberValue(run.map((k) => tokens[k]!.normal).filter((w) => w !== '-'));
    if (value === null || (tokens[i]!.normal === 'one' && tokens[i + 1]?.pos !== 'NOUN')) {
      i = j - 1;
      continue;
    }
    let unit: string | null = null;
    let end = j;
    const next = tokens[j];
    if (next && PERCENT.has(next.normal)) {
      unit = 'percent';
      end = j + 1;
    } else {
      // "six molecules", "74 kilograms", "two large rings": the counted noun within two words.
      for (let k = j; k < Math.min(tokens.length, j + 3); k++) {
        const t = tokens[k]!;
        if (t.pos === 'NOUN' || t.pos === 'PROPN') {
          // "three Punic Wars", "250 European cities": a name before the noun qualifies the counted noun,
          // which ends the run of names and nouns.
          let head = k;
          while (
            tokens[head]!.pos === 'PROPN' &&
            head < k + 2 &&
            ['NOUN', 'PROPN'].includes(tokens[head + 1]?.pos ?? '')
          )
            head += 1;
          unit = singular(tokens[head]!.lemma);
          end = head + 1;
          // "100 degrees Celsius": the scale belongs to the quantity, it is no place or thing. The unit stays
          // "degree", so that a claim of "90 degrees" is still compared with it.
          if (unit === 'degree' && TEMPERATURE_SCALES.has(tokens[end]?.normal ?? '')) end += 1;
          break;
        }
        if (t.pos !== 'ADJ') break;
      }
    }
    const before = tokens[i - 1]?.normal ?? '';
    const approximate = APPROXIMATORS.has(before);
    const text = tokens
      .slice(approximate ? i - 1 : i, end)
      .map((t) => t.text)
      .join(' ');
    found.push({ quantity: { value, unit, approximate, text }, tokens: range(i, end) });
    i = end - 1;
  }
  return found;
}

const TEMPERATURE_SCALES = new Set(['celsius', 'fahrenheit', 'kelvin', 'centigrade']);

/** "newtons" where the tagger leaves a unit's plural as its lemma: both sides of a comparison read alike. */
function singular(unit: string): string {
  return unit.length > 3 && unit.endsWith('s') && !unit.endsWith('ss') ? unit.slice(0, -1) : unit;
}

function startsNumber(token: TaggedToken): boolean {
  if (token.pos === 'NUM' && digitValue(token.normal) !== null) return true;
  return isNumberWord(token.normal) && token.normal !== 'half' && token.normal !== 'dozen';
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, k) => from + k);
}

/** Whether two quantities of the same thing differ beyond what "about" allows. */
export function quantitiesDisagree(a: Quantity, b: Quantity): boolean {
  if (a.unit !== b.unit) return false;
  if (a.approximate || b.approximate) {
    const larger = Math.max(Math.abs(a.value), Math.abs(b.value));
    return Math.abs(a.value - b.value) > larger * APPROXIMATE_MARGIN;
  }
  return a.value !== b.value;
}
