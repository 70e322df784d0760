import type { SourcelessTopic } from '@socratica/contracts';
import { Anchor, Card, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatEastern } from '../../../../lib/time';

/**
 * Issue 37: the topics learners started sessions on that have no article or document, so the tutor could
 * check facts only against WordNet. An admin adds a document on one in the Sources tab.
 */
export function SourcelessTopicsCard({ topics }: { topics: SourcelessTopic[] }) {
  return (
    <Card withBorder radius="md" padding="md" role="group" aria-label="Topics asked about with no source">
      <Text fw={600} size="sm" c="gray.8">
        Topics asked about with no source
      </Text>
      {topics.length === 0 ? (
        <Text c="dimmed" size="sm" mt={4}>
          Every topic learners started a session on has an article or a document.
        </Text>
      ) : (
        <>
          <Text c="dimmed" size="sm" mt={4}>
            The tutor found no article or document on these, so it could check facts only against WordNet.
          </Text>
          <Anchor component={Link} to="?tab=sources" size="sm" underline="always" mt={4}>
            Add a document in the Sources tab
          </Anchor>
          <List spacing={4} size="sm" mt="xs">
            {topics.map((t) => (
              <List.Item key={t.topic}>
                <Text span fw={600}>
                  {t.topic}
                </Text>
                : {t.sessions} {t.sessions === 1 ? 'session' : 'sessions'}, latest{' '}
                {formatEastern(t.last_asked_at)}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Card>
  );
}
