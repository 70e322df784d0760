/** What the PDF worker is started with. */
export interface PdfTextRequest {
  /** The worker's own copy: unpdf detaches the buffer it is given. */
  bytes: Uint8Array;
  maxPages: number;
}

/** The worker's one answer; a reason is pdf.js's own words, for the admin's sentence. */
export type PdfTextReply =
  | { kind: 'pages'; pageTexts: string[] }
  | { kind: 'too-many-pages'; pages: number }
  | { kind: 'unreadable'; reason: string };
