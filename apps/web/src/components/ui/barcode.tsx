import { code128Bars } from '../../lib/code128';

/** Quiet zone each side, in modules: a reader needs 10 clear modules to find the symbol's edges. */
const QUIET = 10;

interface BarcodeProps {
  value: string;
  /** What a screen reader reads instead of the bars. */
  label: string;
  /** One module's width in CSS pixels when printed (2 px ≈ 0.5 mm). */
  moduleWidth?: number;
  height?: number;
}

/** A Code 128 barcode as inline SVG: black bars on white whatever the theme, crisp at any zoom and on paper. */
export function Barcode({ value, label, moduleWidth = 2, height = 64 }: BarcodeProps) {
  const { bars, width } = code128Bars(value);
  const total = width + QUIET * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${total} ${height}`}
      width={total * moduleWidth}
      height={height}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      style={{ background: '#fff', maxWidth: '100%' }}
    >
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x + QUIET} y={0} width={bar.width} height={height} fill="#000" />
      ))}
    </svg>
  );
}
