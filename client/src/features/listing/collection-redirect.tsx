import { useEffect } from 'react';
import { css, useTheme } from '@emotion/react';
import { useNavigate } from 'react-router';
import { ButtonLink, Container } from '../../components/ui';
import type { ListingCollection } from '@aurum/rules/catalog/listing-rules';

export const collectionPath = (collection: ListingCollection) => `/products/all?collection=${collection.slug}`;

/**
 * The redirect pages (accounts-support-info.md §2): set the document title
 * and go at once to the listing, with a button should that not happen.
 */
export function CollectionRedirect({ collection }: { collection: ListingCollection }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const target = collectionPath(collection);
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <Container>
      <title>{`${collection.title} — Aurum`}</title>
      <div css={css`display: grid; justify-items: center; gap: ${theme.space[5]}; padding-block: ${theme.space[10]}; text-align: center;`}>
        <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>{collection.title}</h1>
        <p css={css`color: var(--fg-muted);`}>Taking you to {collection.title}…</p>
        <ButtonLink to={target}>View {collection.title}</ButtonLink>
      </div>
    </Container>
  );
}
