/** The portal's mark: a lattice tower with signal arcs, white on the brand blue. */
export function SiteLogoMark({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="#0b5cad" />
      <g stroke="#fff" strokeLinecap="round" strokeLinejoin="round" fill="none">
        <path d="M32 17 L21 54 M32 17 L43 54" strokeWidth="3.2" />
        <path d="M27 34 L37 34 M24.5 44 L39.5 44 M27 34 L39.5 44 M37 34 L24.5 44" strokeWidth="2.2" />
        <path d="M40 11 a11 11 0 0 1 0 12 M24 11 a11 11 0 0 0 0 12" strokeWidth="2.4" />
        <path d="M45 7 a18 18 0 0 1 0 20 M19 7 a18 18 0 0 0 0 20" strokeWidth="2.4" opacity="0.7" />
      </g>
      <circle cx="32" cy="17" r="3.4" fill="#ffc53d" />
    </svg>
  );
}
