import { Badge, Blockquote, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PodcastQuizResult } from '@socratica/contracts';

/** The graded quiz (issue 39): each answer marked in words, the accepted answer, and the line it is from. */
export function QuizResults({ result }: { result: PodcastQuizResult }) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        You got {result.correct} of {result.out_of}
      </Title>
      {result.items.map((item, index) => (
        <Card
          key={item.item_id}
          withBorder
          padding="md"
          component="section"
          aria-label={`Question ${index + 1}`}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={600}>
                {index + 1}. {item.prompt}
              </Text>
              <Badge color={item.correct ? 'teal.9' : 'red.9'} variant="light" style={{ flexShrink: 0 }}>
                {item.correct ? 'Right' : 'Not right'}
              </Badge>
            </Group>
            <Text size="sm">
              Your answer: {item.your_answer === '' ? <em>none given</em> : `“${item.your_answer}”`}
            </Text>
            {!item.correct && item.kind === 'choice' && (
              <Text size="sm">The answer: “{item.accepted_answer}”</Text>
            )}
            <Text size="sm" c="gray.8">
              {item.feedback}
            </Text>
            <Blockquote p="xs" color="gray" cite={`The episode, in “${item.segment_title}”`}>
              <Text size="sm">{item.episode_line}</Text>
            </Blockquote>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
