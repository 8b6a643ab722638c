import { css, useTheme } from '@emotion/react';
import { ClassificationBadge } from '../../components/signals-table';
import { sectionAccent } from './report-colors';

interface SectionItem {
  label: string;
  reference: string;
  score: number;
  classification: string;
  note: string;
}

/** One report section: its title and items (label, reference, score, class, note — §3 "Item"). */
export function SectionCard({ title, items }: { title: string; items: readonly SectionItem[] }) {
  const theme = useTheme();
  return (
    <article
      css={css`
        display: grid;
        align-content: start;
        gap: ${theme.space[4]};
        padding: ${theme.space[5]};
        background: ${theme.colors.white};
        border: 1px solid var(--hairline);
        border-top: 3px solid ${sectionAccent(title)};
        box-shadow: ${theme.shadows.card};
      `}
    >
      <h3 css={css`font-size: ${theme.fontSizes.xl};`}>{title}</h3>
      <ul role="list" css={css`display: grid; gap: ${theme.space[4]}; margin: 0; padding: 0; list-style: none;`}>
        {items.map((item) => (
          <li key={`${item.label}-${item.reference}`} css={css`display: grid; gap: ${theme.space[1]}; padding-top: ${theme.space[4]}; border-top: 1px solid var(--hairline); &:first-of-type { padding-top: 0; border-top: 0; }`}>
            <div css={css`display: flex; justify-content: space-between; align-items: start; gap: ${theme.space[3]};`}>
              <div>
                <p css={css`font-weight: 600;`}>{item.label}</p>
                <p css={css`font-size: ${theme.fontSizes.xs}; letter-spacing: 0.04em; color: var(--fg-muted);`}>Ref. {item.reference}</p>
              </div>
              <div css={css`display: grid; justify-items: end; gap: ${theme.space[1]};`}>
                <ClassificationBadge classification={item.classification} />
                <p css={css`font-size: ${theme.fontSizes.sm};`}>
                  Score <strong>{item.score}</strong>
                </p>
              </div>
            </div>
            <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted); line-height: 1.6;`}>{item.note}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
