import { Center, Loader } from '@mantine/core';

/** A centred spinner whose label screen readers announce. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="50vh" p="xl">
      <Loader role="status" aria-label={label} aria-live="polite" />
    </Center>
  );
}
