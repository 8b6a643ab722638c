import type { ComponentType } from 'react';
import { css, useTheme } from '@emotion/react';
import { Container, CrownIcon, GemIcon, SealIcon, SectionHeading, darkSurface } from '../../components/ui';
import type { Department } from '@aurum/rules/catalog/department';
import { hydratesLater } from '../../lib/later-hydration';

const ICONS: ComponentType<{ size?: number }>[] = [CrownIcon, GemIcon, SealIcon];

/** The name of the band's part that hydrates later (department-view.tsx). */
export const EXCELLENCE_PART = 'curated-excellence';

/** The 'Curated Excellence' band: Iconic Heritage, Investment Grade, Expert Curation. Below the listing: loaded when near. */
export default function CuratedExcellence({ department }: { department: Department }) {
  const theme = useTheme();
  return (
    <section aria-labelledby="excellence-title" {...hydratesLater(EXCELLENCE_PART)} css={[darkSurface, css`padding-block: ${theme.space[9]};`]}>
      <Container>
        <SectionHeading id="excellence-title" eyebrow="The Aurum Edit" title="Curated Excellence">
          Fewer, finer pieces — each one chosen, checked and stood behind by our specialists.
        </SectionHeading>
        <ul
          role="list"
          css={css`
            display: grid;
            gap: ${theme.space[5]};
            margin: ${theme.space[8]} 0 0;
            ${theme.mq.md} {
              grid-template-columns: repeat(3, 1fr);
            }
          `}
        >
          {department.excellence.map(({ title, text }, index) => {
            const Icon = ICONS[index % ICONS.length];
            return (
              <li
                key={title}
                css={css`
                  display: grid;
                  gap: ${theme.space[3]};
                  padding: ${theme.space[6]};
                  border: 1px solid ${theme.colors.hairlineDark};
                `}
              >
                <span css={css`color: ${theme.colors.gold};`}>
                  <Icon size={30} />
                </span>
                <h3 css={css`font-size: ${theme.fontSizes.xl};`}>{title}</h3>
                <p css={css`color: var(--fg-muted);`}>{text}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
