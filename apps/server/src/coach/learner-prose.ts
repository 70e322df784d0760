/**
 * What a learner wrote, as prose. Markup, code and web addresses are not ideas the learner worked
 * on: read as words, `<img src="…">` once became the concept "img src". A link keeps its text.
 */
export function proseOnly(text: string): string {
  return (
    text
      .replace(/```[\s\S]*?(?:```|$)/g, ' ')
      .replace(/`[^`\n]*`/g, ' ')
      .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
      // A tag with its attributes, closed or cut off at the end of the message.
      .replace(/<\/?[a-z][^<>]*(?:>|$)/gi, ' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\b(?:[a-z][a-z\d+.-]*:\/\/|www\.)\S+/gi, ' ')
      .replace(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, ' ')
      .replace(/&(?:[a-z]+|#\d+|#x[\da-f]+);/gi, ' ')
      .replace(/[ \t]{2,}/g, ' ')
      .trim()
  );
}

/** A concept label that is markup or code rather than words: a model may still copy one from the chat. */
export function looksLikeCode(label: string): boolean {
  return /[<>{}=`\\|;$#@]|:\/\/|\b\w+\(\)|^\W|\.\w+\.|\b(?:img|src|href|div|span|http|https|www)\b/i.test(
    label,
  );
}
