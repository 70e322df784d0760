/**
 * Letters said one by one. espeak reads a lone "A" between letters as the article /ɐ/ ("N A D P H" came out
 * "en uh dee pee aitch"), but reads dotted letters as letter names ("N.A.D.P.H" → /ɛn eɪ diː piː eɪtʃ/), and so
 * does a model voice; no trailing dot, so the spelling never ends a sentence.
 */
export function spelledLetters(letters: string): string {
  return [...letters.toUpperCase()].join('.');
}
