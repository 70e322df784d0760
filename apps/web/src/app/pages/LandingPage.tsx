import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AiCoachStatus } from '../../features/health/components/AiCoachStatus';
import { FeatureCards } from '../../features/landing/components/FeatureCards';
import { LandingHero } from '../../features/landing/components/LandingHero';

export function LandingPage() {
  useDocumentTitle('Socratica: learn anything in the time you have');
  return (
    <Stack gap={48}>
      <LandingHero footer={<AiCoachStatus />} />
      <FeatureCards />
    </Stack>
  );
}
