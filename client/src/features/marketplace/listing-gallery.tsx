import type { KeyboardEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { useGallery } from '../../components/product/use-gallery';
import { arrowKeysFree } from '../../components/product/gallery-rules';
import { galleryButton } from '../../components/product/zoomable-image';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui';

interface Photo {
  url: string;
  thumbUrl: string;
  alt: string;
}

/**
 * Square photos with previous/next buttons and a thumbnail row; the left and
 * right arrow keys step through them while focus is in the gallery. Alt texts
 * come from the listing.
 */
export function ListingGallery({ photos }: { photos: readonly Photo[] }) {
  const theme = useTheme();
  const gallery = useGallery(photos.map((photo) => photo.url));
  const photo = photos[gallery.index];
  const several = photos.length > 1;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || !arrowKeysFree(event.target)) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      gallery.step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  if (!photo) return <div css={css`aspect-ratio: 1 / 1; background: ${theme.colors.parchment};`} />;

  return (
    <section aria-label="Photos" onKeyDown={onKeyDown} css={css`display: grid; gap: ${theme.space[3]}; align-content: start;`}>
      <div css={css`position: relative; overflow: hidden; aspect-ratio: 1 / 1; background: ${theme.colors.parchment};`}>
        <img
          key={photo.url}
          src={photo.url}
          srcSet={`${photo.thumbUrl} 480w, ${photo.url} 1200w`}
          sizes="(min-width: 900px) 50vw, 100vw"
          width={1200}
          height={1200}
          alt={photo.alt}
          fetchPriority="high"
          css={css`width: 100%; height: 100%; object-fit: cover;`}
        />
        {several && (
          <>
            <button type="button" aria-label="Previous photo" onClick={() => gallery.step(-1)} css={[galleryButton(theme), css`left: ${theme.space[3]}; top: 50%; margin-top: -1.375rem;`]}>
              <ChevronLeftIcon />
            </button>
            <button type="button" aria-label="Next photo" onClick={() => gallery.step(1)} css={[galleryButton(theme), css`right: ${theme.space[3]}; top: 50%; margin-top: -1.375rem;`]}>
              <ChevronRightIcon />
            </button>
            <p
              aria-live="polite"
              css={css`position: absolute; left: ${theme.space[3]}; bottom: ${theme.space[3]}; padding: 0.125rem ${theme.space[2]}; background: rgba(11, 11, 12, 0.8); color: ${theme.colors.pearl}; font-size: ${theme.fontSizes.xs};`}
            >
              Photo {gallery.index + 1} of {photos.length}
            </p>
          </>
        )}
      </div>
      {several && (
        <ul role="list" aria-label="Choose a photo" css={css`display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: ${theme.space[2]}; margin: 0;`}>
          {photos.map((thumb, index) => (
            <li key={thumb.url}>
              <button
                type="button"
                aria-label={`Show photo ${index + 1} of ${photos.length}: ${thumb.alt}`}
                aria-current={index === gallery.index ? 'true' : undefined}
                onClick={() => gallery.show(index)}
                css={css`
                  display: block;
                  width: 100%;
                  aspect-ratio: 1 / 1;
                  padding: 0;
                  overflow: hidden;
                  border: 1px solid ${index === gallery.index ? 'var(--accent)' : 'transparent'};
                  outline-offset: 2px;
                  background: ${theme.colors.parchment};
                  opacity: ${index === gallery.index ? 1 : 0.72};
                  cursor: pointer;
                  &:hover {
                    opacity: 1;
                  }
                `}
              >
                <img src={thumb.thumbUrl} width={480} height={480} alt="" loading="lazy" css={css`width: 100%; height: 100%; object-fit: cover;`} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
