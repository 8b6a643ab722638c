import type { ShopProductCard_ProductFragment } from '../../gql/graphql';
import { payablePence } from '../../components/product';
import { useSiteOrigin } from '../../lib/site-origin';
import { itemListJsonLd, jsonForScript } from './structured-data';

type Item = ShopProductCard_ProductFragment & { sku: string; description: string };

/** JSON-LD ItemList of the products on screen, for search engines. */
export function StructuredDataScript({ name, products }: { name: string; products: readonly Item[] }) {
  const origin = useSiteOrigin();
  const data = itemListJsonLd(
    name,
    products.map((p) => ({ ...p, pricePence: payablePence(p) })),
    origin,
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
