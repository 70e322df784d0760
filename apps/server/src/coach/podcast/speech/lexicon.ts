/**
 * Words the offline voice (espeak-ng, en-us) says wrong, respelt so it says them right. Each entry was
 * checked by its phonemes (`espeak-phonemes.test.ts`): "coup" came out /kuːp/, "chassis" /tʃæsi/,
 * "Versailles" /vɜːseɪlz/, "Bastille" /bæstɪl/. Only words espeak gets wrong belong here, and only
 * respellings that every voice reads the same way: a model voice reads "koo" as "coup" sounds.
 */
const RESPELLINGS: [RegExp, string][] = [
  // "coup d'état" first, so that its "coup" is not respelt alone.
  [/\bcoups? d['’]état\b/gi, 'koo day-tah'],
  [/\bcoup(?=s?\b)/gi, 'koo'],
  [/\bchassis\b/gi, 'shassy'],
  [/\bVersailles\b/g, 'Vair-sigh'],
  [/\bBastille\b/g, 'Bas-teel'],
  [/\bRousseau\b/g, 'Roo-so'],
  [/\bDescartes\b/g, 'Day-kart'],
  [/\bCharlemagne\b/g, 'Sharl-uh-main'],
  [/\bGoethe\b/g, 'Gur-tuh'],
  // The dynasty, capitalised; the drink "bourbon" is said as espeak says it.
  [/\bBourbon(?=s?\b)/g, 'Boor-bon'],
  [/\bGirondin(?=s?\b)/g, 'Zhih-ron-din'],
  [/\bGironde\b/g, 'Zhih-rond'],
  [/\bsans-culottes\b/gi, 'sahn-koo-lot'],
  [/\bancien régime\b/gi, 'ahn-syan ray-zheem'],
  [/\bTuileries\b/g, 'Twee-luh-ree'],
];

/** The text with the words espeak mispronounces respelt as they sound. */
export function respellFromLexicon(text: string): string {
  let spoken = text;
  for (const [word, respelling] of RESPELLINGS)
    spoken = spoken.replace(word, (found) =>
      // A respelt word keeps the capital it had at the start of a sentence.
      /^[A-Z]/.test(found) ? respelling[0]!.toUpperCase() + respelling.slice(1) : respelling,
    );
  return spoken;
}
