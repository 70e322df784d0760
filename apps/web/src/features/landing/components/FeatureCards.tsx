import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconClockHour4, IconHeadphones, IconMessageQuestion } from '@tabler/icons-react';
import type { ComponentType } from 'react';

interface Feature {
  title: string;
  text: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

const FEATURES: Feature[] = [
  {
    title: 'Time-boxed learning',
    text: 'Choose 5 to 60 minutes. Socratica splits it between a baseline, tutoring and a final check.',
    icon: IconClockHour4,
  },
  {
    title: 'Socratic AI tutor',
    text: 'The tutor asks questions that lead you to the answer, and paces itself to your remaining time.',
    icon: IconMessageQuestion,
  },
  {
    title: 'Measure what you learned',
    text: 'A post-assessment and a report compare where you started with where you finished.',
    icon: IconChartBar,
  },
  {
    title: 'Educational podcasts',
    text: 'Listen to short episodes on your topics, on the go or in your podcast app.',
    icon: IconHeadphones,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title">
      <Title id="features-title" order={2} mb="md">
        How Socratica helps you learn
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <Card key={title} withBorder radius="md" padding="lg">
            <ThemeIcon variant="light" size={44} radius="md" mb="md" aria-hidden>
              <Icon size={24} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {title}
            </Title>
            <Text size="sm" c="gray.8">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
