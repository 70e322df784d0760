import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  /** One line under the title. */
  lead?: ReactNode;
  children?: ReactNode;
}

/** The one h1 of a page, also used as the browser tab's title. */
export function Page({ title, lead, children }: PageProps) {
  useDocumentTitle(`${title} · Socratica`);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>{title}</Title>
        {lead && (
          <Text size="lg" c="gray.8">
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
