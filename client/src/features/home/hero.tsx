import { css, useTheme } from '@emotion/react';
import { ButtonLink, Container, Eyebrow, darkSurface } from '../../components/ui';
import { DialArt } from './dial-art';

const stats = [
  { value: '5,000+', label: 'Timepieces' },
  { value: '50,000+', label: 'Clients' },
  { value: '2020', label: 'Established' },
];

/** Full-bleed opening of the home page; `featuredAnchor` is the id of the featured section. */
export function Hero({ featuredAnchor }: { featuredAnchor: string }) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="hero-title"
      css={[
        darkSurface,
        css`
          position: relative;
          overflow: hidden;
          isolation: isolate;
          background:
            radial-gradient(ellipse 60% 70% at 78% 45%, rgba(198, 161, 91, 0.12), transparent 70%),
            linear-gradient(180deg, ${theme.colors.black} 0%, #111012 100%);
        `,
      ]}
    >
      <DialArt
        css={css`
          position: absolute;
          z-index: -1;
          top: 50%;
          right: -8%;
          width: min(58vw, 46rem);
          transform: translateY(-50%);
          opacity: 0.95;
          /* Between tablet and desktop the copy needs the room: the dial steps back. */
          @media (min-width: ${theme.breakpoints.md}px) and (max-width: ${theme.breakpoints.lg - 0.02}px) {
            right: -24%;
            opacity: 0.45;
          }
          ${theme.mq.belowMd} {
            top: 2.5rem;
            right: -46%;
            width: 96vw;
            transform: none;
            opacity: 0.2;
          }
        `}
      />
      <Container>
        <div
          css={css`
            display: grid;
            align-content: center;
            gap: ${theme.space[6]};
            min-height: min(80vh, 46rem);
            padding-block: ${theme.space[9]} ${theme.space[8]};
            max-width: 40rem;
            ${theme.mq.belowMd} {
              min-height: 0;
              padding-block: ${theme.space[9]} ${theme.space[7]};
            }
          `}
        >
          <Eyebrow>Authenticated Luxury</Eyebrow>
          <h1
            id="hero-title"
            css={css`
              font-size: ${theme.fontSizes['4xl']};
              line-height: 1.02;
              letter-spacing: -0.015em;
              em {
                font-style: italic;
                color: ${theme.colors.gold};
              }
            `}
          >
            Exceptional pieces, <em>impeccably</em> authenticated.
          </h1>
          <p css={css`max-width: 32rem; color: var(--fg-muted); font-size: ${theme.fontSizes.lg}; line-height: 1.7;`}>
            Luxury watches and designer clothing, chosen and verified by our specialists in Mayfair — each delivered
            with a 24-month warranty.
          </p>
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: ${theme.space[3]};
              margin-top: ${theme.space[2]};
              ${theme.mq.belowMd} {
                & > * {
                  flex: 1 1 100%;
                }
              }
            `}
          >
            <ButtonLink href={`#${featuredAnchor}`} size="lg">
              Explore Collection
            </ButtonLink>
            <ButtonLink to="/style-consultation" variant="secondary" size="lg">
              Style Consultation
            </ButtonLink>
          </div>
          <dl
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: ${theme.space[5]} ${theme.space[7]};
              margin: ${theme.space[5]} 0 0;
              padding-top: ${theme.space[5]};
              border-top: 1px solid ${theme.colors.hairlineDark};
            `}
          >
            {stats.map((stat) => (
              <div key={stat.label} css={css`display: grid; gap: 0.125rem;`}>
                <dt
                  css={css`
                    order: 2;
                    font-size: ${theme.fontSizes.xs};
                    letter-spacing: ${theme.letterSpacing.caps};
                    text-transform: uppercase;
                    color: var(--fg-muted);
                  `}
                >
                  {stat.label}
                </dt>
                <dd css={css`order: 1; margin: 0; font-family: ${theme.fonts.display}; font-size: 1.75rem; color: ${theme.colors.pearl};`}>
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </section>
  );
}
