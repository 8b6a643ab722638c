import { useLocation } from 'react-router';
import { CollectionRedirect } from '../features/listing/collection-redirect';
import { COLLECTIONS } from '@aurum/rules/catalog/listing-rules';

/** `/products/new-arrivals`, `/products/collections` and `/products/sale`: the redirect pages. */
export default function CollectionRedirectPage() {
  const slug = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  return <CollectionRedirect collection={COLLECTIONS[slug] ?? COLLECTIONS.collections} />;
}
