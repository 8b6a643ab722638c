/** schema.org data for search engines (storefront.md §9): up to 40 products, GBP, descriptions cut to 180 characters. */
export const STRUCTURED_DATA_LIMIT = 40;
export const DESCRIPTION_LIMIT = 180;

export interface StructuredProduct {
  id: string;
  name: string;
  brand: string;
  sku: string;
  description: string;
  imageUrl: string;
  /** What the shopper pays, in pence. */
  pricePence: number;
  inStock: boolean;
}

export function cutDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= limit ? clean : `${clean.slice(0, limit - 1).trimEnd()}…`;
}

export function itemListJsonLd(name: string, products: readonly StructuredProduct[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: Math.min(products.length, STRUCTURED_DATA_LIMIT),
    itemListElement: products.slice(0, STRUCTURED_DATA_LIMIT).map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        brand: { '@type': 'Brand', name: product.brand },
        sku: product.sku,
        description: cutDescription(product.description),
        image: new URL(product.imageUrl, origin).href,
        url: new URL(`/product/${product.id}`, origin).href,
        offers: {
          '@type': 'Offer',
          price: (product.pricePence / 100).toFixed(2),
          priceCurrency: 'GBP',
          availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
    })),
  };
}

/** JSON for an inline script: '<' escaped so product text can never close the script element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
