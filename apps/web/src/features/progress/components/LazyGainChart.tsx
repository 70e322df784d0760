import { Skeleton, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { GainPoint } from './charts/GainChart';

const GainChart = lazy(() => import('./charts/GainChart').then((module) => ({ default: module.GainChart })));

/** The gain chart loaded on demand, with a caption saying in words what it shows. */
export function LazyGainChart({ points, caption }: { points: GainPoint[]; caption: string }) {
  return (
    <figure style={{ margin: 0 }}>
      <Suspense fallback={<Skeleton h={240} radius="md" />}>
        <GainChart points={points} />
      </Suspense>
      <Text component="figcaption" size="sm" c="gray.8" mt="xs">
        {caption}
      </Text>
    </figure>
  );
}
