import { Flex } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMobileLayout } from '../hooks/use-quiz-layout';

/** A step's buttons: in a row, or stacked at full width on a phone so each is easy to hit. */
export function StepActions({ children }: { children: ReactNode }) {
  const mobile = useMobileLayout();
  return (
    <Flex
      direction={mobile ? 'column' : 'row'}
      align={mobile ? 'stretch' : 'center'}
      justify="space-between"
      gap="sm"
      wrap="wrap"
    >
      {children}
    </Flex>
  );
}
