import { useEffect, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { ToggleChip } from '../../components/ui';
import { CASE_SIZE } from '@aurum/rules/catalog/listing-filters';
import { DIAMETER_BUCKETS } from './ordering';
import { useDebouncedEffect } from './use-debounced-effect';

/** Dragging a slider re-queries once it rests, not at every millimetre. */
const SLIDER_SETTLE_MS = 250;

interface CaseSizeFilterProps {
  min: number;
  max: number;
  onChange: (min: number, max: number) => void;
}

/** Case diameter 30–50 mm in steps of 1: two sliders and the diameter buckets as shortcuts. */
export function CaseSizeFilter({ min: appliedMin, max: appliedMax, onChange }: CaseSizeFilterProps) {
  const theme = useTheme();
  const [[min, max], setDraft] = useState([appliedMin, appliedMax]);
  useEffect(() => setDraft([appliedMin, appliedMax]), [appliedMin, appliedMax]);
  useDebouncedEffect(`${min}-${max}`, SLIDER_SETTLE_MS, () => {
    if (min !== appliedMin || max !== appliedMax) onChange(min, max);
  });
  return (
    <div css={css`display: grid; gap: ${theme.space[3]};`}>
      <p aria-live="polite" css={css`font-weight: 600;`}>
        {min}–{max} mm
      </p>
      <SliderRow label="Smallest" value={min} onChange={(next) => setDraft([next, Math.max(next, max)])} />
      <SliderRow label="Largest" value={max} onChange={(next) => setDraft([Math.min(min, next), next])} />
      <div role="group" aria-label="Case size ranges" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
        {DIAMETER_BUCKETS.map((bucket) => {
          const active = bucket.min === min && bucket.max === max;
          return (
            <ToggleChip
              key={bucket.label}
              pressed={active}
              onClick={() => setDraft(active ? [CASE_SIZE.min, CASE_SIZE.max] : [bucket.min, bucket.max])}
              css={css`min-height: 2.25rem; font-size: ${theme.fontSizes.xs};`}
            >
              {bucket.label}
            </ToggleChip>
          );
        })}
      </div>
    </div>
  );
}

function SliderRow({ label, value, onChange }: { label: string; value: number; onChange: (mm: number) => void }) {
  const theme = useTheme();
  return (
    <label
      css={css`
        display: grid;
        grid-template-columns: 4.5rem 1fr 3rem;
        align-items: center;
        gap: ${theme.space[2]};
        font-size: ${theme.fontSizes.sm};
      `}
    >
      <span>{label}</span>
      <input
        type="range"
        min={CASE_SIZE.min}
        max={CASE_SIZE.max}
        step={CASE_SIZE.step}
        value={value}
        aria-label={`${label} case size in millimetres`}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        css={css`width: 100%; accent-color: ${theme.colors.black};`}
      />
      <span aria-hidden="true">{value} mm</span>
    </label>
  );
}
