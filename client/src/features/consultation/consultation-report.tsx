import { css, useTheme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { SignalsTable } from '../../components/signals-table';
import { Badge, Button } from '../../components/ui';
import type { ConsultationReport_ConsultationFragment } from '../../gql/graphql';
import { AllocationPanel } from './allocation-panel';
import { RecommendedProducts } from './recommended-products';
import { SectionCard } from './section-card';
import { formatLongDateTime } from '../../lib/dates';

export type Consultation = ConsultationReport_ConsultationFragment;

const panel = (theme: ReturnType<typeof useTheme>) => css`
  padding: ${theme.space[5]};
  background: ${theme.colors.white};
  border: 1px solid var(--hairline);
  box-shadow: ${theme.shadows.card};
  ${theme.mq.md} {
    padding: ${theme.space[6]};
  }
`;

/** Step 5 (§2): the report, then the market signals, the follow-up plan and a fresh start. */
export function ConsultationReport({ consultation, onRestart }: { consultation: Consultation; onRestart(): void }) {
  const theme = useTheme();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);
  const { metadata } = consultation;

  return (
    <div css={css`display: grid; gap: ${theme.space[7]};`}>
      <header css={css`display: grid; gap: ${theme.space[3]};`}>
        <h2 ref={headingRef} tabIndex={-1} css={css`font-size: ${theme.fontSizes['3xl']}; &:focus { outline: none; }`}>
          Your Consultation Report
        </h2>
        <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[3]}; color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
          <p>
            Generated <time dateTime={metadata.generatedAt}>{formatLongDateTime(metadata.generatedAt)}</time>
          </p>
          {consultation.savedId !== null && <p>Saved to your account</p>}
          {metadata.dataStale && (
            <Badge variant="dark" css={css`background: ${theme.colors.danger};`}>
              Stale Data
            </Badge>
          )}
        </div>
      </header>

      <div css={[panel(theme), css`display: grid; gap: ${theme.space[6]}; ${theme.mq.md} { grid-template-columns: 1fr 1fr; }`]}>
        <AllocationPanel allocation={consultation.allocation} />
        <section aria-labelledby="summary-title" css={css`display: grid; align-content: start; gap: ${theme.space[3]};`}>
          <h2 id="summary-title" css={css`font-size: ${theme.fontSizes['2xl']};`}>
            Summary
          </h2>
          <p css={css`line-height: 1.75;`}>{consultation.analysis}</p>
        </section>
      </div>

      <RecommendedProducts products={consultation.products} summary={consultation.productRecommendations} />

      {consultation.sections.length > 0 && (
        <section aria-labelledby="sections-title" css={css`display: grid; gap: ${theme.space[5]};`}>
          <h2 id="sections-title" css={css`font-size: ${theme.fontSizes['2xl']};`}>
            Your Signals
          </h2>
          <div css={css`display: grid; gap: ${theme.space[5]}; ${theme.mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }`}>
            {consultation.sections.map((section) => (
              <SectionCard key={section.title} title={section.title} items={section.items} />
            ))}
          </div>
        </section>
      )}

      <div css={[panel(theme), css`${theme.mq.belowMd} { padding-inline: ${theme.space[3]}; }`]}>
        <SignalsTable />
      </div>

      <section aria-labelledby="follow-up-title" css={[panel(theme), css`display: grid; gap: ${theme.space[4]};`]}>
        <h2 id="follow-up-title" css={css`font-size: ${theme.fontSizes['2xl']};`}>
          Follow-up Plan
        </h2>
        <p css={css`line-height: 1.75;`}>{consultation.followUpPlan}</p>
        <h3 css={css`font-size: ${theme.fontSizes.lg};`}>Next Steps</h3>
        <ol css={css`display: grid; gap: ${theme.space[2]}; margin: 0; padding-left: 1.25em; line-height: 1.6;`}>
          {consultation.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <div css={css`display: flex; justify-content: center;`}>
        <Button size="lg" onClick={onRestart}>
          Start a New Consultation
        </Button>
      </div>
    </div>
  );
}
