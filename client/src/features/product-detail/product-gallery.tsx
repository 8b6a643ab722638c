import { css, useTheme } from '@emotion/react';
import { ThumbnailStrip } from '../../components/product/thumbnail-strip';
import { useGallery } from '../../components/product/use-gallery';
import { ZoomableImage } from '../../components/product/zoomable-image';

/**
 * The main image with click-to-zoom (the zoom follows the pointer) and a
 * thumbnail grid of the main image plus the gallery (storefront.md §2).
 * Keyboard users zoom with the Zoom button; the thumbnails are buttons.
 */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const theme = useTheme();
  const gallery = useGallery(images);
  return (
    <div css={css`display: grid; gap: ${theme.space[3]}; align-content: start;`}>
      <ZoomableImage gallery={gallery} name={name} sizes="(min-width: 900px) 50vw, 100vw" />
      <ThumbnailStrip gallery={gallery} label="Product images" columns={5} />
    </div>
  );
}
