import type { ProductDraft } from './product-rules';

/** A valid watch, as the product form sends it (tests override single fields). */
export const WATCH_DRAFT: ProductDraft = {
  name: 'Test Diver 42',
  brand: 'Aurum Test',
  sku: 'TST-DIVER-42',
  description: 'A steel diver for tests.',
  category: 'watches',
  pricePence: 500_000,
  materials: ['Stainless Steel'],
  sizes: [],
  availableSizes: [],
  colors: ['Black'],
  tags: ['Men'],
  features: ['Unidirectional bezel'],
  specifications: [{ name: 'Case Diameter', value: '42 mm' }],
  careInstructions: ['Rinse after salt water'],
  stock: 3,
  featured: false,
  condition: 'New',
  caseDiameterMm: 42,
  waterResistanceM: 300,
  complications: ['Date'],
  boxAndPapers: true,
  limitedEdition: false,
};
