import { collapseWhitespace } from './plain-text.js';

/**
 * Inline Markdown and HTML reduced to the words a reader sees: link text without its address, emphasis and
 * code without their markers, images and tags gone. Code spans, backslash escapes and autolinks are set aside
 * first as placeholders, so a `*` or `_` inside them is never taken for emphasis.
 */
export function markdownInlineText(markdown: string): string {
  const kept: string[] = [];
  // Uploaded text never holds NUL (the format check rejects it), so it cannot collide with a placeholder.
  const keep = (literal: string) => `\0${kept.push(literal) - 1}\0`;

  let text = markdown
    .replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, __, code: string) => keep(code.trim()))
    .replace(/\\([!-/:-@[-`{-~])/g, (_, char: string) => keep(char))
    .replace(/<((?:https?|ftp|mailto):[^\s<>]+)>/gi, (_, url: string) => keep(url))
    .replace(/<([^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)>/g, (_, email: string) => keep(email));

  text = text
    .replace(/!\[[^\]]*\](?:\((?:[^()\s]|\([^()]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)|\[[^\]]*\])?/g, '')
    .replace(/\[\^[^\]\s]+\]/g, '')
    .replace(/\[([^\]]*)\]\((?:[^()\s]|\([^()]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/g, ' ');
  for (const pattern of EMPHASIS) text = text.replace(pattern, '$1$2');

  text = decodeEntities(text).replace(/\0(\d+)\0/g, (_, index: string) => kept[Number(index)] ?? '');
  return collapseWhitespace(text);
}

/**
 * Longest markers first, so `***both***` is not read as strong around `*both*` with a stray marker left over.
 * Underscores count only at word edges: `snake_case_name` is not emphasis.
 */
const EMPHASIS = [
  /()\*\*\*(?=\S)([\s\S]*?\S)\*\*\*/g,
  /()\*\*(?=\S)([\s\S]*?\S)\*\*/g,
  /()\*(?=[^\s*])([\s\S]*?[^\s*])\*/g,
  /(^|[^\p{L}\p{N}_])___(?=\S)([\s\S]*?\S)___(?![\p{L}\p{N}_])/gu,
  /(^|[^\p{L}\p{N}_])__(?=\S)([\s\S]*?\S)__(?![\p{L}\p{N}_])/gu,
  /(^|[^\p{L}\p{N}_])_(?=[^\s_])([\s\S]*?[^\s_])_(?![\p{L}\p{N}_])/gu,
  /()~~(?=\S)([\s\S]*?\S)~~/g,
];

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  copy: '©',
};

function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g, (entity, dec, hex, name) => {
    if (typeof name === 'string') return NAMED_ENTITIES[name] ?? entity;
    const codePoint = Number.parseInt(typeof dec === 'string' ? dec : String(hex), dec ? 10 : 16);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
  });
}
