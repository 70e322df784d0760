import { DocumentRejected } from './document-rejected.js';

export type DocumentFormat = 'markdown' | 'text' | 'pdf';

/** A text file's content, decoded; a PDF stays bytes for the worker. */
export type DetectedDocument = { format: 'pdf' } | { format: 'markdown' | 'text'; text: string };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK, which every .docx is
/** Control characters other than tab, line feed, form feed and carriage return: no text editor writes them. */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\f\r]/u;

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
  if (extension === 'docx')
    throw wordDocument(
      fileName,
      ZIP_MAGIC.every((byte, i) => bytes[i] === byte),
    );
  const text = decodeUtf8(bytes);
  if (text === undefined || text.includes('\0')) {
    throw new DocumentRejected(
      `“${fileName}” is not text, Markdown or a PDF: upload a PDF, or a .txt or .md file saved as UTF-8.`,
    );
  }
  const control = CONTROL_CHARACTER.exec(text);
  if (control) {
    const line = text.slice(0, control.index).split('\n').length;
    const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    throw new DocumentRejected(
      `“${fileName}” holds a control character (U+${code}) on line ${line}, so it is not plain text: save it again as UTF-8 text, or upload it as a PDF.`,
    );
  }
  if (text.trim() === '') throw emptyDocument(fileName);
  return { format: extension === 'md' || extension === 'markdown' ? 'markdown' : 'text', text };
}

/**
 * Word documents are not read (yet): a real one is a zip archive whose text needs unpacking, and a file that is
 * only named .docx is something else under a misleading name. Either way the admin is told what to upload.
 */
function wordDocument(fileName: string, isZip: boolean): DocumentRejected {
  return new DocumentRejected(
    isZip
      ? `“${fileName}” is a Word document, which cannot be read here: save it as a PDF (File › Save as › PDF) and upload that.`
      : `“${fileName}” is named .docx but is not a Word document: if it is text, rename it to .txt or .md; otherwise save it as a PDF.`,
  );
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
