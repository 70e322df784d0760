import type { SourceAvailability, SourceKind } from '@socratica/contracts';
import { Badge, Group, List, Stack, Text } from '@mantine/core';

/** DESIGN D19's sources by their names as admins know them. */
const SOURCE_NAMES: Record<SourceKind, string> = {
  wikipedia: 'Wikipedia',
  document: 'Documents',
  wordnet: 'WordNet',
  session: 'Learner sessions',
};

/**
 * Which sources the coaches can draw on now (DESIGN D19): each with a Live / Not live badge and the server's
 * sentence on why. Shown on the Sources and Settings tabs alike.
 */
export function SourceAvailabilityList({
  sources,
  notLiveHints = {},
}: {
  sources: readonly SourceAvailability[];
  /** What to do about a source that is not live, where the list stands: the server's sentence cannot know. */
  notLiveHints?: Partial<Record<SourceKind, string>>;
}) {
  if (sources.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The server reported no sources.
      </Text>
    );
  }
  return (
    <List listStyleType="none" spacing="xs" aria-label="Sources">
      {sources.map(({ kind, live, detail }) => (
        <List.Item key={kind} aria-label={SOURCE_NAMES[kind] ?? kind}>
          <Stack gap={2}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {SOURCE_NAMES[kind] ?? kind}
              </Text>
              {/* Dark shades keep the white text above 4.5:1, as EnabledBadge does. */}
              <Badge color={live ? 'teal.9' : 'gray.7'} variant="filled">
                {live ? 'Live' : 'Not live'}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {detail}
              {!live && notLiveHints[kind] && ` ${notLiveHints[kind]}`}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
