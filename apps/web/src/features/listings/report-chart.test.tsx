import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportChart, monthLabel, niceMax } from './report-chart';

const rows = Array.from({ length: 12 }, (_, i) => ({
  month: `2025-${String(i + 1).padStart(2, '0')}`,
  revenue: i === 10 ? 1275 : i * 10,
  fees: 0,
  net: i === 10 ? 1275 : i * 10,
  occupancy: i === 11 ? 100 : 25,
}));

describe('the report chart', () => {
  it('names itself for screen readers and draws a bar and a point for each month', () => {
    const { container } = render(
      <ReportChart
        rows={rows}
        title="Revenue and occupancy of Love Field Crew House"
        description="Monthly revenue from $0 to $1,275"
        labels={{ revenue: 'Revenue', occupancy: 'Occupancy' }}
      />,
    );
    expect(screen.getByRole('img', { name: /Revenue and occupancy of Love Field Crew House/ })).toBeTruthy();
    expect(container.querySelectorAll('rect')).toHaveLength(12);
    expect(container.querySelectorAll('circle')).toHaveLength(12);
    // The scale's top is the next round figure above the best month; the tallest bar reaches near it.
    expect(container.textContent).toContain('$2K');
    expect(container.textContent).toContain('100%');
    expect(container.textContent).toContain('Jan’25');
    const heights = [...container.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[10]);
    expect(heights[0]).toBe(0);
  });

  it('rounds the revenue scale up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 7, 80, 101, 240, 2_600].map(niceMax)).toEqual([100, 10, 100, 200, 250, 5_000]);
  });

  it('labels a month in the reader’s words', () => {
    expect(monthLabel('2025-03')).toBe('Mar 2025');
    expect(monthLabel('2024-12', 'long')).toBe('December 2024');
  });
});
