'use client';

import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The QR code of a URL, drawn in the browser as a PNG data URL. */
export function ShareQrCode({ url, label, size = 168 }: { url: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(url, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' })
      .then((data) => live && setSrc(data))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [url, size]);
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a generated data URL
    <img src={src} alt={label} width={size} height={size} data-testid="share-qr" />
  ) : (
    <div style={{ width: size, height: size }} aria-hidden />
  );
}
