/** What the PDF worker is started with. */
export interface PdfTextRequest {
  /** The worker's own copy: unpdf detaches the buffer it is given. */
  bytes: Uint8Array;
  maxPages: number;
}

/** One line of print as pdf.js laid it out, with what tells a heading from the body. */
export interface PdfLine {
  text: string;
  /** The font size of most of its characters, in points. */
  size: number;
  /** Whether every character of it is set in a bold font, as far as pdf.js names the font. */
  bold: boolean;
}

/** The worker's one answer; a reason is pdf.js's own words, for the admin's sentence. */
export type PdfTextReply =
  | { kind: 'pages'; pages: PdfLine[][] }
  | { kind: 'too-many-pages'; pages: number }
  | { kind: 'unreadable'; reason: string };
