import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildGarmentSpec, classifyGarment } from './garment-spec.js';
import { createRng } from './art-kit.js';
import { PRODUCT_IMAGE_VIEWS, renderProductSvg, type ProductArtInput } from './product-art.js';
import { DIVER } from '../test/product-art-samples';

const CHRONO_MOON: ProductArtInput = {
  ...DIVER,
  sku: 'AUR-W-0002',
  name: 'Chronograph Moon',
  caseMaterial: 'Gold',
  dialColor: 'Blue',
  strapMaterial: 'Alligator',
  waterResistanceM: 50,
  complications: ['Chronograph', 'Moon Phase'],
};

const BLAZER: ProductArtInput = {
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

const SCARF: ProductArtInput = {
  ...BLAZER,
  sku: 'AUR-C-0002',
  name: 'Cashmere Scarf',
  colors: ['Beige', 'Black'],
  materials: ['Cashmere'],
  style: 'Accessories',
  fabric: 'Cashmere',
};

const SAMPLES = [DIVER, CHRONO_MOON, BLAZER, SCARF];

describe('renderProductSvg', () => {
  it('is deterministic for a SKU', () => {
    for (const p of SAMPLES) {
      for (let v = 0; v < PRODUCT_IMAGE_VIEWS; v++) expect(renderProductSvg({ ...p }, v)).toBe(renderProductSvg({ ...p }, v));
    }
  });

  it('differs between dial colours and between garment colours', () => {
    expect(renderProductSvg({ ...DIVER, dialColor: 'Blue' }, 0)).not.toBe(renderProductSvg(DIVER, 0));
    expect(renderProductSvg({ ...BLAZER, colors: ['Red'] }, 0)).not.toBe(renderProductSvg(BLAZER, 0));
  });

  it('differs between products whose attributes are identical', () => {
    expect(renderProductSvg({ ...DIVER, sku: 'AUR-W-9999' }, 0)).not.toBe(renderProductSvg(DIVER, 0));
  });

  it('gives four different views', () => {
    for (const p of SAMPLES) {
      const views = new Set(Array.from({ length: PRODUCT_IMAGE_VIEWS }, (_, v) => renderProductSvg(p, v)));
      expect(views.size).toBe(PRODUCT_IMAGE_VIEWS);
    }
  });

  it('rejects views outside 0..3', () => {
    expect(() => renderProductSvg(DIVER, 4)).toThrow(RangeError);
    expect(() => renderProductSvg(DIVER, -1)).toThrow(RangeError);
    expect(() => renderProductSvg(DIVER, 1.5)).toThrow(RangeError);
  });

  it('is self-contained square SVG that never echoes product text', () => {
    const hostile = { ...BLAZER, name: '<script>alert(1)</script> Blazer', brand: '"><img src=x>' };
    for (const p of [...SAMPLES, hostile]) {
      const svg = renderProductSvg(p, 0);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 1200"')).toBe(true);
      expect(svg).not.toMatch(/<script|<img|href=|@import|<text/i);
      expect(svg).not.toContain(p.name);
    }
  });

  it('draws the complications it is asked for', () => {
    const plain = renderProductSvg({ ...CHRONO_MOON, complications: [] }, 2);
    const rich = renderProductSvg(CHRONO_MOON, 2);
    // Sub-dials add concentric "azurage" rings; the moon window adds stars.
    expect(rich.length).toBeGreaterThan(plain.length + 2000);
  });

  it('renders as well-formed SVG for every sample and view', async () => {
    for (const p of SAMPLES) {
      for (let v = 0; v < PRODUCT_IMAGE_VIEWS; v++) {
        const svg = renderProductSvg(p, v);
        const { data, info } = await sharp(Buffer.from(svg), { density: 72 * (160 / 1200) })
          .resize(160, 160)
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect(info.width).toBe(160);
        // Not a blank frame: some pixels are much brighter than others.
        let min = 255;
        let max = 0;
        for (let i = 0; i < data.length; i += info.channels) {
          const l = data[i]! + data[i + 1]! + data[i + 2]!;
          min = Math.min(min, l / 3);
          max = Math.max(max, l / 3);
        }
        expect(max - min).toBeGreaterThan(60);
      }
    }
  });

  it('copes with sparse or unknown attributes', () => {
    const sparse = {
      sku: 'X',
      name: '',
      brand: '',
      category: 'watches' as const,
      colors: [],
      materials: [],
      complications: [],
      caseMaterial: 'Unobtainium',
      dialColor: 'Plaid',
      strapMaterial: null,
    };
    for (let v = 0; v < PRODUCT_IMAGE_VIEWS; v++) {
      expect(renderProductSvg(sparse, v)).toContain('</svg>');
      expect(renderProductSvg({ ...sparse, category: 'clothing' }, v)).toContain('</svg>');
    }
    expect(renderProductSvg(SCARF, 3)).toContain('</svg>');
  });

  it('draws a colour named like what every object inherits as an unknown colour', () => {
    for (const inherited of ['constructor', 'toString', '__proto__']) {
      const watch = { ...DIVER, dialColor: inherited, colors: [inherited] };
      expect(renderProductSvg(watch, 0), inherited).toBe(renderProductSvg({ ...DIVER, dialColor: 'Plaid', colors: ['Plaid'] }, 0));
      const garment = { ...BLAZER, colors: [inherited] };
      expect(renderProductSvg(garment, 0), inherited).toBe(renderProductSvg({ ...BLAZER, colors: ['Plaid'] }, 0));
    }
  });
});

describe('classifyGarment', () => {
  const rng = () => createRng(1);
  it.each([
    ['Heritage Trench Coat', 'trench'],
    ['Piqué Polo Shirt', 'polo'],
    ['Logo T-Shirt', 'tee'],
    ['Oxford Shirt', 'shirt'],
    ['Shirt Dress', 'dress'],
    ['Dress Shirt', 'shirt'],
    ['Dinner Jacket', 'blazer'],
    ['Leather Biker Jacket', 'jacket'],
    ['Suit Trousers', 'trousers'],
    ['Cashmere Overcoat', 'coat'],
    ['Merino Cardigan', 'knit'],
    ['Suede Loafers', 'shoes'],
    ['Reversible Leather Belt', 'belt'],
    ['Leather Tote Bag', 'bag'],
    ['Silk Evening Gown', 'gown'],
    ['Selvedge Jeans', 'jeans'],
    ['Hooded Sweatshirt', 'hoodie'],
    ['Cashmere Hooded Cardigan', 'knit'],
    ['Bady Short Down Jacket', 'puffer'],
    ['Suede Driving Gloves', 'gloves'],
    ['Le Smoking Tuxedo Jacket', 'blazer'],
  ])('%s → %s', (name, kind) => {
    expect(classifyGarment(name.toLowerCase(), '', rng(), '')).toBe(kind);
  });
});

describe('garment fabric', () => {
  it('follows the dominant fibre of a blend, and surface words in the name', () => {
    expect(buildGarmentSpec({ ...BLAZER, fabric: '90% Wool, 10% Cashmere' }).fabric).toBe('wool');
    expect(buildGarmentSpec({ ...BLAZER, fabric: '70% Cashmere, 30% Silk' }).fabric).toBe('cashmere');
    expect(buildGarmentSpec({ ...BLAZER, name: 'Suede Bomber Jacket', fabric: null, materials: [] }).fabric).toBe('suede');
    expect(buildGarmentSpec({ ...BLAZER, name: 'Cashmere Crew-Neck Jumper', fabric: '100% Cashmere' }).fabric).toBe('knit');
  });
});
