import { Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A step's h2. After the learner moves to a new step it takes the focus, so that keyboard and screen-reader
 * users land at the start of the new content instead of on a button that is gone.
 */
export function StepHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Title ref={ref} order={2} tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}
