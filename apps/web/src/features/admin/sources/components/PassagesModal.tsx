import type { SourceDocument } from '@socratica/contracts';
import { Badge, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { errorText } from '../../../../lib/api-error';
import { ResponsiveModal } from '../../../../components/ResponsiveModal';
import { useSourcePassagesQuery } from '../api/source-passages';

/**
 * A document's passages as the coaches see them, each under its section path. Passages are untrusted text
 * (DESIGN D19): they are shown as plain text, never as HTML or Markdown.
 */
export function PassagesModal({ document, onClose }: { document: SourceDocument; onClose: () => void }) {
  const passages = useSourcePassagesQuery(document.id);
  let content;
  if (passages.isPending) {
    content = <Loader size="sm" role="status" aria-label="Loading passages…" />;
  } else if (passages.isError) {
    content = (
      <Stack gap="xs" align="flex-start">
        <ErrorAlert>Failed to load passages: {errorText(passages.error)}</ErrorAlert>
        <Button
          size="xs"
          variant="default"
          loading={passages.isFetching}
          onClick={() => void passages.refetch()}
        >
          Try again
        </Button>
      </Stack>
    );
  } else if (passages.data.passages.length === 0) {
    content = <Text size="sm">This document has no passages.</Text>;
  } else {
    content = (
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {passages.data.passages.map((passage, index) => (
          <Stack
            key={passage.ordinal}
            component="li"
            gap={4}
            aria-label={`Passage ${passage.ordinal}`}
            pt={index > 0 ? 'sm' : 0}
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <Title order={3} size="h6" style={{ overflowWrap: 'anywhere' }}>
              {passage.section_path || 'Untitled section'}
              {passage.page !== null && `, p. ${passage.page}`}
            </Title>
            {passage.instruction_like && (
              <Badge color="yellow" variant="light" style={{ alignSelf: 'flex-start' }}>
                Reads like instructions to an AI
              </Badge>
            )}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {passage.body}
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <ResponsiveModal opened onClose={onClose} title={`Passages of “${document.title}”`} size="xl">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {document.passage_count} {document.passage_count === 1 ? 'passage' : 'passages'} from{' '}
          {document.file_name}
        </Text>
        {content}
      </Stack>
    </ResponsiveModal>
  );
}
