import { css, useTheme } from '@emotion/react';
import { Container, darkSurface, Eyebrow } from '../../components/ui';
import type { InfoPageContent } from './content-types';
import { HeroOrnament } from './hero-ornament';
import { RichText } from './rich-text';

/** The dark opening band of every information page: eyebrow, the page's h1, its introduction. */
export function PageHero({ page }: { page: InfoPageContent }) {
  const theme = useTheme();
  return (
    <div
      css={[
        darkSurface,
        css`
          position: relative;
          overflow: hidden;
          background:
            radial-gradient(ellipse 55% 90% at 85% 20%, rgba(198, 161, 91, 0.14), transparent 70%),
            linear-gradient(180deg, ${theme.colors.black} 0%, #111012 100%);
          border-bottom: 1px solid ${theme.colors.hairlineDark};
        `,
      ]}
    >
      <HeroOrnament
        css={css`
          position: absolute;
          top: 50%;
          right: max(-6rem, calc((100vw - ${theme.layout.maxWidth}) / 2 - 6rem));
          width: min(34rem, 60vw);
          color: ${theme.colors.gold};
          opacity: 0.35;
          transform: translateY(-50%);
          pointer-events: none;
          ${theme.mq.belowMd} {
            top: -2rem;
            right: -10rem;
            width: 22rem;
            opacity: 0.16;
            transform: none;
          }
        `}
      />
      <Container>
        <div
          css={css`
            position: relative;
            display: grid;
            gap: ${theme.space[5]};
            max-width: 46rem;
            padding-block: ${theme.space[9]} ${theme.space[8]};
            ${theme.mq.belowMd} {
              padding-block: ${theme.space[8]} ${theme.space[7]};
            }
          `}
        >
          <Eyebrow>{page.eyebrow}</Eyebrow>
          <h1 css={css`font-size: ${theme.fontSizes['4xl']}; line-height: 1.04; letter-spacing: -0.015em;`}>{page.title}</h1>
          <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.lg}; line-height: 1.7;`}>
            <RichText text={page.intro} />
          </p>
          {page.lastUpdated && (
            <p css={css`font-size: ${theme.fontSizes.xs}; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: ${theme.colors.gold};`}>
              Last updated: {page.lastUpdated}
            </p>
          )}
        </div>
      </Container>
    </div>
  );
}
