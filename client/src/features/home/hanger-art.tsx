/** A coat hanger in gold hairlines, for the clothing tile. */
export function HangerArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 300"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="#c6a15b"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M200 126 L200 110 C200 100 218 98 218 82 C218 70 209 62 200 62 C190 62 182 69 182 79" strokeWidth="2" />
      <path d="M200 126 L62 206 Q50 214 64 218 L336 218 Q350 214 338 206 Z" strokeWidth="2" />
      <path d="M76 212 L324 212" strokeWidth="0.75" strokeOpacity="0.5" />
      <circle cx="200" cy="126" r="3" fill="#c6a15b" stroke="none" />
      <path d="M120 250 L280 250" strokeWidth="0.75" strokeOpacity="0.35" />
    </svg>
  );
}
