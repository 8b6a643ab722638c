import type { SVGProps } from 'react';

/** A bezel drawn in hairlines — minute track, hour markers, rings — echoing the home page's dial. Decorative. */
export function HeroOrnament(props: SVGProps<SVGSVGElement>) {
  const ticks = Array.from({ length: 60 }, (_, minute) => minute);
  return (
    <svg viewBox="0 0 400 400" fill="none" stroke="currentColor" aria-hidden="true" focusable="false" {...props}>
      <circle cx="200" cy="200" r="196" strokeWidth="0.75" />
      <circle cx="200" cy="200" r="172" strokeWidth="0.5" opacity="0.6" />
      <circle cx="200" cy="200" r="120" strokeWidth="0.5" opacity="0.35" />
      {ticks.map((minute) => (
        <line
          key={minute}
          x1="200"
          y1={minute % 5 === 0 ? 30 : 32}
          x2="200"
          y2={minute % 5 === 0 ? 52 : 40}
          strokeWidth={minute % 5 === 0 ? 1.5 : 0.6}
          transform={`rotate(${minute * 6} 200 200)`}
        />
      ))}
    </svg>
  );
}
