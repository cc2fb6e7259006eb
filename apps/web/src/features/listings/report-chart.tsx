// A crashpad's last 12 months as a small chart (docs/decisions/022): revenue as bars on the left scale,
// occupancy as a line on the right scale (0–100 %). Drawn as SVG, no chart library; the table beside it in the
// modal carries the same figures for screen readers.
import { useId } from 'react';
import type { ListingReportRow } from '@crashpad/shared/api/rentals';
import classes from './report.module.css';

const WIDTH = 360;
const HEIGHT = 210;
const PLOT = { left: 44, right: WIDTH - 34, top: 12, bottom: HEIGHT - 32 };

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** "2025-03" → its UTC month's first instant. */
const monthDate = (month: string) => {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, index! - 1, 1));
};

/** "2025-03" → "Mar 2025" (long: "March 2025"). */
export function monthLabel(month: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat('en-US', { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    monthDate(month),
  );
}

/** The top of the revenue scale: 1, 2, 2.5 or 5 times a power of ten at or above the largest month. */
export function niceMax(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((m) => m >= value)!;
}

type Props = { rows: ListingReportRow[]; title: string; description: string; labels: ChartLabels };
export type ChartLabels = { revenue: string; occupancy: string };

export function ReportChart({ rows, title, description, labels }: Props) {
  const id = useId();
  const top = niceMax(Math.max(...rows.map((r) => r.revenue)));
  const step = (PLOT.right - PLOT.left) / Math.max(rows.length, 1);
  const x = (i: number) => PLOT.left + step * (i + 0.5);
  const height = PLOT.bottom - PLOT.top;
  const yRevenue = (v: number) => PLOT.bottom - (v / top) * height;
  const yOccupancy = (v: number) => PLOT.bottom - (v / 100) * height;
  const barWidth = step * 0.6;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        className={classes.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, 0.5, 1].map((f) => {
          const y = PLOT.bottom - f * height;
          return (
            <g key={f}>
              <line className={classes.grid} x1={PLOT.left} x2={PLOT.right} y1={y} y2={y} />
              <text className={classes.axis} x={PLOT.left - 4} y={y + 3} textAnchor="end">
                {compactDollars.format(top * f)}
              </text>
              <text className={classes.axis} x={PLOT.right + 4} y={y + 3}>
                {`${100 * f}%`}
              </text>
            </g>
          );
        })}
        {rows.map((r, i) => (
          <rect
            key={r.month}
            className={classes.bar}
            x={x(i) - barWidth / 2}
            y={yRevenue(r.revenue)}
            width={barWidth}
            height={PLOT.bottom - yRevenue(r.revenue)}
          />
        ))}
        <polyline
          className={classes.line}
          points={rows.map((r, i) => `${x(i)},${yOccupancy(r.occupancy)}`).join(' ')}
        />
        {rows.map((r, i) => (
          <circle key={r.month} className={classes.dot} cx={x(i)} cy={yOccupancy(r.occupancy)} r={3} />
        ))}
        {rows.map((r, i) => {
          const date = monthDate(r.month);
          // The year under the first month and under each January.
          const year = i === 0 || date.getUTCMonth() === 0;
          return (
            <text key={r.month} className={classes.axis} x={x(i)} y={PLOT.bottom + 13} textAnchor="middle">
              {shortMonth.format(date)}
              {year && (
                <tspan x={x(i)} dy={11}>
                  {`’${String(date.getUTCFullYear()).slice(2)}`}
                </tspan>
              )}
            </text>
          );
        })}
      </svg>
      <figcaption>
        <ul className={classes.legend}>
          <li>
            <span className={`${classes.swatch} ${classes.swatchBar}`} aria-hidden />
            {labels.revenue}
          </li>
          <li>
            <span className={`${classes.swatch} ${classes.swatchLine}`} aria-hidden />
            {labels.occupancy}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
