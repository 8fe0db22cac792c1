import type { ChartBar } from '../lib/report-chart';

interface ReasonsChartProps {
  bars: ChartBar[];
  /** What the chart shows, read by screen readers (the table below carries every number). */
  label: string;
}

const ROW = 28;
const LABEL_WIDTH = 220;
const COUNT_WIDTH = 48;
const WIDTH = 640;

/**
 * Plain SVG bars (no chart library for one chart): one row per reason, the longest bar the largest count. The viewBox
 * scales it to the page width; names longer than the label column are cut with an ellipsis and given in full by the
 * bar's <title>.
 */
export function ReasonsChart({ bars, label }: ReasonsChartProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  const barSpace = WIDTH - LABEL_WIDTH - COUNT_WIDTH;
  const clip = (text: string) => (text.length > 30 ? `${text.slice(0, 29)}…` : text);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${bars.length * ROW + 8}`}
      width="100%"
      style={{ maxWidth: WIDTH, display: 'block' }}
    >
      {bars.map((bar, index) => {
        const y = index * ROW + 4;
        const width = Math.max(2, (bar.count / max) * barSpace);
        return (
          <g key={bar.label} aria-hidden="true">
            <title>{`${bar.label}: ${bar.count}`}</title>
            <text
              x={LABEL_WIDTH - 8}
              y={y + ROW / 2}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize="13"
              fill="currentColor"
            >
              {clip(bar.label)}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y + 4}
              width={width}
              height={ROW - 8}
              rx="3"
              fill="var(--mantine-primary-color-filled)"
            />
            <text
              x={LABEL_WIDTH + width + 6}
              y={y + ROW / 2}
              dominantBaseline="middle"
              fontSize="13"
              fill="currentColor"
            >
              {bar.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
