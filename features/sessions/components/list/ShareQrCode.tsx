'use client';

import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `url`, drawn in the browser as a PNG data URL. */
export function ShareQrCode({ url, alt, size = 180 }: { url: string; alt: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }).then(
      (src) => live && setDrawn({ url, src }),
      () => live && setDrawn(null),
    );
    return () => {
      live = false;
    };
  }, [url, size]);
  if (drawn?.url !== url) return <Skeleton width={size} height={size} />;
  // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn here, nothing to optimise
  return <img src={drawn.src} alt={alt} width={size} height={size} data-share-qr={url} />;
}
