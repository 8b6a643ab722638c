import { Suspense, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink, Skeleton } from '../../components/ui';
import { useMyConsultationsQuery } from '../../gql/hooks';
import { BUDGET_CHOICES, INTEREST_CHOICES, RISK_CHOICES, STYLE_CHOICES, type Choice } from './consultation-options';
import { LazyConsultationReport } from './lazy-report';
import { formatLongDateTime } from '../../lib/dates';

const labelOf = (choices: readonly Choice[], value: string) => choices.find((choice) => choice.value === value)?.label ?? value;

/**
 * The signed-in customer's saved consultation reports (newest 20 are kept),
 * each reopened in full: products as they are now, the market signals as
 * they were when it was written.
 */
export function SavedConsultations() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { data, dataState, error, refetch } = useMyConsultationsQuery({ fetchPolicy: 'cache-and-network' });
  const [openId, setOpenId] = useState<number | null>(null);

  if (dataState !== 'complete') {
    if (error) {
      return (
        <div role="alert" css={css`display: grid; gap: ${theme.space[3]}; justify-items: start;`}>
          <p>Your consultations could not be loaded just now.</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      );
    }
    return (
      <div role="status" aria-label="Loading your consultations" css={css`display: grid; gap: ${theme.space[4]};`}>
        <Skeleton height="7rem" />
        <Skeleton height="7rem" />
      </div>
    );
  }

  const saved = data.myConsultations;
  if (saved.length === 0) {
    return (
      <div css={css`display: grid; gap: ${theme.space[4]}; justify-items: start;`}>
        <p css={css`color: var(--fg-muted);`}>You have no saved consultations yet. Reports are saved here whenever you complete a consultation while signed in.</p>
        <ButtonLink to="/style-consultation">Start a Style Consultation</ButtonLink>
      </div>
    );
  }

  const open = saved.find((entry) => entry.id === openId) ?? null;
  return (
    <div css={css`display: grid; gap: ${theme.space[6]};`}>
      <ul role="list" aria-label="Saved consultations" css={css`display: grid; gap: ${theme.space[4]}; margin: 0;`}>
        {saved.map((entry) => {
          const { allocation } = entry.consultation;
          const isOpen = entry.id === openId;
          return (
            <li
              key={entry.id}
              css={css`
                display: flex;
                flex-wrap: wrap;
                align-items: center;
                justify-content: space-between;
                gap: ${theme.space[4]};
                padding: ${theme.space[5]};
                background: ${theme.colors.white};
                border: 1px solid ${isOpen ? 'var(--accent)' : 'var(--hairline)'};
                box-shadow: ${theme.shadows.card};
              `}
            >
              <div css={css`display: grid; gap: ${theme.space[2]};`}>
                <p css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--accent);`}>
                  <time dateTime={String(entry.createdAt)}>{formatLongDateTime(entry.createdAt)}</time>
                </p>
                <p css={css`font-size: ${theme.fontSizes.lg};`}>
                  {labelOf(INTEREST_CHOICES, entry.answers.interest)} · {labelOf(BUDGET_CHOICES, entry.answers.budget)}
                </p>
                <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
                  {labelOf(STYLE_CHOICES, entry.answers.style)} style · {labelOf(RISK_CHOICES, entry.answers.risk)} risk · allocation {allocation.core}% core, {allocation.growth}% growth,{' '}
                  {allocation.speculative}% speculative · {entry.consultation.products.length} recommended
                </p>
              </div>
              <Button variant={isOpen ? 'primary' : 'secondary'} size="sm" aria-expanded={isOpen} onClick={() => setOpenId(isOpen ? null : entry.id)}>
                {isOpen ? 'Hide report' : 'View report'}
              </Button>
            </li>
          );
        })}
      </ul>
      {open && (
        <Suspense fallback={<Skeleton height="24rem" />}>
          <LazyConsultationReport key={open.id} consultation={open.consultation} onRestart={() => navigate('/style-consultation')} />
        </Suspense>
      )}
    </div>
  );
}
