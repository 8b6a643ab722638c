import { css, useTheme } from '@emotion/react';
import { WORKS_BEFORE_HYDRATION } from '../../lib/hydration';

export interface RangeSliderProps {
  /** Names the pair, e.g. "price" gives "Minimum price" and "Maximum price". */
  label: string;
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  format: (value: number) => string;
  /** In a GET form: the URL names of the low and high ends, live before hydration. */
  names?: readonly [string, string];
}

/**
 * Two native range inputs over one track (keyboard and screen readers work
 * as for any slider); the low thumb never passes the high one.
 */
export function RangeSlider({ label, min, max, step, value: [low, high], onChange, format, names }: RangeSliderProps) {
  const theme = useTheme();
  const field = (end: 0 | 1) => (names ? { name: names[end], [WORKS_BEFORE_HYDRATION]: '' } : {});
  const at = (v: number) => ((v - min) / (max - min)) * 100;
  const thumb = css`
    appearance: none;
    width: 1.25rem;
    height: 1.25rem;
    border: 2px solid ${theme.colors.ivory};
    border-radius: 50%;
    background: ${theme.colors.goldDeep};
    box-shadow: 0 0 0 1px ${theme.colors.goldDeep};
    pointer-events: auto;
    cursor: pointer;
  `;
  const input = css`
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    appearance: none;
    background: none;
    pointer-events: none;
    &::-webkit-slider-thumb {
      ${thumb}
    }
    &::-moz-range-thumb {
      ${thumb}
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::-webkit-slider-thumb {
      outline: 2px solid var(--focus);
      outline-offset: 2px;
    }
    &:focus-visible::-moz-range-thumb {
      outline: 2px solid var(--focus);
      outline-offset: 2px;
    }
  `;
  return (
    <div css={css`display: grid; gap: ${theme.space[3]};`}>
      <p aria-hidden="true" css={css`display: flex; justify-content: space-between; font-size: ${theme.fontSizes.sm}; font-variant-numeric: tabular-nums;`}>
        <span>{format(low)}</span>
        <span>{format(high)}</span>
      </p>
      <div css={css`position: relative; height: 1.5rem;`}>
        <div
          aria-hidden="true"
          css={css`
            position: absolute;
            top: 50%;
            left: 0;
            right: 0;
            height: 2px;
            margin-top: -1px;
            background: linear-gradient(
              to right,
              ${theme.colors.sand} ${at(low)}%,
              ${theme.colors.goldDeep} ${at(low)}% ${at(high)}%,
              ${theme.colors.sand} ${at(high)}%
            );
          `}
        />
        <input
          type="range"
          {...field(0)}
          aria-label={`Minimum ${label}`}
          aria-valuetext={format(low)}
          min={min}
          max={max}
          step={step}
          value={low}
          onChange={(e) => onChange([Math.min(Number(e.currentTarget.value), high), high])}
          css={input}
        />
        <input
          type="range"
          {...field(1)}
          aria-label={`Maximum ${label}`}
          aria-valuetext={format(high)}
          min={min}
          max={max}
          step={step}
          value={high}
          onChange={(e) => onChange([low, Math.max(Number(e.currentTarget.value), low)])}
          css={input}
        />
      </div>
    </div>
  );
}
