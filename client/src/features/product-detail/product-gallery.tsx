import { useState, type MouseEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { ZoomInIcon } from '../../components/ui';
import { imageSrcSet, sizedImage } from '../../components/product/product-image';

const MAIN_WIDTHS = [640, 960, 1200] as const;
const ZOOM_SCALE = 2.2;

/**
 * The main image with click-to-zoom (the zoom follows the pointer) and a
 * thumbnail grid of the main image plus the gallery (storefront.md §2).
 * Keyboard users zoom with the Zoom button; the thumbnails are buttons.
 */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const theme = useTheme();
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const current = images[Math.min(active, images.length - 1)] ?? '';
  const currentFailed = !current || failed.has(current);

  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };
  const markFailed = (url: string) => setFailed((all) => new Set(all).add(url));

  return (
    <div css={css`display: grid; gap: ${theme.space[3]}; align-content: start;`}>
      <div
        data-testid="main-image"
        onClick={(event) => {
          follow(event);
          if (!currentFailed) setZoomed((z) => !z);
        }}
        onMouseMove={zoomed ? follow : undefined}
        onMouseLeave={() => setZoomed(false)}
        css={css`
          position: relative;
          overflow: hidden;
          aspect-ratio: 1 / 1;
          background: ${theme.colors.parchment};
          cursor: ${currentFailed ? 'default' : zoomed ? 'zoom-out' : 'zoom-in'};
        `}
      >
        {currentFailed ? (
          <p css={css`display: grid; place-items: center; height: 100%; color: var(--fg-muted);`}>Image unavailable</p>
        ) : (
          <img
            src={sizedImage(current, 960)}
            srcSet={imageSrcSet(current, MAIN_WIDTHS)}
            sizes="(min-width: 900px) 50vw, 100vw"
            width={960}
            height={960}
            alt={images.length > 1 ? `${name}, image ${active + 1} of ${images.length}` : name}
            fetchPriority="high"
            onError={() => markFailed(current)}
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
        {!currentFailed && (
          <button
            type="button"
            aria-pressed={zoomed}
            aria-label="Zoom image"
            onClick={(event) => {
              event.stopPropagation();
              setOrigin('50% 50%');
              setZoomed((z) => !z);
            }}
            css={css`
              position: absolute;
              right: ${theme.space[3]};
              bottom: ${theme.space[3]};
              display: grid;
              place-items: center;
              width: 2.75rem;
              height: 2.75rem;
              border: 1px solid var(--hairline);
              border-radius: ${theme.radii.pill};
              background: rgba(246, 241, 231, 0.9);
              color: ${theme.colors.ink};
              &:hover,
              &[aria-pressed='true'] {
                background: ${theme.colors.black};
                color: ${theme.colors.gold};
              }
            `}
          >
            <ZoomInIcon />
          </button>
        )}
      </div>

      {images.length > 1 && (
        <ul
          role="list"
          aria-label="Product images"
          css={css`
            display: grid;
            grid-template-columns: repeat(5, minmax(0, 1fr));
            gap: ${theme.space[2]};
            margin: 0;
          `}
        >
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => {
                  setActive(index);
                  setZoomed(false);
                }}
                css={css`
                  display: block;
                  width: 100%;
                  aspect-ratio: 1 / 1;
                  padding: 0;
                  overflow: hidden;
                  border: 1px solid ${index === active ? theme.colors.goldDeep : 'transparent'};
                  outline-offset: 2px;
                  background: ${theme.colors.parchment};
                  opacity: ${index === active ? 1 : 0.72};
                  transition: opacity ${theme.durations.fast};
                  &:hover {
                    opacity: 1;
                  }
                `}
              >
                {failed.has(url) ? null : (
                  <img
                    src={sizedImage(url, 320)}
                    width={320}
                    height={320}
                    alt=""
                    loading="lazy"
                    onError={() => markFailed(url)}
                    css={css`width: 100%; height: 100%; object-fit: cover;`}
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
