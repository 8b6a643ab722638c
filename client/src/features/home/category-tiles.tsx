import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { ArrowRightIcon, Container, SectionHeading, darkSurface } from '../../components/ui';
import { DialArt } from './dial-art';
import { HangerArt } from './hanger-art';

export function CategoryTiles() {
  const theme = useTheme();
  return (
    <section aria-labelledby="categories-title" css={css`padding-block: ${theme.space[9]}; background: ${theme.colors.parchment};`}>
      <Container>
        <SectionHeading id="categories-title" eyebrow="Shop by Category" title="The Collections" />
        <ul
          role="list"
          css={css`
            display: grid;
            gap: ${theme.space[4]};
            margin: ${theme.space[8]} 0 0;
            ${theme.mq.md} {
              grid-template-columns: 1fr 1fr;
              gap: ${theme.space[5]};
            }
          `}
        >
          <Tile
            to="/watches"
            title="Luxury Watches"
            text="Swiss masters and independent ateliers, new and certified pre-owned."
            cta="Shop Watches"
            art={<DialArt css={css`height: 100%; width: auto;`} />}
          />
          <Tile
            to="/clothing"
            title="Designer Clothing"
            text="Tailoring, outerwear and knitwear from the great fashion houses."
            cta="Shop Clothing"
            art={<HangerArt css={css`height: 100%; width: auto;`} />}
          />
        </ul>
      </Container>
    </section>
  );
}

function Tile({ to, title, text, cta, art }: { to: string; title: string; text: string; cta: string; art: ReactNode }) {
  const theme = useTheme();
  return (
    <li>
      <Link
        to={to}
        css={[
          darkSurface,
          css`
            position: relative;
            display: grid;
            grid-template-rows: auto 1fr;
            height: 100%;
            overflow: hidden;
            background: radial-gradient(ellipse 70% 60% at 50% 38%, rgba(198, 161, 91, 0.14), transparent 70%), ${theme.colors.black};
            border: 1px solid ${theme.colors.hairlineDark};
            transition: border-color ${theme.durations.slow} ${theme.easing};
            .tile-art {
              transition: transform 900ms ${theme.easing};
            }
            &:hover {
              border-color: ${theme.colors.gold};
            }
            &:hover .tile-art {
              transform: scale(1.04);
            }
            &:hover .tile-cta svg {
              transform: translateX(4px);
            }
          `,
        ]}
      >
        <div
          className="tile-art"
          css={css`
            display: grid;
            place-items: center;
            height: 19rem;
            padding: ${theme.space[6]} ${theme.space[5]} 0;
            svg {
              max-height: 100%;
            }
            ${theme.mq.belowMd} {
              height: 14rem;
            }
          `}
        >
          {art}
        </div>
        <div css={css`display: grid; gap: ${theme.space[2]}; padding: ${theme.space[5]} ${theme.space[6]} ${theme.space[6]};`}>
          <h3 css={css`font-size: ${theme.fontSizes['2xl']}; color: ${theme.colors.pearl};`}>{title}</h3>
          <p css={css`color: var(--fg-muted); font-size: 0.9375rem; max-width: 26rem;`}>{text}</p>
          <span
            className="tile-cta"
            css={css`
              display: inline-flex;
              align-items: center;
              gap: ${theme.space[2]};
              margin-top: ${theme.space[2]};
              color: ${theme.colors.gold};
              font-size: ${theme.fontSizes.xs};
              font-weight: 600;
              letter-spacing: ${theme.letterSpacing.caps};
              text-transform: uppercase;
              svg {
                transition: transform ${theme.durations.base} ${theme.easing};
              }
            `}
          >
            {cta} <ArrowRightIcon size={16} />
          </span>
        </div>
      </Link>
    </li>
  );
}
