import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_PAGES,
  SourceDocumentFields,
  type SourceDocument,
} from '@socratica/contracts';
import { Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useSchemaForm } from '../../../../lib/schema-form';
import { actionFailureText } from '../../shell/admin-failure-text';
import { useUploadSourceDocumentMutation } from '../api/upload-source-document';
import { formatDocumentSize, formatLimit } from '../document-size';

/** What the file picker offers: by extension, and by type for systems that go by type. */
const ACCEPTED_FILES = '.md,.markdown,.txt,.pdf,text/markdown,text/plain,application/pdf';

const LIMITS_HINT =
  `Markdown, text or PDF, up to ${formatLimit(MAX_DOCUMENT_BYTES)} and ${MAX_DOCUMENT_PAGES} pages. ` +
  'PDFs need selectable text; scanned pages are not read.';

/** Why a chosen file cannot be sent, or null when it may be. The server checks again, and reads the file. */
function fileProblem(file: File | null): string | null {
  if (!file) return 'Choose a file to upload.';
  if (file.size > MAX_DOCUMENT_BYTES) {
    return `The file is ${formatDocumentSize(file.size)}; a document can be at most ${formatLimit(MAX_DOCUMENT_BYTES)}.`;
  }
  return null;
}

/**
 * Title and topics are checked by the contract's own schema before anything is sent, and the file by its size;
 * a refused upload keeps everything typed and shows the server's reason.
 */
export function AddDocumentForm({ onAdded }: { onAdded: (document: SourceDocument) => void }) {
  const upload = useUploadSourceDocumentMutation();
  const form = useSchemaForm(SourceDocumentFields, { title: '', topics: '' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? fileProblem(chosen) : null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    const fields = form.validate();
    const problem = fileProblem(file);
    setFileError(problem);
    if (fields === null || problem !== null || file === null) return;
    upload.mutate({ ...fields, file }, { onSuccess: onAdded });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a document">
      <Stack gap="sm">
        <TextInput label="Title" required maxLength={200} {...form.text('title')} />
        <TextInput
          label="Topics"
          description="Comma-separated. Learners whose topic matches one of these are taught from this document first."
          placeholder="Photosynthesis, plant biology"
          required
          {...form.text('topics')}
        />
        <FileInput
          label="File"
          description={LIMITS_HINT}
          accept={ACCEPTED_FILES}
          required
          clearable
          value={file}
          onChange={chooseFile}
          error={fileError}
          leftSection={<IconUpload size={16} aria-hidden />}
          fileInputProps={{ 'aria-label': 'Document file' }}
        />
        {upload.error && (
          <ErrorAlert>{actionFailureText('Failed to add the document', upload.error)}</ErrorAlert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={upload.isPending} disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Add document'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
