import type { SourceDocument } from '@socratica/contracts';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { SectionCard } from '../../shell/SectionCard';
import { AddDocumentForm } from './AddDocumentForm';

/** The "Add a document" card; a successful upload starts a fresh, empty form. */
export function AddDocumentSection() {
  // A new key remounts the form: its fields, chosen file and last error all go.
  const [formKey, setFormKey] = useState(0);

  const added = (document: SourceDocument) => {
    setFormKey((key) => key + 1);
    const passages = `${document.passage_count} ${document.passage_count === 1 ? 'passage' : 'passages'}`;
    notifications.show({
      color: 'green',
      message: `The document “${document.title}” was added: ${passages}.`,
    });
  };

  return (
    <SectionCard
      title="Add a document"
      description="Markdown, plain text or a PDF. The coaches quote it by name, with its section."
    >
      <AddDocumentForm key={formKey} onAdded={added} />
    </SectionCard>
  );
}
