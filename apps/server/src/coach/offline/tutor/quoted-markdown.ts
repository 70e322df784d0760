/**
 * Source text is data, never markup (D19): the characters Markdown would act on are escaped, so the chat
 * shows them as written and a passage cannot add a link, an image or emphasis of its own.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~]/g, (mark) => `\\${mark}`);
}
