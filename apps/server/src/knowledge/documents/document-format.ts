import { DocumentRejected } from './document-rejected.js';

export type DocumentFormat = 'markdown' | 'text' | 'pdf';

/** A text file's content, decoded; a PDF stays bytes for the worker. */
export type DetectedDocument = { format: 'pdf' } | { format: 'markdown' | 'text'; text: string };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/**
 * Decides the format from the bytes, not the name: browsers and operating systems disagree about extensions and
 * MIME types, while a PDF always starts with `%PDF-` and text must decode. The name only tells Markdown from
 * plain text, and catches a file named .pdf that is something else, so its admin gets a precise sentence.
 */
export function detectDocument(fileName: string, bytes: Uint8Array): DetectedDocument {
  if (PDF_MAGIC.every((byte, i) => bytes[i] === byte)) return { format: 'pdf' };
  const extension = extensionOf(fileName);
  if (extension === 'pdf') {
    throw new DocumentRejected(
      `“${fileName}” is named .pdf but is not a PDF: export it again as a PDF, or upload its text as a .txt or .md file.`,
    );
  }
  const text = decodeUtf8(bytes);
  if (text === undefined || text.includes('\0')) {
    throw new DocumentRejected(
      `“${fileName}” is not text, Markdown or a PDF: upload a PDF, or a .txt or .md file saved as UTF-8.`,
    );
  }
  if (text.trim() === '') throw emptyDocument(fileName);
  return { format: extension === 'md' || extension === 'markdown' ? 'markdown' : 'text', text };
}

export function emptyDocument(fileName: string): DocumentRejected {
  return new DocumentRejected(`“${fileName}” is empty: upload a file with some text in it.`);
}

function extensionOf(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
