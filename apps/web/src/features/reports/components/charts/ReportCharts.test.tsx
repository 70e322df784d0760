import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PercentBarChart } from './ReportCharts';

describe('PercentBarChart', () => {
  it('renders as a picture kept away from assistive technology and the tab order', () => {
    // jsdom has no layout, so recharts warns that its container measures 0 × 0.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <MantineProvider>
        <PercentBarChart
          bars={[
            { name: 'Pre-assessment', value: 40 },
            { name: 'Post-assessment', value: 75 },
          ]}
        />
      </MantineProvider>,
    );

    const chart = container.querySelector('.mantine-BarChart-root')!;
    expect(chart).not.toBeNull();
    expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelectorAll('[tabindex]:not([tabindex="-1"]), a, button')).toHaveLength(0);
  });
});
