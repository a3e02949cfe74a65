import { useId } from 'react';
import type { InsightsDay } from '../../domain/insights/insights';
import * as styles from './InsightsView.css';

const width = 640;
const height = 200;
const left = 32;
const bottom = 22;
const top = 8;

/** "Dec 2": a UTC day as the chart's axis and table say it. */
export const dayText = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Runs per day as stacked bars (completed, failed, the rest: cancelled or under way), drawn as SVG:
 * the picture is one image named by its summary, and the table beside it holds every figure.
 */
export function RunsPerDayChart({ days, caption }: { days: readonly InsightsDay[]; caption: string }) {
  const titleId = useId();
  const tableId = useId();
  const most = Math.max(1, ...days.map((day) => day.runs));
  const slot = (width - left) / Math.max(1, days.length);
  const barWidth = Math.max(1, slot * 0.7);
  const scale = (count: number) => (count / most) * (height - top - bottom);
  const busiest = days.reduce<InsightsDay | null>((best, day) => (best === null || day.runs > best.runs ? day : best), null);
  const total = days.reduce((sum, day) => sum + day.runs, 0);
  const summary = `${caption}: ${total} runs over ${days.length} days${busiest && busiest.runs > 0 ? `, most on ${dayText(busiest.date)} (${busiest.runs})` : ''}.`;
  const labelEvery = Math.ceil(days.length / 8);
  return (
    <div className={styles.chartAndTable}>
      <figure className={styles.chartFigure}>
        <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} aria-describedby={tableId} data-testid="runs-per-day-chart">
          <title id={titleId}>{summary}</title>
          <line className={styles.axis} x1={left} x2={width} y1={height - bottom} y2={height - bottom} />
          <text className={styles.axisText} x={left - 4} y={top + 8} textAnchor="end">
            {most}
          </text>
          <text className={styles.axisText} x={left - 4} y={height - bottom} textAnchor="end">
            0
          </text>
          {days.map((day, index) => {
            const x = left + index * slot + (slot - barWidth) / 2;
            const base = height - bottom;
            const completed = scale(day.completed);
            const failed = scale(day.failed);
            const other = scale(day.runs - day.completed - day.failed);
            return (
              <g key={day.date} data-testid="runs-per-day-bar" data-runs={day.runs}>
                <rect className={styles.barCompleted} x={x} width={barWidth} y={base - completed} height={completed} />
                <rect className={styles.barFailed} x={x} width={barWidth} y={base - completed - failed} height={failed} />
                <rect className={styles.barOther} x={x} width={barWidth} y={base - completed - failed - other} height={other} />
                {index % labelEvery === 0 ? (
                  <text className={styles.axisText} x={x + barWidth / 2} y={height - 6} textAnchor="middle">
                    {dayText(day.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
        <ul className={styles.legend} aria-hidden="true">
          <li>
            <span className={styles.swatchCompleted} />
            Completed
          </li>
          <li>
            <span className={styles.swatchFailed} />
            Failed
          </li>
          <li>
            <span className={styles.swatchOther} />
            Cancelled or under way
          </li>
        </ul>
      </figure>
      <div className={styles.tableScroll} role="region" aria-labelledby={tableId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={tableId} className="visually-hidden">
            {caption}, each day
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Day
              </th>
              <th scope="col" className={styles.numberCell}>
                Runs
              </th>
              <th scope="col" className={styles.numberCell}>
                Completed
              </th>
              <th scope="col" className={styles.numberCell}>
                Failed
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row" className={styles.cell}>
                  <time dateTime={day.date}>{dayText(day.date)}</time>
                </th>
                <td className={styles.numberCell}>{day.runs}</td>
                <td className={styles.numberCell}>{day.completed}</td>
                <td className={styles.numberCell}>{day.failed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
