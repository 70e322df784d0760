import { spelledLetters } from './spelled-letters.js';

/**
 * Capitals said letter by letter or as a word (issue 39). espeak guesses: it spells "DNA" but says "NADPH" as
 * "nadf" and "ATP" as "atp". The rule is fixed here instead: a word of 2 to 6 capitals is spelled
 * ("N.A.D.P.H", "D.N.A", "U.S.A"), unless this list says people say it as a word. Each word here was
 * checked to come out of espeak as the word ("NASA" /næsɐ/, "NATO" /neɪɾoʊ/); a spelling beside it is what
 * the voice gets when espeak needs help ("UNESCO" came out "un-ESS-ko").
 */
const SAID_AS_WORDS: Record<string, string> = {
  NASA: 'NASA',
  NATO: 'NATO',
  UNESCO: 'Yoo-nesko',
  UNICEF: 'UNICEF',
  AIDS: 'AIDS',
  LASER: 'laser',
  RADAR: 'radar',
  SONAR: 'sonar',
  SCUBA: 'scuba',
  OPEC: 'OPEC',
  NAFTA: 'NAFTA',
  FIFA: 'FIFA',
  CERN: 'CERN',
  COVID: 'Covid',
  ASEAN: 'ASEAN',
  GIF: 'GIF',
  PIN: 'PIN',
  RAM: 'RAM',
  ROM: 'ROM',
  SIM: 'SIM',
  ISIS: 'ISIS',
  OSHA: 'OSHA',
  FEMA: 'FEMA',
  UEFA: 'UEFA',
  NIMBY: 'nimby',
  YOLO: 'yolo',
  SARS: 'SARS',
  MERS: 'MERS',
  INTERPOL: 'Interpol',
};

/** The text with its initialisms spelled and its acronyms said as words. */
export function speakInitialisms(text: string): string {
  return (
    text
      // "mRNA", "tRNA", "siRNA", "iOS": a lowercase prefix before capitals is spelled with them.
      .replace(
        /(?<![\p{L}\d.'’-])([a-z]{1,2})([A-Z]{2,5})(?![\p{L}\d])/gu,
        (_, prefix: string, capitals: string) => spelledLetters(prefix + capitals),
      )
      .replace(
        /(?<![\p{L}\d.'’-])([A-Z]{2,6})(s?)(?![\p{L}\d])/gu,
        (match, capitals: string, plural: string) => {
          const word = SAID_AS_WORDS[capitals];
          if (word) return `${word}${plural}`;
          if (!plural) return spelledLetters(capitals);
          // "P.C.s" is read "P C S": a plural's last letter stands apart, with its "'s" ("P C's").
          return `${spelledLetters(capitals.slice(0, -1))} ${capitals.slice(-1)}'s`;
        },
      )
  );
}
