/** A communication tower beside a broken signal: the picture of the 404 and error pages. */
export function LostTowerIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" role="img" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="214" rx="132" ry="14" fill="#e3ebf5" />
      <g stroke="#0b5cad" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" fill="none">
        <path d="M160 34 L124 210 M160 34 L196 210" />
        <path d="M146 102 L174 102 M137 146 L183 146 M129 186 L191 186" />
        <path d="M146 102 L183 146 M174 102 L137 146 M137 146 L191 186 M183 146 L129 186" strokeWidth="3" />
        <path d="M142 62 L178 62" />
      </g>
      <circle cx="160" cy="30" r="8" fill="#0b5cad" />
      <g stroke="#8fb3da" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M186 18 a34 34 0 0 1 0 24" />
        <path d="M200 8 a52 52 0 0 1 0 44" strokeDasharray="8 9" />
        <path d="M134 18 a34 34 0 0 0 0 24" />
        <path d="M120 8 a52 52 0 0 0 0 44" strokeDasharray="8 9" />
      </g>
      <g fill="#f0a020">
        <circle cx="246" cy="84" r="22" />
      </g>
      <path d="M246 70 L246 88" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <circle cx="246" cy="98" r="3.2" fill="#fff" />
    </svg>
  );
}
