import { parentPort, workerData } from 'node:worker_threads';

import { getDocumentProxy } from 'unpdf';

import { pdfPageLines, type PdfTextItem } from './pdf-lines.js';
import type { PdfLine, PdfTextReply, PdfTextRequest } from './pdf-text-protocol.js';

/**
 * Reads one PDF's text off the main thread: pdf.js parses synchronously in long stretches, and a large upload
 * would otherwise stall every request the server is answering. The caller terminates this worker on a timeout.
 */
const port = parentPort;
if (!port) throw new Error('pdf-text.worker runs only as a worker thread.');
const { bytes, maxPages } = workerData as PdfTextRequest;
port.postMessage(await readPages(bytes, maxPages));

async function readPages(bytes: Uint8Array, maxPages: number): Promise<PdfTextReply> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // verbosity 0: pdf.js warns on stdout about every quirk of a damaged file, which would fill the server's log.
    pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  } catch (error) {
    return { kind: 'unreadable', reason: reasonOf(error) };
  }
  try {
    // Counting pages is cheap; reading them is not, so a document that is too long is refused before that.
    if (pdf.numPages > maxPages) return { kind: 'too-many-pages', pages: pdf.numPages };
    // Items, not extractText's plain text: headings are told by their font size and weight.
    const pages: PdfLine[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is PdfTextItem & typeof item => 'str' in item);
      pages.push(pdfPageLines(items, content.styles));
    }
    return { kind: 'pages', pages };
  } catch (error) {
    return { kind: 'unreadable', reason: reasonOf(error) };
  } finally {
    await pdf.destroy();
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'PasswordException') {
    return 'it is protected by a password; remove the password and upload it again';
  }
  const message = (error instanceof Error ? error.message : String(error)).trim().replace(/\.$/, '');
  if (message === '') return 'its structure is damaged';
  // pdf.js writes "Invalid PDF structure"; it follows a colon in the admin's sentence.
  return /^[A-Z][^A-Z]/.test(message) ? message[0]!.toLowerCase() + message.slice(1) : message;
}
