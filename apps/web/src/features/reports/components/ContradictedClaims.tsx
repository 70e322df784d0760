import type { EnhancedResults } from '@socratica/contracts';
import { Anchor, Badge, Blockquote, Group, Paper, Stack, Text } from '@mantine/core';
import { ReportSection } from './ReportSection';

/**
 * The claims of the chat that the session's sources contradict (issue 37), each with the source's sentence
 * and link, and whether the learner put it right later. Shown only when there is one: the tutor reads only
 * some claims, so an empty list proves nothing.
 */
export function ContradictedClaims({ results }: { results: EnhancedResults }) {
  const claims = results.contradicted_claims;
  if (claims.length === 0) return null;
  return (
    <ReportSection
      title="Claims from your chat that the sources contradict"
      lead="Each is also one of your knowledge gaps. Read the source's sentence, and follow its link for more."
    >
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {claims.map((claim) => (
          <Paper component="li" key={claim.claim} withBorder radius="md" p="md">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Text fw={600}>You said: “{claim.claim}”</Text>
                <Badge color={claim.corrected ? 'teal.9' : 'red.9'}>
                  {claim.corrected ? 'Corrected later in the chat' : 'Not corrected in the chat'}
                </Badge>
              </Group>
              <Blockquote p="sm" color="gray">
                <Text size="sm">{claim.source_sentence}</Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {claim.source_url ? (
                    <Anchor href={claim.source_url} target="_blank" rel="noopener noreferrer">
                      {claim.source_name}
                    </Anchor>
                  ) : (
                    claim.source_name
                  )}
                </Text>
              </Blockquote>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </ReportSection>
  );
}
