import { numberInWords } from './number-words.js';
import { spelledLetters } from './spelled-letters.js';

/**
 * Chemical formulas said as chemists say them: "CO2" → "C.O two", "H2O" → "H two O", "C6H12O6" → "C six H
 * twelve O six", "NaCl" → "N.A.C.L". A word is a formula only when all of it splits into element symbols and
 * it has a count or a second capital, so "Calvin", "No" and "In" stay words.
 */
const ELEMENTS = new Set(
  (
    'H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr ' +
    'Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W ' +
    'Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr'
  ).split(' '),
);

const FORMULA_PART = /([A-Z][a-z]?)(\d*)/g;

/** The spoken form of one formula, or null when the word is not one. */
function formulaInWords(word: string): string | null {
  if (!/^(?:[A-Z][a-z]?\d*)+$/.test(word)) return null;
  const parts = [...word.matchAll(FORMULA_PART)].map(([, symbol, count]) => ({ symbol: symbol!, count }));
  if (!parts.every((part) => ELEMENTS.has(part.symbol))) return null;
  const hasCount = parts.some((part) => part.count !== '');
  // Without a count, only a mixed-case run of two symbols or more ("NaCl", "HCl"): all capitals are
  // initialisms, spelled the same way elsewhere, and one symbol alone is a word ("No", "In").
  if (!hasCount && (parts.length < 2 || word === word.toUpperCase())) return null;
  // "PCs" splits into P and Cs, but capitals with a plural "s" are initialisms.
  if (!hasCount && /^[A-Z]+s$/.test(word)) return null;
  const spoken: string[] = [];
  let letters = '';
  for (const { symbol, count } of parts) {
    letters += symbol;
    if (count) {
      spoken.push(spelledLetters(letters), numberInWords(Number(count)));
      letters = '';
    }
  }
  if (letters) spoken.push(spelledLetters(letters));
  return spoken.join(' ');
}

/** The text with its chemical formulas spelled out. */
export function speakChemicalFormulas(text: string): string {
  return text.replace(
    /(?<![\p{L}\d.,])[A-Z][A-Za-z\d]*(?![\p{L}\d])/gu,
    (word) => formulaInWords(word) ?? word,
  );
}
