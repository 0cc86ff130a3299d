'use client';

import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Modules of white space around the code, as scanners want it. */
const QUIET = 2;

/** The QR code of `value` as SVG (an embed link, a gateway's code to pay): sharp at any size, no image request. */
export function QrSvg({ value, label, size = 168 }: { value: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    return { path: d, extent: modules.size + 2 * QUIET };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-qr={value}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
