import { css, useTheme } from '@emotion/react';
import { sizedImage } from './product-image';
import type { Gallery } from './use-gallery';

interface ThumbnailStripProps {
  gallery: Gallery;
  /** The list's accessible name. */
  label: string;
  /** Thumbnails per row. */
  columns: number;
}

/** One button per image ("Show image 2 of 4"); the shown one is marked current. Nothing for a single image. */
export function ThumbnailStrip({ gallery, label, columns }: ThumbnailStripProps) {
  const theme = useTheme();
  const { images, index: active } = gallery;
  if (images.length < 2) return null;
  return (
    <ul role="list" aria-label={label} css={css`display: grid; grid-template-columns: repeat(${columns}, minmax(0, 1fr)); gap: ${theme.space[2]}; margin: 0;`}>
      {images.map((url, index) => (
        <li key={url}>
          <button
            type="button"
            aria-label={`Show image ${index + 1} of ${images.length}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => gallery.show(index)}
            css={css`
              display: block;
              width: 100%;
              aspect-ratio: 1 / 1;
              padding: 0;
              overflow: hidden;
              border: 1px solid ${index === active ? 'var(--accent)' : 'transparent'};
              outline-offset: 2px;
              background: ${theme.colors.parchment};
              opacity: ${index === active ? 1 : 0.72};
              transition: opacity ${theme.durations.fast};
              &:hover {
                opacity: 1;
              }
            `}
          >
            {gallery.failed.has(url) ? null : (
              <img
                src={sizedImage(url, 320)}
                width={320}
                height={320}
                alt=""
                loading="lazy"
                // After the main image (the page's largest paint), which would otherwise share the phone's bandwidth with them.
                fetchPriority="low"
                onError={() => gallery.markFailed(url)}
                css={css`width: 100%; height: 100%; object-fit: cover;`}
              />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
