import type { ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { ArrowRightIcon, darkSurface } from '../../components/ui';

export interface CategoryTileProps {
  to: string;
  title: string;
  text: string;
  cta: string;
  /** An illustration (dark tiles) or an icon, drawn in a gold ring (light tiles). */
  media: ReactNode;
  /** dark: the home page's black showcase tile; light: the ivory card of /shop. */
  tone: 'dark' | 'light';
  /** The tile's title level under the page's headings. */
  headingLevel: 2 | 3;
}

/** One way into a department: the whole tile is the link; its arrow nudges forward on hover. */
export function CategoryTile({ to, title, text, cta, media, tone, headingLevel }: CategoryTileProps) {
  const theme = useTheme();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const looks = tone === 'dark' ? darkLook(theme) : lightLook(theme);
  return (
    <li>
      <Link
        to={to}
        css={[
          looks.frame,
          css`
            height: 100%;
            &:hover .tile-cta svg {
              transform: translateX(4px);
            }
          `,
        ]}
      >
        <div className="tile-media" css={looks.media}>
          {media}
        </div>
        <div css={looks.body}>
          <Heading css={css`font-size: ${theme.fontSizes['2xl']};`}>{title}</Heading>
          <p css={css`color: var(--fg-muted); font-size: 0.9375rem; max-width: 26rem;`}>{text}</p>
          <span
            className="tile-cta"
            css={css`
              display: inline-flex;
              align-items: center;
              gap: ${theme.space[2]};
              margin-top: ${theme.space[2]};
              color: var(--accent);
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

/** Black with a gold glow; the illustration fills the top and grows slightly on hover. */
const darkLook = (theme: Theme) => ({
  frame: [
    darkSurface,
    css`
      position: relative;
      display: grid;
      grid-template-rows: auto 1fr;
      overflow: hidden;
      background: radial-gradient(ellipse 70% 60% at 50% 38%, rgba(198, 161, 91, 0.14), transparent 70%), ${theme.colors.black};
      border: 1px solid var(--hairline);
      transition: border-color ${theme.durations.slow} ${theme.easing};
      .tile-media {
        transition: transform 900ms ${theme.easing};
      }
      &:hover {
        border-color: ${theme.colors.gold};
      }
      &:hover .tile-media {
        transform: scale(1.04);
      }
    `,
  ],
  media: css`
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
  `,
  body: css`display: grid; gap: ${theme.space[2]}; padding: ${theme.space[5]} ${theme.space[6]} ${theme.space[6]};`,
});

/** An ivory card under a gold rule; it lifts with a shadow on hover. */
const lightLook = (theme: Theme) => ({
  frame: css`
    display: grid;
    align-content: start;
    gap: ${theme.space[3]};
    padding: ${theme.space[7]} ${theme.space[6]};
    background: ${theme.colors.ivory};
    border: 1px solid var(--hairline);
    border-top: 2px solid ${theme.colors.gold};
    transition: box-shadow ${theme.durations.base} ${theme.easing};
    &:hover {
      box-shadow: ${theme.shadows.card};
    }
  `,
  media: css`display: grid; place-items: center; width: 3.5rem; height: 3.5rem; border: 1px solid ${theme.colors.gold}; border-radius: 50%; color: var(--accent);`,
  body: css`display: grid; gap: ${theme.space[3]};`,
});
