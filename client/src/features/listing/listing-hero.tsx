import { css, useTheme } from '@emotion/react';
import { Badge, Container, Eyebrow, SealIcon, ShieldIcon, darkSurface } from '../../components/ui';
import type { Department } from '@aurum/rules/catalog/department';
import { formatCount } from '../../lib/money';

/**
 * Title, item count and the department's two badges, on the black of the home page's hero. At most a third of
 * the first screen (issue 37: it filled half of a 1280×800 screen before any product), checked by the
 * layout spec at 390 and 1280 px.
 */
export function ListingHero({ department, total }: { department: Department; total: number | null }) {
  const theme = useTheme();
  const [first, second] = department.heroBadges;
  return (
    <section
      aria-labelledby="listing-title"
      css={[
        darkSurface,
        css`
          background:
            radial-gradient(ellipse 50% 90% at 85% 30%, rgba(198, 161, 91, 0.14), transparent 70%),
            linear-gradient(180deg, ${theme.colors.black} 0%, #111012 100%);
        `,
      ]}
    >
      <Container>
        <div
          css={css`
            display: grid;
            gap: ${theme.space[3]};
            padding-block: ${theme.space[5]} ${theme.space[4]};
            ${theme.mq.md} {
              grid-template-columns: 1fr auto;
              align-items: end;
              gap: ${theme.space[5]};
              padding-block: ${theme.space[6]} ${theme.space[5]};
            }
          `}
        >
          <div css={css`display: grid; gap: ${theme.space[3]}; max-width: 44rem;`}>
            <Eyebrow>{department.eyebrow}</Eyebrow>
            <h1 id="listing-title" css={css`font-size: ${theme.fontSizes['3xl']}; line-height: 1.02;`}>
              {department.title}
            </h1>
            <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm}; line-height: 1.6; ${theme.mq.md} { font-size: ${theme.fontSizes.md}; }`}>
              {department.intro}
            </p>
            <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
              <Badge variant="outline">
                <ShieldIcon size={14} css={css`margin-right: 0.375rem;`} />
                {first}
              </Badge>
              <Badge variant="outline">
                <SealIcon size={14} css={css`margin-right: 0.375rem;`} />
                {second}
              </Badge>
            </div>
          </div>
          <p
            aria-live="polite"
            css={css`
              display: flex;
              align-items: baseline;
              gap: ${theme.space[3]};
              ${theme.mq.md} {
                display: grid;
                gap: 0.125rem;
              }
              ${theme.mq.md} {
                justify-items: end;
                padding: 0 0 0 ${theme.space[6]};
                border-top: 0;
                border-left: 1px solid ${theme.colors.hairlineDark};
              }
            `}
          >
            <span css={css`font-family: ${theme.fonts.display}; font-size: 1.75rem; line-height: 1; color: ${theme.colors.gold}; min-width: 3ch; ${theme.mq.md} { font-size: 2.75rem; }`}>
              {total === null ? '—' : formatCount(total)}
            </span>
            <span css={css`font-size: ${theme.fontSizes.xs}; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--fg-muted);`}>
              {department.counterLabel}
            </span>
          </p>
        </div>
      </Container>
    </section>
  );
}
