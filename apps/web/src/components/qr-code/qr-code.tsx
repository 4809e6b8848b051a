import { encode } from 'uqr';
import { LIMITS } from '@site/contracts/domain';
import styles from './qr-code.module.css';

/** Light modules around the code so phone cameras find its edges. */
const QUIET_ZONE = 2;

type TQrPath = { path: string; size: number };

/**
 * Codes already drawn, by value: choosing a code's mask scores all eight (a
 * few milliseconds each on a phone), and the same app links show on the home
 * page and in the service bar. Bounded: a page shows a handful of codes.
 */
const drawnCodes = new Map<string, TQrPath>();
const MAX_DRAWN_CODES = 16;

/** The dark modules as one SVG path, a rectangle per horizontal run. */
export const qrPath = (value: string): TQrPath => {
  const drawn = drawnCodes.get(value);
  if (drawn) return drawn;
  const { data, size } = encode(value, { ecc: 'M', border: 0 });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  const code = { path: runs.join(''), size };
  if (drawnCodes.size >= MAX_DRAWN_CODES) drawnCodes.clear();
  drawnCodes.set(value, code);
  return code;
};

type TQrCodeProps = {
  value: string;
  /** The accessible name of the image, e.g. "QR code to download the Android app". */
  label: string;
  size?: number;
};

/** A QR code drawn client-side as SVG (no image request, sharp at any zoom). */
export const QrCode = ({ value, label, size = LIMITS.qrSize.default }: TQrCodeProps) => {
  const qr = qrPath(value);
  const extent = qr.size + QUIET_ZONE * 2;
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <rect className={styles.qrLight} x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} />
      <path className={styles.qrDark} d={qr.path} />
    </svg>
  );
};
