import type { ChartBar } from '../lib/report-chart';

interface ReasonsChartProps {
  bars: ChartBar[];
  /** What the chart shows, read by screen readers (the table below carries every number). */
  label: string;
}

const WIDTH = 400;
const ROW = 44;
const LABEL_HEIGHT = 18;
const BAR_HEIGHT = 16;
const COUNT_WIDTH = 44;

/**
 * Plain SVG bars (no chart library for one chart): one row per reason, its name above a bar as long as its share of
 * the largest count. Names sit above the bars rather than beside them so the drawing stays narrow: at 375 px it is
 * drawn at about its own size and the text stays readable. Long names are cut with an ellipsis; the bar's <title>
 * and the table give them whole.
 */
export function ReasonsChart({ bars, label }: ReasonsChartProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  const barSpace = WIDTH - COUNT_WIDTH;
  const clip = (text: string) => (text.length > 52 ? `${text.slice(0, 51)}…` : text);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`}
      width="100%"
      style={{ maxWidth: 520, display: 'block' }}
    >
      {bars.map((bar, index) => {
        const y = index * ROW;
        const width = Math.max(2, (bar.count / max) * barSpace);
        return (
          <g key={bar.label} aria-hidden="true">
            <title>{`${bar.label}: ${bar.shown ?? bar.count}`}</title>
            <text x={0} y={y + LABEL_HEIGHT - 4} fontSize="13" fill="currentColor">
              {clip(bar.label)}
            </text>
            <rect
              x={0}
              y={y + LABEL_HEIGHT}
              width={width}
              height={BAR_HEIGHT}
              rx="3"
              fill="var(--mantine-primary-color-filled)"
            />
            <text x={width + 6} y={y + LABEL_HEIGHT + BAR_HEIGHT - 3} fontSize="13" fill="currentColor">
              {bar.shown ?? bar.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
