// Loaded lazily (LazyGainChart): recharts and the charts' styles stay out of every other page.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';

export interface GainPoint {
  /** The session's date, as the x axis reads it. */
  name: string;
  g: number;
}

/** Hake (1998): typical normalised gains of lectures and of interactive teaching, over whole courses. */
const HAKE_LINES = [
  { y: 0.23, label: 'Lectures 0.23', color: 'gray.6' },
  { y: 0.48, label: 'Interactive 0.48', color: 'teal.7' },
];

/**
 * The normalised gain of each measured session, in order, against Hake's two figures. The same figures are
 * in the table beside it, so the chart is hidden from assistive technology and kept out of the tab order.
 */
export function GainChart({ points }: { points: GainPoint[] }) {
  const lowest = Math.min(0, ...points.map((p) => p.g));
  return (
    <div aria-hidden>
      <LineChart
        h={240}
        data={points}
        dataKey="name"
        series={[{ name: 'g', label: 'Gain g', color: 'indigo.7' }]}
        curveType="linear"
        withTooltip={false}
        withPointLabels
        accessibilityLayer={false}
        referenceLines={HAKE_LINES.map((line) => ({ ...line, labelPosition: 'insideBottomRight' }))}
        yAxisProps={{ domain: [Math.floor(lowest * 10) / 10, 1], width: 36 }}
        // Room at both ends, so the first and last points and their labels are not cut off.
        xAxisProps={{ padding: { left: 24, right: 24 } }}
        valueFormatter={(value) => value.toFixed(2)}
        dotProps={{ r: 5 }}
        strokeWidth={2.5}
        gridAxis="y"
        textColor="gray.8"
      />
    </div>
  );
}
