import { SimpleGrid, Text } from '@mantine/core';

/** Short facts as a definition list: a dimmed term above a bold value, in a responsive grid. */
export function FactList({ facts, columns }: { facts: [term: string, value: string][]; columns: number }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: columns }} spacing="sm" component="dl" m={0}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="sm" c="dimmed">
            {term}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
