import { useEffect, useState } from 'react';
import { qrModules, qrPath, qrSide, type QrModules } from '@/lib/qrCode';

/**
 * A QR code for `url`, drawn as inline SVG (no image file or data: address for the CSP to allow).
 * `onReady` is called once it is drawn.
 */
export function QrCode({ url, label, onReady }: { url: string; label: string; onReady?: () => void }) {
  const [code, setCode] = useState<{ url: string; modules: QrModules } | null>(null);
  const modules = code?.url === url ? code.modules : null;

  useEffect(() => {
    let current = true;
    qrModules(url)
      .then((made) => {
        if (current) setCode({ url, modules: made });
      })
      .catch((error: unknown) => console.error('The QR code could not be made', error));
    return () => {
      current = false;
    };
  }, [url]);

  useEffect(() => {
    if (modules) onReady?.();
  }, [modules, onReady]);

  if (!modules) {
    return <div className="aspect-square w-full animate-pulse rounded-md bg-sand-dark" aria-hidden="true" />;
  }
  const side = qrSide(modules);
  return (
    <svg
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      data-url={url}
      shapeRendering="crispEdges"
      className="block aspect-square w-full"
    >
      <rect width={side} height={side} className="fill-white" />
      <path d={qrPath(modules)} className="fill-ink" />
    </svg>
  );
}
