/**
 * A topic as sources are filed under it: case, accents' composed forms, spacing and surrounding punctuation
 * do not make another topic ("  Photosynthesis." and "photosynthesis" are one).
 */
export function topicKey(topic: string): string {
  return topic
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu, '');
}
