import { css, useTheme } from '@emotion/react';
import { progressFor } from './consultation-rules';

/** "Step n of 5" with its percent (0/20/45/70/100) and a thin gold bar. */
export function ConsultationProgress({ step }: { step: number }) {
  const theme = useTheme();
  const { total, percent } = progressFor(step);
  return (
    <div css={css`display: grid; gap: ${theme.space[2]}; width: 100%; max-width: 32rem;`}>
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          font-size: ${theme.fontSizes.xs};
          font-weight: 600;
          letter-spacing: ${theme.letterSpacing.caps};
          text-transform: uppercase;
        `}
      >
        <span>
          Step {step} of {total}
        </span>
        <span css={css`color: var(--accent);`}>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Consultation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${total}, ${percent}% complete`}
        css={css`height: 2px; background: ${theme.colors.hairlineDark};`}
      >
        <div
          css={css`
            height: 100%;
            width: ${percent}%;
            background: ${theme.colors.gold};
            transition: width ${theme.durations.slow} ${theme.easing};
          `}
        />
      </div>
    </div>
  );
}
