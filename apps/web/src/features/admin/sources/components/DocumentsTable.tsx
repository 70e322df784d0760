import type { SourceDocument, SourceDocumentsReply } from '@socratica/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { formatEastern } from '../../../../lib/time';
import { AdminTable } from '../../shell/AdminTable';
import { isRepeatClick } from '../../../../components/act-once';
import { formatDocumentSize } from '../document-size';

const FORMAT_NAMES: Record<SourceDocument['format'], string> = {
  markdown: 'Markdown',
  text: 'Text',
  pdf: 'PDF',
};

const NO_DOCUMENTS_TEXT =
  'No documents yet. Learners are taught from Wikipedia and WordNet until you add one.';

/** 'PDF, 12 pages' for a PDF; the format alone for Markdown and text, which have no pages. */
function formatOf({ format, pages }: SourceDocument): string {
  const name = FORMAT_NAMES[format];
  if (pages === null) return name;
  return `${name}, ${pages} ${pages === 1 ? 'page' : 'pages'}`;
}

/** A topic in full: badges otherwise clip a long topic to an ellipsis and shout it in capitals. */
function TopicBadges({ topics }: { topics: readonly string[] }) {
  return (
    <Group gap={4} wrap="wrap" miw={160} maw={280}>
      {topics.map((topic) => (
        <Badge
          key={topic}
          variant="outline"
          color="indigo.8"
          tt="none"
          styles={{
            // minWidth 0: the admin table keeps other badges whole, but a long topic wraps inside its column.
            root: { height: 'auto', maxWidth: '100%', minWidth: 0, paddingBlock: 2 },
            label: {
              whiteSpace: 'normal',
              overflow: 'visible',
              textOverflow: 'clip',
              overflowWrap: 'anywhere',
            },
          }}
        >
          {topic}
        </Badge>
      ))}
    </Group>
  );
}

interface DocumentsTableProps {
  documents: UseQueryResult<SourceDocumentsReply>;
  /** Whether a row's Delete waits: another change runs, or this row's delete is done. */
  disabled: (documentId: number) => boolean;
  onView: (document: SourceDocument) => void;
  onDelete: (document: SourceDocument) => void;
}

/** The documents added, newest first. */
export function DocumentsTable({ documents, disabled, onView, onDelete }: DocumentsTableProps) {
  const columns: DataTableColumn<SourceDocument>[] = [
    {
      accessor: 'title',
      title: 'Title',
      render: ({ title, file_name }) => (
        <Stack gap={2} miw={160}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {file_name}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'topics', title: 'Topics', render: ({ topics }) => <TopicBadges topics={topics} /> },
    { accessor: 'format', title: 'Format', noWrap: true, render: formatOf },
    {
      accessor: 'passage_count',
      title: 'Passages',
      render: ({ passage_count }) => passage_count.toLocaleString('en-US'),
    },
    { accessor: 'bytes', title: 'Size', noWrap: true, render: ({ bytes }) => formatDocumentSize(bytes) },
    {
      accessor: 'uploaded_at',
      title: 'Uploaded',
      render: ({ uploaded_at, uploaded_by }) => (
        <Stack gap={2}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatEastern(uploaded_at)}
          </Text>
          <Text size="xs" c="dimmed">
            {uploaded_by ? `by ${uploaded_by}` : 'by a removed account'}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      noWrap: true,
      render: (document) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`View passages of ${document.title}`}
            onClick={() => onView(document)}
          >
            View passages
          </Button>
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            aria-label={`Delete ${document.title}`}
            disabled={disabled(document.id)}
            onClick={(event) => {
              if (!isRepeatClick(event)) onDelete(document);
            }}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <AdminTable
      label="Documents"
      columns={columns}
      records={documents.data?.documents}
      query={documents}
      emptyText={NO_DOCUMENTS_TEXT}
      minWidth={1000}
    />
  );
}
