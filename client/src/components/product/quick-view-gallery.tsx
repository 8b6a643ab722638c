import { useEffect, useState, type MouseEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { ChevronLeftIcon, ChevronRightIcon, ZoomInIcon } from '../ui';
import { arrowKeysFree, cycleIndex } from './gallery-rules';
import { imageSrcSet, sizedImage } from './product-image';

const MAIN_WIDTHS = [640, 960, 1200] as const;

export interface QuickViewGalleryProps {
  images: string[];
  alt: string;
}

/**
 * Main image with zoom, previous/next arrows and thumbnails. While mounted,
 * the left and right arrow keys cycle the images (storefront.md §2).
 */
export function QuickViewGallery({ images, alt }: QuickViewGalleryProps) {
  const theme = useTheme();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const count = images.length;
  const go = (step: number) => {
    setIndex((i) => cycleIndex(i, step, count));
    setZoomed(false);
  };

  useEffect(() => {
    if (count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || !arrowKeysFree(event.target)) return;
      event.preventDefault();
      setIndex((i) => cycleIndex(i, event.key === 'ArrowLeft' ? -1 : 1, count));
      setZoomed(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  const followPointer = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`);
  };
  const current = images[index] ?? images[0];

  const arrow = css`
    position: absolute;
    top: 50%;
    z-index: 1;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    margin-top: -1.25rem;
    border: 1px solid ${theme.colors.hairlineLight};
    border-radius: 50%;
    background: rgba(246, 241, 231, 0.92);
    color: ${theme.colors.ink};
    cursor: pointer;
    &:hover {
      background: ${theme.colors.black};
      color: ${theme.colors.gold};
    }
  `;

  return (
    <div css={css`display: grid; gap: ${theme.space[3]}; align-content: start;`}>
      <div
        onPointerMove={zoomed ? followPointer : undefined}
        css={css`position: relative; overflow: hidden; aspect-ratio: 1 / 1; background: ${theme.colors.parchment};`}
      >
        <img
          key={current}
          src={sizedImage(current, 960)}
          srcSet={imageSrcSet(current, MAIN_WIDTHS)}
          sizes="(min-width: 900px) 460px, 90vw"
          width={960}
          height={960}
          alt={count > 1 ? `${alt}, image ${index + 1} of ${count}` : alt}
          css={css`
            width: 100%;
            height: 100%;
            object-fit: cover;
            transform: scale(${zoomed ? 2 : 1});
            transform-origin: ${origin};
            transition: transform ${theme.durations.base} ${theme.easing};
            cursor: ${zoomed ? 'zoom-out' : 'zoom-in'};
          `}
          onClick={(event) => {
            followPointer(event);
            setZoomed((z) => !z);
          }}
        />
        <button
          type="button"
          aria-pressed={zoomed}
          onClick={() => setZoomed((z) => !z)}
          css={[arrow, css`top: auto; bottom: ${theme.space[3]}; right: ${theme.space[3]}; margin: 0;`]}
        >
          <ZoomInIcon size={18} />
          <span className="visually-hidden">Zoom image</span>
        </button>
        {count > 1 && (
          <>
            <button type="button" onClick={() => go(-1)} aria-label="Previous image" css={[arrow, css`left: ${theme.space[3]};`]}>
              <ChevronLeftIcon size={18} />
            </button>
            <button type="button" onClick={() => go(1)} aria-label="Next image" css={[arrow, css`right: ${theme.space[3]};`]}>
              <ChevronRightIcon size={18} />
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
          {index + 1} / {count}
        </p>
      </div>
      {count > 1 && (
        <ul role="list" aria-label="Images" css={css`display: grid; grid-template-columns: repeat(${Math.max(count, 4)}, 1fr); gap: ${theme.space[2]}; margin: 0;`}>
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => {
                  setIndex(i);
                  setZoomed(false);
                }}
                css={css`
                  display: block;
                  width: 100%;
                  padding: 0;
                  border: 1px solid ${i === index ? theme.colors.goldDeep : 'transparent'};
                  background: ${theme.colors.parchment};
                  cursor: pointer;
                  opacity: ${i === index ? 1 : 0.7};
                  &:hover {
                    opacity: 1;
                  }
                `}
              >
                <img
                  src={sizedImage(url, 320)}
                  width={320}
                  height={320}
                  alt=""
                  loading="lazy"
                  css={css`display: block; width: 100%; height: auto; aspect-ratio: 1 / 1; object-fit: cover;`}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
