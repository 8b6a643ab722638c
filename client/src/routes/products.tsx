import { lazy, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CategoryView } from '../features/listing/category-view';
import { ListingPage } from '../features/listing/listing-page';
import { categoryScope, collectionOf, parseCategory } from '@aurum/rules/catalog/listing-rules';

// Only an unknown category shows it: the listing's visitors do not load it.
const NotFoundPage = lazy(() => import('./not-found'));

/** `/products` and `/products/:category` (all, watches, clothing); `?collection=` narrows to a curated slice. */
export default function ProductsPage() {
  const { category: segment } = useParams();
  const [params] = useSearchParams();
  const category = parseCategory(segment);
  const collection = collectionOf(params.get('collection'));
  const scope = useMemo(() => category && categoryScope(category, collection), [category, collection]);
  if (!scope) return <NotFoundPage />;
  // A new category or collection starts with fresh filters.
  return <ListingPage key={`${scope.id}:${collection?.slug ?? ''}`} scope={scope} view={CategoryView} />;
}
