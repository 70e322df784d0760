import type { SourceDocument } from '@socratica/contracts';
import { Alert, List, Stack, Text } from '@mantine/core';

/**
 * A warning for each document with passages that read like instructions to an AI (decision 044), quoting them
 * so the admin can find and fix them. The coaches still get them only as quoted data, never as instructions.
 */
export function InstructionLikeWarnings({ documents }: { documents: readonly SourceDocument[] }) {
  const flagged = documents.filter((document) => document.instruction_like_passages.length > 0);
  if (flagged.length === 0) return null;
  return (
    <Stack gap="xs">
      {flagged.map((document) => (
        <Alert
          key={document.id}
          color="yellow"
          role="status"
          title={`“${document.title}” has text that reads like instructions to an AI`}
        >
          <Stack gap={4}>
            <Text size="sm">
              The coaches read it as quoted source text and will not obey it, but check that it belongs in the
              document:
            </Text>
            <List size="sm">
              {document.instruction_like_passages.map((passage, i) => (
                <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
                  “{passage}”
                </List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
