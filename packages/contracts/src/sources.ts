import { z } from 'zod';
import { requiredText, storableText } from './common.js';

// DESIGN D19: the named sources the coaches teach from, and the documents an admin adds (the Sources tab).

export const SourceKind = z.enum(['wikipedia', 'document', 'wordnet', 'session']);
export type SourceKind = z.infer<typeof SourceKind>;

/** Whether a kind of source can be drawn on now, as the admin's settings show it. */
export const SourceAvailability = z.object({
  kind: SourceKind,
  live: z.boolean(),
  detail: z
    .string()
    .describe('One sentence on why it is live or not, e.g. "Unreachable since 14:02: timeout".'),
});
export type SourceAvailability = z.infer<typeof SourceAvailability>;

/** The file types a document may be, by what the server found it to be (not what the browser said). */
export const DocumentFormat = z.enum(['markdown', 'text', 'pdf']);
export type DocumentFormat = z.infer<typeof DocumentFormat>;

/** The most bytes an uploaded document may have. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** The most pages a PDF may have. */
export const MAX_DOCUMENT_PAGES = 500;
/** The most topics one document may be given. */
export const MAX_DOCUMENT_TOPICS = 20;

export const SourceDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  topics: z
    .array(z.string())
    .describe('The learner topics it is retrieved for first, as the admin wrote them.'),
  file_name: z.string(),
  format: DocumentFormat,
  bytes: z.number().int(),
  pages: z.number().int().nullable().describe('A PDF’s page count; null for Markdown and text.'),
  passage_count: z.number().int(),
  instruction_like_passages: z
    .array(z.string())
    .describe(
      'The passages that read like instructions to an AI, in reading order: still taught from as quoted data, shown as a warning.',
    ),
  uploaded_at: z.string(),
  uploaded_by: z
    .string()
    .nullable()
    .describe('The uploading admin’s name, or null once that account is gone.'),
});
export type SourceDocument = z.infer<typeof SourceDocument>;

export const SourceDocumentsReply = z.object({
  documents: z.array(SourceDocument),
  availability: z.array(SourceAvailability),
});
export type SourceDocumentsReply = z.infer<typeof SourceDocumentsReply>;

export const SourcePassage = z.object({
  ordinal: z.number().int(),
  section_path: z.string(),
  body: z.string(),
  page: z.number().int().nullable().describe('The PDF page it starts on; null for Markdown and text.'),
  instruction_like: z.boolean().describe('Whether it reads like instructions to an AI.'),
});
export type SourcePassage = z.infer<typeof SourcePassage>;

export const SourcePassagesReply = z.object({
  document: SourceDocument,
  passages: z.array(SourcePassage),
});
export type SourcePassagesReply = z.infer<typeof SourcePassagesReply>;

/**
 * The form fields sent beside the file (multipart/form-data: `title`, `topics`, then `file`). Topics are
 * comma-separated, as the form has them.
 */
export const SourceDocumentFields = z.object({
  title: requiredText('The title', 200),
  topics: storableText({ error: 'Topics are comma-separated text.' })
    .transform((value) =>
      value
        .split(',')
        .map((topic) => topic.trim())
        .filter((topic) => topic.length > 0),
    )
    .pipe(
      z
        .array(z.string().max(100, { error: 'Each topic can be at most 100 characters.' }))
        .min(1, {
          error: 'Give at least one topic (comma-separated), so learners on that topic are taught from it.',
        })
        .max(MAX_DOCUMENT_TOPICS, { error: `Give at most ${MAX_DOCUMENT_TOPICS} topics.` }),
    ),
});
export type SourceDocumentFields = z.input<typeof SourceDocumentFields>;
