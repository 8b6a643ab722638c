import { css } from '@emotion/react';
import { Badge } from '../ui';
import { type ClassificationTone, classificationLabel, classificationTone } from './signal-format';

/** Badge colours by class; white or ivory text on each passes WCAG AA (≥ 5.9:1). */
export const TONE_COLORS: Record<ClassificationTone, { background: string; color: string; border: string }> = {
  'strong-buy': { background: '#2f6b3a', color: '#ffffff', border: '#2f6b3a' },
  accumulate: { background: '#7d5f24', color: '#f6f1e7', border: '#7d5f24' },
  trim: { background: '#8a4b14', color: '#ffffff', border: '#8a4b14' },
  avoid: { background: '#b3261e', color: '#ffffff', border: '#b3261e' },
  neutral: { background: 'transparent', color: 'var(--fg)', border: 'var(--fg-muted)' },
};

/** A market class (strong-buy, accumulate, hold, trim, avoid) as a coloured label. */
export function ClassificationBadge({ classification }: { classification: string | null | undefined }) {
  const tone = TONE_COLORS[classificationTone(classification)];
  return (
    <Badge
      variant="outline"
      css={css`
        background: ${tone.background};
        color: ${tone.color};
        border-color: ${tone.border};
      `}
    >
      {classificationLabel(classification)}
    </Badge>
  );
}
