import { css, useTheme } from '@emotion/react';
import { useEffect, useMemo } from 'react';
import { Field } from 'react-final-form';
import { Button } from '../../components/ui';
import { FilePicker } from '../../components/ui/file-picker';
import { errorSubscription, shownError } from '../../lib/form-errors';
import { LISTING_PHOTOS, PHOTO_ACCEPT } from './rules';

/** Object URLs for previews, released when the files change or the picker goes. */
function usePreviews(files: readonly File[]) {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

function Thumbnails({ files, onRemove }: { files: readonly File[]; onRemove: (index: number) => void }) {
  const theme = useTheme();
  const urls = usePreviews(files);
  if (files.length === 0) return null;
  return (
    <ul aria-label="Chosen photos" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space[3]}; grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));`}>
      {files.map((file, index) => (
        <li key={urls[index]} css={css`display: grid; gap: ${theme.space[2]}; min-width: 0;`}>
          <img src={urls[index]} alt={`Photo ${index + 1}: ${file.name}`} css={css`width: 100%; aspect-ratio: 1; object-fit: cover; border: 1px solid var(--hairline);`} />
          <Button type="button" variant="ghost" size="sm" onClick={() => onRemove(index)} aria-label={`Remove photo ${index + 1}`}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** 3–12 photos with previews: each choice adds to the list, each photo can be removed. */
export function PhotoPicker({ editing }: { editing: boolean }) {
  const theme = useTheme();
  return (
    <Field<File[]> name="photos" subscription={errorSubscription}>
      {({ input, meta }) => {
        const files: File[] = input.value || [];
        const hint = editing
          ? `Leave empty to keep the current photos; choosing new ones replaces them all (${LISTING_PHOTOS.min}–${LISTING_PHOTOS.max} images).`
          : `${LISTING_PHOTOS.min} to ${LISTING_PHOTOS.max} photos: PNG, JPEG, GIF or WebP, 10 MB each. The first is the cover.`;
        return (
          <div css={css`display: grid; gap: ${theme.space[3]};`}>
            <FilePicker
              name="photos"
              buttonLabel={files.length > 0 ? 'Add photos' : 'Choose photos'}
              label={`Photos (${files.length} of ${LISTING_PHOTOS.max} chosen)`}
              hint={hint}
              accept={PHOTO_ACCEPT}
              multiple
              error={shownError(meta)}
              onFiles={(chosen) => input.onChange([...files, ...chosen].slice(0, LISTING_PHOTOS.max))}
              onBlur={() => input.onBlur()}
              onFocus={() => input.onFocus()}
            />
            <Thumbnails files={files} onRemove={(index) => input.onChange(files.filter((_, i) => i !== index))} />
          </div>
        );
      }}
    </Field>
  );
}
