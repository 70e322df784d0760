import { NUMBER, numberInWords, parseNumber } from './number-words.js';

/**
 * Units after a number said in full (issue 39): "5 km" → "five kilometres", "3 m/s" → "three metres per
 * second", "1 mm" → "one millimetre". A unit is taken only right after a number, so "m", "g" and "s" in words
 * are never touched. Spellings are British, as the brief's ("kilometres"); espeak says both the same.
 */
const UNITS: Record<string, [string, string]> = {
  km: ['kilometre', 'kilometres'],
  m: ['metre', 'metres'],
  cm: ['centimetre', 'centimetres'],
  mm: ['millimetre', 'millimetres'],
  µm: ['micrometre', 'micrometres'],
  μm: ['micrometre', 'micrometres'],
  nm: ['nanometre', 'nanometres'],
  kg: ['kilogram', 'kilograms'],
  g: ['gram', 'grams'],
  mg: ['milligram', 'milligrams'],
  µg: ['microgram', 'micrograms'],
  t: ['tonne', 'tonnes'],
  L: ['litre', 'litres'],
  l: ['litre', 'litres'],
  mL: ['millilitre', 'millilitres'],
  ml: ['millilitre', 'millilitres'],
  s: ['second', 'seconds'],
  ms: ['millisecond', 'milliseconds'],
  min: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  hr: ['hour', 'hours'],
  Hz: ['hertz', 'hertz'],
  kHz: ['kilohertz', 'kilohertz'],
  MHz: ['megahertz', 'megahertz'],
  GHz: ['gigahertz', 'gigahertz'],
  W: ['watt', 'watts'],
  kW: ['kilowatt', 'kilowatts'],
  MW: ['megawatt', 'megawatts'],
  kWh: ['kilowatt hour', 'kilowatt hours'],
  V: ['volt', 'volts'],
  mV: ['millivolt', 'millivolts'],
  J: ['joule', 'joules'],
  kJ: ['kilojoule', 'kilojoules'],
  cal: ['calorie', 'calories'],
  kcal: ['kilocalorie', 'kilocalories'],
  K: ['kelvin', 'kelvins'],
  mol: ['mole', 'moles'],
  Pa: ['pascal', 'pascals'],
  kPa: ['kilopascal', 'kilopascals'],
  atm: ['atmosphere', 'atmospheres'],
  eV: ['electronvolt', 'electronvolts'],
  dB: ['decibel', 'decibels'],
  ppm: ['part per million', 'parts per million'],
  mph: ['mile per hour', 'miles per hour'],
  ft: ['foot', 'feet'],
  mi: ['mile', 'miles'],
  lb: ['pound', 'pounds'],
  lbs: ['pound', 'pounds'],
  oz: ['ounce', 'ounces'],
  ha: ['hectare', 'hectares'],
  KB: ['kilobyte', 'kilobytes'],
  MB: ['megabyte', 'megabytes'],
  GB: ['gigabyte', 'gigabytes'],
  TB: ['terabyte', 'terabytes'],
};

// Longest first, so "mm" is not read as "m" and "kWh" not as "kW".
const UNIT_SYMBOLS = Object.keys(UNITS).sort((a, b) => b.length - a.length);
/** A unit symbol as a pattern, for rules that must not read "1789 km" as a year. */
export const UNIT = `(?:${UNIT_SYMBOLS.join('|')})(?:[²³]|/(?:${UNIT_SYMBOLS.join('|')}))?(?![\\p{L}\\d])`;

function unitInWords(
  symbol: string,
  power: string | undefined,
  per: string | undefined,
  perPower: string | undefined,
  many: boolean,
): string {
  const [one, plural] = UNITS[symbol]!;
  // "m²" is said "square metres", "m³" "cubic metres".
  const shape = power === '²' ? 'square ' : power === '³' ? 'cubic ' : '';
  const words = `${shape}${many ? plural : one}`;
  if (!per) return words;
  // "m/s²" is said "metres per second squared".
  const perShape = perPower === '²' ? ' squared' : perPower === '³' ? ' cubed' : '';
  return `${words} per ${UNITS[per]![0]}${perShape}`;
}

const SYMBOLS = UNIT_SYMBOLS.join('|');
const NUMBER_AND_UNIT = new RegExp(
  `(?<![\\p{L}\\d.,])(${NUMBER})\\s?(${SYMBOLS})([²³])?(?:/(${SYMBOLS})([²³])?)?(?![\\p{L}\\d])`,
  'gu',
);

/** The text with each number's unit said in full, and the number in words. */
export function speakUnits(text: string): string {
  return text.replace(
    NUMBER_AND_UNIT,
    (_, digits: string, symbol: string, power?: string, per?: string, perPower?: string) => {
      const value = parseNumber(digits);
      return `${numberInWords(value)} ${unitInWords(symbol, power, per, perPower, value !== 1)}`;
    },
  );
}
