/** OpenAI's /audio/speech takes at most 4,096 characters; 4,000 leaves room for any server's counting. */
const MAX_SPEECH_CHARACTERS = 4000;

/**
 * Splits a turn into requests of at most `max` characters, at sentence ends where it can, then at spaces:
 * a voice that stops mid-sentence sounds broken.
 */
export function splitForSpeech(text: string, max = MAX_SPEECH_CHARACTERS): string[] {
  const sentences = text.trim().match(/[^.!?]+(?:[.!?]+["”’)\]]*|$)\s*/g) ?? [];
  const chunks: string[] = [];
  let current = '';
  const push = () => {
    if (current.trim()) chunks.push(current.trim());
    current = '';
  };
  for (const sentence of sentences) {
    if ((current + sentence).trim().length <= max) {
      current += sentence;
      continue;
    }
    push();
    if (sentence.trim().length <= max) {
      current = sentence;
      continue;
    }
    for (const word of sentence.split(/\s+/)) {
      if (!word) continue;
      if ((current ? `${current} ${word}` : word).length > max) push();
      current = current ? `${current} ${word}` : word.slice(0, max);
    }
  }
  push();
  return chunks;
}
