import type { Worker } from 'node:worker_threads';

import { startWorkerThread } from '../../lib/worker-thread.js';
import { DocumentRejected } from './document-rejected.js';
import { withoutRunningLines } from './pdf-running-lines.js';
import { pdfSections, type PdfSection } from './pdf-sections.js';
import type { PdfTextReply, PdfTextRequest } from './pdf-text-protocol.js';

export interface PdfText {
  pages: number;
  sections: PdfSection[];
}

/** A scanned page still yields a few characters (a stamp, a page number); a page of prose yields hundreds. */
const MIN_CHARACTERS_PER_PAGE = 20;

/**
 * A PDF's text, read in a worker thread of its own so parsing never blocks the event loop and a file that takes
 * too long can be stopped: terminating the worker is the only way to interrupt pdf.js mid-parse.
 */
export async function readPdfText(
  fileName: string,
  bytes: Uint8Array,
  limits: { maxPages: number; timeoutMs: number },
): Promise<PdfText> {
  const reply = await askWorker(fileName, bytes, limits);
  if (reply.kind === 'unreadable') {
    throw new DocumentRejected(`“${fileName}” could not be read as a PDF: ${reply.reason}.`);
  }
  if (reply.kind === 'too-many-pages') {
    throw new DocumentRejected(
      `“${fileName}” has ${reply.pages} pages; at most ${limits.maxPages} can be uploaded, so split it into smaller PDFs.`,
    );
  }
  const pages = reply.pages.length;
  const characters = reply.pages.flat().reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
  if (characters < MIN_CHARACTERS_PER_PAGE * Math.max(1, pages)) {
    throw new DocumentRejected(
      `“${fileName}” has no text layer (it looks like a scanned image). Upload a PDF with selectable text, or its text as a .txt or .md file.`,
    );
  }
  return { pages, sections: pdfSections(withoutRunningLines(reply.pages)) };
}

/** The most heap one PDF's reading may take (a 1,000-page text PDF needs about 120 MB). */
const WORKER_HEAP_MB = 512;

function askWorker(
  fileName: string,
  bytes: Uint8Array,
  { maxPages, timeoutMs }: { maxPages: number; timeoutMs: number },
): Promise<PdfTextReply> {
  // A copy, transferred: the caller keeps its bytes, and a Node Buffer may be a view into a shared pool that
  // must not be moved (Buffer#slice would not copy, the Uint8Array constructor does).
  const copy = new Uint8Array(bytes);
  const request: PdfTextRequest = { bytes: copy, maxPages };
  return new Promise<PdfTextReply>((resolve, reject) => {
    let settled = false;
    let worker: Worker | undefined;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker?.terminate();
      settle();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new DocumentRejected(
              `“${fileName}” took longer than ${formatSeconds(timeoutMs)} s to read: split it into smaller PDFs, or upload its text as a .txt or .md file.`,
            ),
          ),
        ),
      timeoutMs,
    );
    try {
      worker = startWorkerThread(new URL('./pdf-text.worker.js', import.meta.url), {
        workerData: request,
        transferList: [copy.buffer],
        // A hostile PDF can ask pdf.js for far more memory than its size suggests; the server keeps the rest.
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
    } catch (error) {
      finish(() => reject(error instanceof Error ? error : new Error(String(error))));
      return;
    }
    worker.on('message', (reply: PdfTextReply) => finish(() => resolve(reply)));
    worker.on('error', (error) =>
      finish(() =>
        reject(
          (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new DocumentRejected(
                `“${fileName}” needs more than ${WORKER_HEAP_MB} MB of memory to read: split it into smaller PDFs, or upload its text as a .txt or .md file.`,
              )
            : new Error(`The PDF worker failed: ${error.message}`, { cause: error }),
        ),
      ),
    );
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`The PDF worker stopped before answering (exit code ${code}).`))),
    );
  });
}

function formatSeconds(ms: number): string {
  return String(Number((ms / 1000).toFixed(ms < 1000 ? 3 : 1)));
}
