import { useState, type MouseEvent, type ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { ZoomInIcon } from '../ui';
import { galleryImageAlt, zoomOrigin } from './gallery-rules';
import { imageSrcSet, sizedImage } from './product-image';
import type { Gallery } from './use-gallery';

const MAIN_WIDTHS = [640, 960, 1200] as const;
const ZOOM_SCALE = 2.2;

/** The round ivory buttons laid over a gallery image (zoom, previous, next); black and gold on hover or when pressed. */
export const galleryButton = (theme: Theme) => css`
  position: absolute;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid var(--hairline);
  border-radius: 50%;
  background: rgba(246, 241, 231, 0.9);
  color: ${theme.colors.ink};
  cursor: pointer;
  &:hover,
  &[aria-pressed='true'] {
    background: ${theme.colors.black};
    color: ${theme.colors.gold};
  }
`;

interface ZoomableImageProps {
  gallery: Gallery;
  /** The product name, the start of the image's alt text. */
  name: string;
  /** The image's `sizes`: how wide it is drawn at each breakpoint. */
  sizes: string;
  /** Controls laid over the image (arrows, counter). */
  children?: ReactNode;
}

/**
 * The gallery's current image. A click zooms in where the pointer is, moving
 * the pointer pans, leaving the image zooms out; keyboard users
 * zoom with the Zoom image button. A broken image says "Image unavailable".
 */
export function ZoomableImage({ gallery, name, sizes, children }: ZoomableImageProps) {
  const theme = useTheme();
  const { current, index, images } = gallery;
  const [origin, setOrigin] = useState('50% 50%');
  const unavailable = !current || gallery.failed.has(current);
  const zoomed = !unavailable && gallery.zoomed;
  const toggle = () => gallery.setZoomed(!zoomed);
  const follow = (event: MouseEvent<HTMLElement>) => setOrigin(zoomOrigin({ x: event.clientX, y: event.clientY }, event.currentTarget.getBoundingClientRect()));

  return (
    <div
      data-testid="main-image"
      onClick={(event) => {
        // The buttons laid over the image handle their own clicks.
        if (event.target instanceof Element && event.target.closest('button')) return;
        follow(event);
        if (!unavailable) toggle();
      }}
      onMouseMove={zoomed ? follow : undefined}
      onMouseLeave={() => gallery.setZoomed(false)}
      css={css`
        position: relative;
        overflow: hidden;
        aspect-ratio: 1 / 1;
        background: ${theme.colors.parchment};
        cursor: ${unavailable ? 'default' : zoomed ? 'zoom-out' : 'zoom-in'};
      `}
    >
      {unavailable ? (
        <p css={css`display: grid; place-items: center; height: 100%; color: var(--fg-muted);`}>Image unavailable</p>
      ) : (
        <img
          key={current}
          src={sizedImage(current, 960)}
          srcSet={imageSrcSet(current, MAIN_WIDTHS)}
          sizes={sizes}
          width={960}
          height={960}
          alt={galleryImageAlt(name, index, images.length)}
          fetchPriority="high"
          onError={() => gallery.markFailed(current)}
          css={css`
            width: 100%;
            height: 100%;
            object-fit: cover;
            transform-origin: ${origin};
            transform: scale(${zoomed ? ZOOM_SCALE : 1});
            transition: transform ${theme.durations.base} ${theme.easing};
            ${theme.mq.reducedMotion} {
              transition: none;
            }
          `}
        />
      )}
      {!unavailable && (
        <button
          type="button"
          aria-pressed={zoomed}
          aria-label="Zoom image"
          onClick={() => {
            setOrigin('50% 50%');
            toggle();
          }}
          css={[galleryButton(theme), css`right: ${theme.space[3]}; bottom: ${theme.space[3]};`]}
        >
          <ZoomInIcon />
        </button>
      )}
      {children}
    </div>
  );
}
