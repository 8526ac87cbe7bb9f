const MODULES = 21;
const FINDER = 7;

/** Small deterministic generator (FNV-1a seed, xorshift): same picture on server and client. */
const patternFor = (seedText: string): boolean[] => {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  return Array.from({ length: MODULES * MODULES }, () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    seed >>>= 0;
    return seed % 100 < 46;
  });
};

const inFinder = (x: number, y: number) =>
  (x < FINDER + 1 && y < FINDER + 1) ||
  (x >= MODULES - FINDER - 1 && y < FINDER + 1) ||
  (x < FINDER + 1 && y >= MODULES - FINDER - 1);

const finderPath = (left: number, top: number) =>
  `M${left} ${top}h7v7h-7z M${left + 1} ${top + 1}v5h5v-5z M${left + 2} ${top + 2}h3v3h-3z`;

/**
 * A QR-like square standing in for the real code until the image exists. It is not scannable; the
 * label under it says what it is.
 */
export function QrPlaceholder({ seed, label, size = 88 }: { seed: string; label: string; size?: number }) {
  const pattern = patternFor(seed);
  let modules = '';
  pattern.forEach((dark, index) => {
    const x = index % MODULES;
    const y = Math.floor(index / MODULES);
    if (dark && !inFinder(x, y)) modules += `M${x} ${y}h1v1h-1z`;
  });
  const finders = [finderPath(0, 0), finderPath(MODULES - FINDER, 0), finderPath(0, MODULES - FINDER)].join(
    ' ',
  );

  return (
    <svg width={size} height={size} viewBox="-1.5 -1.5 24 24" role="img" aria-label={label}>
      <rect x="-1.5" y="-1.5" width="24" height="24" fill="#fff" />
      <path d={finders} fill="#10243e" fillRule="evenodd" />
      <path d={modules} fill="#10243e" />
    </svg>
  );
}
