import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GainChart } from './GainChart';

describe('GainChart', () => {
  it('renders as a picture kept away from assistive technology and the tab order', () => {
    // jsdom has no layout, so recharts warns that its container measures 0 × 0.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <MantineProvider>
        <GainChart
          points={[
            { name: '6 Apr', g: 0.5 },
            { name: '9 Apr', g: -0.25 },
          ]}
        />
      </MantineProvider>,
    );

    const chart = container.querySelector('.mantine-LineChart-root')!;
    expect(chart).not.toBeNull();
    expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelectorAll('[tabindex]:not([tabindex="-1"]), a, button')).toHaveLength(0);
  });
});
