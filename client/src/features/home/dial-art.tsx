import { useId } from 'react';
import { css, keyframes } from '@emotion/react';

const sweep = keyframes`to { transform: rotate(360deg); }`;

const ticks = Array.from({ length: 60 }, (_, i) => i);

/**
 * A watch dial drawn in gold hairlines: the hero's "photograph". Vector, so it
 * costs a few hundred bytes instead of an image request and never blurs.
 */
export function DialArt({ className }: { className?: string }) {
  const glowId = `dial-glow${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 400 400" className={className} aria-hidden="true" focusable="false" fill="none">
      <defs>
        <radialGradient id={glowId} cx="50%" cy="45%" r="55%">
          <stop offset="0%" stopColor="#c6a15b" stopOpacity="0.16" />
          <stop offset="100%" stopColor="#c6a15b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="200" r="198" fill={`url(#${glowId})`} />
      <g stroke="#c6a15b">
        <circle cx="200" cy="200" r="196" strokeOpacity="0.35" strokeWidth="0.75" />
        <circle cx="200" cy="200" r="186" strokeOpacity="0.8" strokeWidth="1" />
        <circle cx="200" cy="200" r="150" strokeOpacity="0.25" strokeWidth="0.6" />
        {ticks.map((i) => {
          const hour = i % 5 === 0;
          return (
            <line
              key={i}
              x1="200"
              y1={hour ? 18 : 22}
              x2="200"
              y2={hour ? 44 : 30}
              strokeWidth={hour ? 3 : 0.75}
              strokeOpacity={hour ? 0.95 : 0.6}
              transform={`rotate(${i * 6} 200 200)`}
            />
          );
        })}
        {/* Small seconds at six o'clock, the only moving part. */}
        <circle cx="200" cy="282" r="32" strokeOpacity="0.55" strokeWidth="0.75" />
        {Array.from({ length: 12 }, (_, i) => (
          <line key={i} x1="200" y1="252" x2="200" y2="257" strokeWidth="0.75" strokeOpacity="0.6" transform={`rotate(${i * 30} 200 282)`} />
        ))}
        <g
          css={css`
            transform-box: view-box;
            transform-origin: 200px 282px;
            animation: ${sweep} 60s steps(60) infinite;
          `}
        >
          <line x1="200" y1="289" x2="200" y2="256" strokeWidth="1" />
          <circle cx="200" cy="282" r="1.8" fill="#c6a15b" />
        </g>
      </g>
      <text
        x="200"
        y="104"
        textAnchor="middle"
        fill="#c6a15b"
        fontFamily="'Cormorant Garamond', serif"
        fontSize="17"
        letterSpacing="7"
      >
        AURUM
      </text>
      <text x="200" y="122" textAnchor="middle" fill="#b3ab9c" fontFamily="'Inter Variable', sans-serif" fontSize="6.5" letterSpacing="3.5">
        LONDON
      </text>
      {/* Hands at ten past ten, the way watches are photographed. */}
      <g fill="#d9bf86">
        <path d="M195 212 L200 104 L205 212 Z" transform="rotate(-58 200 200)" />
        <path d="M197.5 216 L200 58 L202.5 216 Z" transform="rotate(62 200 200)" />
      </g>
      <circle cx="200" cy="200" r="6" fill="#0b0b0c" stroke="#d9bf86" strokeWidth="2" />
    </svg>
  );
}
