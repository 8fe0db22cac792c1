import { create } from 'qrcode';
import { useMemo } from 'react';

/** Four modules of white round the symbol: what ISO/IEC 18004 asks of a reader's quiet zone. */
const QUIET = 4;

/**
 * A QR code drawn in the browser as inline SVG (issue 48): `qrcode` only computes the modules, React draws them as
 * one path, so no markup string is injected. Black on white whatever the theme, so a counter's scanner reads it.
 * This file is imported by the protocol detail only, so the encoder stays in that route's chunk.
 */
export function QrCode({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  const { path, total } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
      }
    }
    return { path: d, total: modules.size + QUIET * 2 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${total} ${total}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ background: '#fff', flex: 'none' }}
      data-testid="shipment-qr"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
