// Loaded lazily (LazyReportCharts): recharts and the charts' styles stay out of every other page.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface ChartBar {
  name: string;
  value: number;
}

const percent = (value: number) => `${Number(value.toFixed(1))}%`;

/**
 * Bars on a 0–100 scale. The figures are also written out beside the chart, so the chart is hidden from
 * assistive technology and kept out of the tab order (recharts' keyboard layer is off).
 */
export function PercentBarChart({ bars, horizontal = false }: { bars: ChartBar[]; horizontal?: boolean }) {
  return (
    <div aria-hidden>
      <BarChart
        h={Math.max(180, horizontal ? bars.length * 56 : 220)}
        data={bars}
        dataKey="name"
        series={[{ name: 'value', label: 'Score', color: 'indigo.7' }]}
        orientation={horizontal ? 'vertical' : 'horizontal'}
        withTooltip={false}
        withBarValueLabel
        valueFormatter={percent}
        accessibilityLayer={false}
        gridAxis={horizontal ? 'x' : 'y'}
        xAxisProps={horizontal ? { domain: [0, 100] } : undefined}
        yAxisProps={horizontal ? { width: 120 } : { domain: [0, 100] }}
        maxBarWidth={64}
        textColor="gray.8"
      />
    </div>
  );
}
