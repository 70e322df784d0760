import { List, Paper, Stack, Text, Title } from '@mantine/core';

/** A titled list of short texts, saying so plainly when it is empty. */
export function TextList({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Stack gap="xs">
        <Title order={3} size="sm" fw={600} c="gray.8">
          {title}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <List spacing={4} size="sm">
            {items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
