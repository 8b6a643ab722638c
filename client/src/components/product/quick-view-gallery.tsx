import { useEffect } from 'react';
import { css, useTheme } from '@emotion/react';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui';
import { arrowKeysFree } from './gallery-rules';
import { ThumbnailStrip } from './thumbnail-strip';
import { useGallery } from './use-gallery';
import { galleryButton, ZoomableImage } from './zoomable-image';

export interface QuickViewGalleryProps {
  images: string[];
  alt: string;
}

/**
 * Main image with zoom, previous/next arrows, a counter and thumbnails. While
 * mounted, the left and right arrow keys cycle the images (storefront.md §2).
 */
export function QuickViewGallery({ images, alt }: QuickViewGalleryProps) {
  const theme = useTheme();
  const gallery = useGallery(images);
  const { step } = gallery;
  const count = images.length;

  useEffect(() => {
    if (count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || !arrowKeysFree(event.target)) return;
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count, step]);

  const arrow = [galleryButton(theme), css`top: 50%; margin-top: -1.375rem;`];
  return (
    <div css={css`display: grid; gap: ${theme.space[3]}; align-content: start;`}>
      <ZoomableImage gallery={gallery} name={alt} sizes="(min-width: 900px) 460px, 90vw">
        {count > 1 && (
          <>
            <button type="button" onClick={() => step(-1)} aria-label="Previous image" css={[arrow, css`left: ${theme.space[3]};`]}>
              <ChevronLeftIcon />
            </button>
            <button type="button" onClick={() => step(1)} aria-label="Next image" css={[arrow, css`right: ${theme.space[3]};`]}>
              <ChevronRightIcon />
            </button>
          </>
        )}
        <p
          aria-live="polite"
          css={css`
            position: absolute;
            left: ${theme.space[3]};
            bottom: ${theme.space[3]};
            padding: 0.125rem ${theme.space[2]};
            background: rgba(11, 11, 12, 0.78);
            color: ${theme.colors.pearl};
            font-size: ${theme.fontSizes.xs};
            font-variant-numeric: tabular-nums;
          `}
        >
          <span className="visually-hidden">Image </span>
          {gallery.index + 1} / {count}
        </p>
      </ZoomableImage>
      <ThumbnailStrip gallery={gallery} label="Images" columns={Math.max(count, 4)} />
    </div>
  );
}
