import { detectDocument, emptyDocument, type DocumentFormat } from './document-format.js';
import { DocumentRejected } from './document-rejected.js';
import { markdownSections } from './markdown-text.js';
import { readPdfText } from './pdf-text.js';
import { plainTextParagraphs } from './plain-text.js';

export { DocumentRejected } from './document-rejected.js';
/** Plain text under the headings above it (outermost first; [] for text), paragraphs on lines. */
interface DocumentSection {
  headings: string[];
  text: string;
  /** The PDF page it starts on, from 1; absent for text and Markdown. */
  page?: number;
}

export interface ExtractedDocument {
  format: DocumentFormat;
  /** A PDF's page count; null for text and Markdown. */
  pages: number | null;
  sections: DocumentSection[];
}

export interface DocumentLimits {
  maxBytes: number;
  maxPages: number;
  timeoutMs: number;
}

const MEGABYTE = 1024 * 1024;

/**
 * An uploaded file as plain-text sections ready to cut into passages. Every way the file can be unusable ends
 * in a DocumentRejected whose message tells the admin what to do; any other error is the server's own fault.
 */
export async function extractDocument(
  fileName: string,
  bytes: Uint8Array,
  limits: DocumentLimits,
): Promise<ExtractedDocument> {
  // Size first: nothing else may touch an oversized upload.
  if (bytes.byteLength > limits.maxBytes) {
    throw new DocumentRejected(
      `“${fileName}” is ${megabytes(bytes.byteLength, Math.ceil)} MB, over the ${megabytes(limits.maxBytes, Math.floor)} MB limit: split it into smaller files.`,
    );
  }
  if (bytes.byteLength === 0) throw emptyDocument(fileName);

  const detected = detectDocument(fileName, bytes);
  if (detected.format === 'pdf') {
    const { pages, sections } = await readPdfText(fileName, bytes, limits);
    return { format: 'pdf', pages, sections };
  }
  const sections =
    detected.format === 'markdown'
      ? markdownSections(detected.text).map(({ headings, paragraphs }) => ({
          headings,
          text: paragraphs.join('\n'),
        }))
      : [{ headings: [], text: plainTextParagraphs(detected.text).join('\n') }];
  const withText = sections.filter((section) => section.text !== '');
  if (withText.length === 0) {
    throw new DocumentRejected(`“${fileName}” has no text to read once its Markdown is set aside.`);
  }
  return { format: detected.format, pages: null, sections: withText };
}

/** One decimal, rounded away from the limit, so a file just over it never reads as the limit itself. */
function megabytes(bytes: number, round: (n: number) => number): string {
  return String(round((bytes / MEGABYTE) * 10) / 10);
}
