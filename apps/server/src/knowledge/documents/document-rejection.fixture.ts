import { expect } from 'vitest';
import { DocumentRejected, extractDocument, type DocumentLimits } from './document-text.js';

/** The refusal extractDocument answers with, failing the test when it reads the file instead. */
export async function rejection(
  fileName: string,
  bytes: Uint8Array,
  limits: DocumentLimits,
): Promise<DocumentRejected> {
  const error: unknown = await extractDocument(fileName, bytes, limits).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DocumentRejected);
  return error as DocumentRejected;
}
