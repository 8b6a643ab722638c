import { css, keyframes, useTheme } from '@emotion/react';
import { darkSurface } from '../../components/ui';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The full-page wait while the report is written (§4): "Analyzing Your Style Profile". */
export function AnalyzingLoader() {
  const theme = useTheme();
  return (
    <div
      role="status"
      aria-live="polite"
      css={[
        darkSurface,
        css`
          position: fixed;
          inset: 0;
          z-index: ${theme.zIndices.overlay};
          display: grid;
          place-items: center;
          padding: ${theme.layout.gutter};
          background: radial-gradient(ellipse 50% 60% at 50% 50%, rgba(198, 161, 91, 0.16), transparent 70%), rgba(11, 11, 12, 0.96);
          text-align: center;
        `,
      ]}
    >
      <div css={css`display: grid; justify-items: center; gap: ${theme.space[5]}; max-width: 28rem;`}>
        <span
          aria-hidden="true"
          css={css`
            width: 4rem;
            height: 4rem;
            border: 1px solid ${theme.colors.hairlineDark};
            border-top-color: ${theme.colors.gold};
            border-radius: 50%;
            animation: ${spin} 1.1s linear infinite;
            ${theme.mq.reducedMotion} {
              animation-duration: 4s;
            }
          `}
        />
        <h2 css={css`font-size: ${theme.fontSizes['3xl']};`}>Analyzing Your Style Profile</h2>
        <p css={css`color: var(--fg-muted);`}>
          Matching your answers against our collection and the latest watch market signals…
        </p>
      </div>
    </div>
  );
}
