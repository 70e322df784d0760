import { Stack } from '@mantine/core';
import { useSourceDocumentsQuery } from '../api/source-documents';
import { AddDocumentSection } from './AddDocumentSection';
import { DocumentsSection } from './DocumentsSection';
import { LiveSourcesCard } from './LiveSourcesCard';

/**
 * DESIGN D19's Sources tab: which sources are live, a form to add a document (Markdown, text or PDF) that
 * learners on its topics are taught from first, and the documents added, with their passages.
 */
export function SourcesTab() {
  const documents = useSourceDocumentsQuery();
  return (
    <Stack gap="lg">
      <LiveSourcesCard availability={documents.data?.availability} failed={documents.isError} />
      <AddDocumentSection />
      <DocumentsSection documents={documents} />
    </Stack>
  );
}
