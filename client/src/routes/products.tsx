import { useParams, useSearchParams } from 'react-router';
import { COLLECTIONS, ListingPage, parseCategory } from '../features/listing';
import NotFoundPage from './not-found';

/** `/products` and `/products/:category` (all, watches, clothing); `?collection=` narrows to a curated slice. */
export default function ProductsPage() {
  const { category: segment } = useParams();
  const [params] = useSearchParams();
  const category = parseCategory(segment);
  if (!category) return <NotFoundPage />;
  const slug = params.get('collection');
  const collection = slug ? COLLECTIONS[slug] : undefined;
  // A new category or collection starts with fresh filters.
  return <ListingPage key={`${category}:${collection?.slug ?? ''}`} category={category} collection={collection} />;
}
