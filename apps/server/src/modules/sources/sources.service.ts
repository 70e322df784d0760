import {
  SourceDocumentFields,
  type OkBody,
  type SourceAvailability,
  type SourceDocument,
  type SourceDocumentsReply,
  type SourcePassagesReply,
  type SourcelessTopic,
} from '@socratica/contracts';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.js';
import { DocumentRejected } from '../../knowledge/documents/document-rejected.js';
import { DuplicateDocument } from '../../knowledge/documents/document-library.js';
import type { StoredDocument } from '../../knowledge/documents/documents.repository.js';
import type { KnowledgeService } from '../../knowledge/knowledge.service.js';
import type { Principal } from '../../plugins/access.js';
import type { AuditService } from '../audit/audit.service.js';

/** What arrived in the upload form, before it is checked. */
export interface UploadedForm {
  fields: Record<string, string>;
  file: { fileName: string; bytes: Uint8Array } | null;
}

function toSourceDocument(document: StoredDocument): SourceDocument {
  return {
    id: document.sourceId,
    title: document.title,
    topics: document.topics,
    file_name: document.fileName,
    format: document.format,
    bytes: document.bytes,
    pages: document.pages,
    passage_count: document.passageCount,
    instruction_like_passages: document.instructionLikePassages,
    uploaded_at: document.uploadedAt.toISOString(),
    uploaded_by: document.uploadedBy,
  };
}

const noDocument = (id: number) =>
  notFound(`There is no document ${id}. It may have been deleted: reload the Sources tab.`);

/** The admin's Sources tab (D19): the documents the coaches teach from, and which sources are live. */
const SOURCELESS_TOPICS_SHOWN = 20;

export class SourcesService {
  constructor(
    private readonly knowledge: KnowledgeService,
    private readonly audit: AuditService,
  ) {}

  /** Topics learners asked about that have no article or document, for the admin's dashboard. */
  async topicsWithoutSource(): Promise<SourcelessTopic[]> {
    const topics = await this.knowledge.topicsWithoutSource(SOURCELESS_TOPICS_SHOWN);
    return topics.map((t) => ({
      topic: t.topic.trim(),
      sessions: t.sessions,
      last_asked_at: t.lastAskedAt.toISOString(),
    }));
  }

  /** Which sources the coaches can draw on now (D19), as the Sources tab and the settings show it. */
  availability(): Promise<SourceAvailability[]> {
    return this.knowledge.sourceAvailability();
  }

  async list(): Promise<SourceDocumentsReply> {
    const [documents, availability] = await Promise.all([
      this.knowledge.documents.list(),
      this.availability(),
    ]);
    return { documents: documents.map(toSourceDocument), availability };
  }

  async passages(id: number): Promise<SourcePassagesReply> {
    const document = await this.knowledge.documents.byId(id);
    if (!document) throw noDocument(id);
    const passages = await this.knowledge.documents.passages(id);
    return {
      document: toSourceDocument(document),
      passages: passages.map((passage) => ({
        ordinal: passage.ordinal,
        section_path: passage.sectionPath,
        body: passage.body,
        page: passage.page,
        instruction_like: passage.instructionLike,
      })),
    };
  }

  /** Checks the form, reads the file and stores it whole; any refusal stores nothing. */
  async add(form: UploadedForm, by: Principal, ip: string): Promise<SourceDocument> {
    const fields = SourceDocumentFields.safeParse(form.fields);
    if (!fields.success) {
      throw unprocessable(fields.error.issues.map((issue) => issue.message).join(' '));
    }
    if (!form.file) throw unprocessable('Choose a file to upload: Markdown (.md), text (.txt) or PDF.');
    let stored: StoredDocument;
    try {
      stored = await this.knowledge.documents.add({
        title: fields.data.title,
        topics: fields.data.topics,
        fileName: form.file.fileName,
        bytes: form.file.bytes,
        uploadedBy: by.id,
      });
    } catch (error) {
      if (error instanceof DocumentRejected) throw unprocessable(error.message);
      if (error instanceof DuplicateDocument) {
        throw conflict(`${error.message} Delete that one first if you want to add it under a new title.`);
      }
      throw error;
    }
    await this.audit.record({
      actionType: 'source_document_added',
      actor: { id: by.id, username: by.username, role: by.role },
      ip,
      action: `Added the document "${stored.title}" (${stored.passageCount} passages) for ${stored.topics.join(', ')}`,
      details: { document_id: stored.sourceId, file_name: stored.fileName, bytes: stored.bytes },
    });
    return toSourceDocument(stored);
  }

  async remove(id: number, by: Principal, ip: string): Promise<OkBody> {
    const document = await this.knowledge.documents.byId(id);
    if (!document || !(await this.knowledge.documents.remove(id))) throw noDocument(id);
    await this.audit.record({
      actionType: 'source_document_deleted',
      actor: { id: by.id, username: by.username, role: by.role },
      ip,
      action: `Deleted the document "${document.title}" with its ${document.passageCount} passages`,
      details: { document_id: id, file_name: document.fileName },
    });
    return { success: true, message: `Deleted “${document.title}”. Learners are no longer taught from it.` };
  }
}
