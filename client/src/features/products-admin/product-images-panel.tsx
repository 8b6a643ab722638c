import { useId, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, useToast } from '../../components/ui';
import { FilePicker } from '../../components/ui/file-picker';
import { CSRF_PREVENTION_HEADERS } from '../../lib/graphql-request';
import { sendMultipart } from '../../lib/send-multipart';
import { PRODUCT_PHOTO_ACCEPT, PRODUCT_PHOTOS, productPhotosError } from '@aurum/rules/catalog/product-photos';
import { usesGeneratedArt } from './product-photos';

export interface ProductImagesPanelProps {
  productId: string;
  sku: string;
  name: string;
  imageUrl: string;
  galleryImages: readonly string[];
  /** Called after the server saved new pictures, so the page reads the product again. */
  onChanged: () => Promise<unknown>;
}

const FAILURE = 'The pictures could not be saved. Please try again.';

/** The product's pictures as the shop shows them, replaced by staff uploads or put back to the generated art. */
export function ProductImagesPanel({ productId, sku, name, imageUrl, galleryImages, onChanged }: ProductImagesPanelProps) {
  const theme = useTheme();
  const { toast } = useToast();
  const headingId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const pictures = [imageUrl, ...galleryImages.filter((url) => url !== imageUrl)];
  const generated = usesGeneratedArt(sku, imageUrl);

  async function save(method: 'POST' | 'DELETE') {
    const problem = method === 'POST' ? productPhotosError(files) : undefined;
    setError(problem);
    if (problem) return;
    setBusy(true);
    const url = `/api/admin/products/${encodeURIComponent(productId)}/images`;
    const result =
      method === 'POST'
        ? await sendMultipart('POST', url, files.reduce((form, file) => (form.append('images', file), form), new FormData()), FAILURE)
        : await fetch(url, { method: 'DELETE', credentials: 'same-origin', headers: CSRF_PREVENTION_HEADERS }).then(
            (response) => (response.ok ? { ok: true as const } : { ok: false as const, message: FAILURE }),
            () => ({ ok: false as const, message: FAILURE }),
          );
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setFiles([]);
    await onChanged();
    toast({ title: method === 'POST' ? 'Pictures saved' : 'Generated art restored', description: 'The shop shows them now.', variant: 'success' });
  }

  return (
    <section aria-labelledby={headingId} css={css`display: grid; gap: ${theme.space[3]};`}>
      <h2 id={headingId} css={css`margin: 0; font-size: ${theme.fontSizes.xl};`}>
        Pictures
      </h2>
      <p css={css`margin: 0; color: var(--muted); font-size: ${theme.fontSizes.sm};`}>{generated ? 'Generated from the product’s details.' : 'Uploaded by staff.'}</p>
      <ul aria-label="Pictures in the shop" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space[2]}; grid-template-columns: repeat(2, minmax(0, 1fr));`}>
        {pictures.map((url, index) => (
          <li key={url} css={index === 0 ? css`grid-column: 1 / -1;` : undefined}>
            <img
              src={`${url}?w=${index === 0 ? 640 : 320}`}
              alt={index === 0 ? `${name}: main picture` : `${name}: view ${index + 1}`}
              width={index === 0 ? 640 : 320}
              height={index === 0 ? 640 : 320}
              css={css`display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; background: ${theme.colors.graphite};`}
            />
          </li>
        ))}
      </ul>
      <FilePicker
        label="Replace with new pictures"
        buttonLabel="Choose pictures"
        files={files}
        onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))}
        hint={`${PRODUCT_PHOTOS.min} to ${PRODUCT_PHOTOS.max} images: PNG, JPEG, GIF or WebP, 10 MB each. The first is the main picture.`}
        accept={PRODUCT_PHOTO_ACCEPT}
        multiple
        error={error}
        announceError
        onFiles={(chosen) => {
          setFiles(chosen);
          setError(undefined);
        }}
      />
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
        <Button type="button" size="sm" disabled={busy || files.length === 0} onClick={() => save('POST')}>
          {files.length > 0 ? `Upload ${files.length} picture${files.length === 1 ? '' : 's'}` : 'Upload pictures'}
        </Button>
        {!generated && (
          <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => save('DELETE')}>
            Use generated art
          </Button>
        )}
      </div>
    </section>
  );
}
