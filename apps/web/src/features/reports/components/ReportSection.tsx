import { Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface ReportSectionProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** One of the report's six sections: a landmark named by its h2. */
export function ReportSection({ title, lead, children }: ReportSectionProps) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Stack gap={4}>
        <Title id={id} order={2}>
          {title}
        </Title>
        {lead && (
          <Text component="div" c="dimmed">
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
