import type { EnhancedResults } from '@socratica/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { reportLists } from '../report-lists';
import { ReportSection } from './ReportSection';

export function NextSteps({ results }: { results: EnhancedResults }) {
  const { nextSteps } = reportLists(results);
  return (
    <ReportSection title="Recommended Next Steps">
      {nextSteps.length === 0 ? (
        <Text c="dimmed">No next steps yet.</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {nextSteps.map((step) => (
            <Paper component="li" key={step.title} withBorder radius="md" p="md">
              <Title order={3} size="h5">
                {step.title}
              </Title>
              {step.description && <Text mt={4}>{step.description}</Text>}
            </Paper>
          ))}
        </Stack>
      )}
    </ReportSection>
  );
}
