/**
 * A QR code drawn as one SVG path from uqr's module matrix (uqr: a small, dependency-free, ESM
 * encoder that tree-shakes to its encoder alone). Drawn by React, not from an SVG string, so no
 * markup is injected; the colours are the theme's, with the light quiet zone scanners need.
 */
import { encode } from 'uqr';

/** The path of the dark modules, one 1x1 square each, merged into horizontal runs. */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) { x += 1; continue; }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}

export function QrCode({ text, label, size = 148 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { ecc: 'M', border: 2 });
  return (
    <svg className="qr-code" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges" data-qr-text={text}>
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={qrPath(data)} fill="#000000" />
    </svg>
  );
}
