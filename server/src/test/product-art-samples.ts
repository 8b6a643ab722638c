import type { ProductArtInput } from '../media-art/product-art';

/** Sample products for the image tests (a diver's watch and a blazer); test-only, kept out of the build. */
export const DIVER: ProductArtInput = {
  sku: 'AUR-W-0001',
  name: 'Submariner Date',
  brand: 'Rolex',
  category: 'watches',
  colors: ['Black', 'Silver'],
  materials: ['Stainless Steel'],
  caseMaterial: 'Stainless Steel',
  dialColor: 'Black',
  strapMaterial: 'Metal Bracelet',
  caseDiameterMm: 41,
  movement: 'Automatic',
  waterResistanceM: 300,
  complications: ['Date'],
};

export const BLAZER: ProductArtInput = {
  sku: 'AUR-C-0001',
  name: 'Wool Blazer',
  brand: 'Tom Ford',
  category: 'clothing',
  colors: ['Navy'],
  materials: ['Wool'],
  complications: [],
  style: 'Formal',
  fabric: 'Wool',
  gender: 'Men',
};
