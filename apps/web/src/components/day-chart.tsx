// Counts by UTC day as an area chart (@mantine/charts, drawn by recharts): the admin's analytics and a
// listing's views (docs/decisions/064-page-view-analytics.md). Loaded only with the pages and modals that draw
// it — the admin's analytics page, a listing's reports — so no other page carries the chart library. A table
// beside it carries the same figures for screen readers and for reading exact numbers.
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { MONTHS } from '../lib/short-dates';

export type DaySeries = { name: string; label: string; color: string };

/** "2026-11-30" → "Nov 30" */
export function dayLabel(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${date}`;
}

const count = (n: number) => n.toLocaleString('en-US');

type Props = {
  /** one row a day, oldest first: `day` (YYYY-MM-DD) and a number for each series */
  data: ({ day: string } & Record<string, number | string>)[];
  series: DaySeries[];
  /** what the chart shows, for assistive technology */
  label: string;
  height?: number;
};

export default function DayChart({ data, series, label, height = 260 }: Props) {
  return (
    <figure style={{ margin: 0 }} aria-label={label} role="img">
      <AreaChart
        h={height}
        data={data}
        dataKey="day"
        series={series}
        curveType="linear"
        withLegend
        withDots={data.length <= 31}
        fillOpacity={0.15}
        valueFormatter={count}
        xAxisProps={{ tickFormatter: dayLabel, minTickGap: 24 }}
        yAxisProps={{ allowDecimals: false, width: 48 }}
        tooltipProps={{ labelFormatter: (day: unknown) => dayLabel(String(day)) }}
      />
    </figure>
  );
}
