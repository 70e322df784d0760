import type { SourceDocument, SourceDocumentsReply } from '@socratica/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useGuardedChange } from '../../shell/guarded-change';
import { RefreshButton } from '../../shell/RefreshButton';
import { actionFailureText } from '../../shell/admin-failure-text';
import { SectionCard } from '../../shell/SectionCard';
import { useDeleteSourceDocumentMutation } from '../api/delete-source-document';
import { DocumentsTable } from './DocumentsTable';
import { InstructionLikeWarnings } from './InstructionLikeWarnings';
import { PassagesModal } from './PassagesModal';

/** The documents added, newest first, with View passages and Delete. */
export function DocumentsSection({ documents }: { documents: UseQueryResult<SourceDocumentsReply> }) {
  const remove = useDeleteSourceDocumentMutation();
  const guarded = useGuardedChange();
  const [viewing, setViewing] = useState<SourceDocument | null>(null);

  const askDelete = (document: SourceDocument) =>
    guarded.confirm({
      key: document.id,
      title: `Delete “${document.title}”?`,
      message: `Learners will no longer be taught from “${document.title}”. This action cannot be undone.`,
      confirmLabel: 'Delete document',
      change: () => remove.mutateAsync(document.id),
      failure: (error) => actionFailureText('Failed to delete document', error),
    });

  return (
    <SectionCard
      title="Documents"
      description="Newest first. Each is cut into passages by its headings; the coaches quote a passage with its section."
      action={
        <RefreshButton refreshing={documents.isRefetching} onRefresh={() => void documents.refetch()} />
      }
    >
      <InstructionLikeWarnings documents={documents.data?.documents ?? []} />
      <DocumentsTable
        documents={documents}
        disabled={guarded.disabled}
        onView={setViewing}
        onDelete={askDelete}
      />
      {viewing && <PassagesModal document={viewing} onClose={() => setViewing(null)} />}
    </SectionCard>
  );
}
