import { useParams, useSearchParams } from 'react-router';
import { ListingPage } from '../features/listing/listing-page';
import { collectionOf, parseCategory } from '@aurum/rules/catalog/listing-rules';
import NotFoundPage from './not-found';

/** `/products` and `/products/:category` (all, watches, clothing); `?collection=` narrows to a curated slice. */
export default function ProductsPage() {
  const { category: segment } = useParams();
  const [params] = useSearchParams();
  const category = parseCategory(segment);
  if (!category) return <NotFoundPage />;
  const collection = collectionOf(params.get('collection'));
  // A new category or collection starts with fresh filters.
  return <ListingPage key={`${category}:${collection?.slug ?? ''}`} category={category} collection={collection} />;
}
