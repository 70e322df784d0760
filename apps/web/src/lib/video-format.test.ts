import { describe, expect, it } from 'vitest';
import { formatVideoDuration, formatViewCount } from './video-format';

describe('formatVideoDuration', () => {
  it.each([
    ['PT8M21S', '8:21'],
    ['PT45S', '0:45'],
    ['PT5M', '5:00'],
    ['PT1H', '1:00:00'],
    ['PT1H2M3S', '1:02:03'],
    ['P1DT1M', '24:01:00'],
    ['PT0S', '0:00'],
  ])('%s is %s', (iso, clock) => {
    expect(formatVideoDuration(iso)).toBe(clock);
  });

  it.each([null, '', 'P', 'PT', '8:21', 'PT8M21', 'soon'])('%j is not shown', (iso) => {
    expect(formatVideoDuration(iso)).toBeNull();
  });
});

describe('formatViewCount', () => {
  it('groups the digits and says views', () => {
    expect(formatViewCount(1_234_567)).toBe('1,234,567 views');
    expect(formatViewCount(0)).toBe('0 views');
    expect(formatViewCount(1)).toBe('1 view');
  });

  it('shows nothing for an unknown count', () => {
    expect(formatViewCount(null)).toBeNull();
    expect(formatViewCount(-1)).toBeNull();
  });
});
