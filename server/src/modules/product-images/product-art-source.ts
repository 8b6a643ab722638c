import type { MikroORM } from '@mikro-orm/postgresql';
import type { ProductArtInput } from '../../media-art/product-art';

/** Looks up what a product's picture is drawn from, by SKU (one indexed row, lean). */
export function productArtSource(orm: MikroORM): (sku: string) => Promise<ProductArtInput | null> {
  return async (sku) => {
    const result = await orm.em.getKnex().raw(
      `select sku, name, brand, category, colors, materials, case_material as "caseMaterial", dial_color as "dialColor",
              strap_material as "strapMaterial", case_diameter_mm as "caseDiameterMm", movement,
              water_resistance_m as "waterResistanceM", complications, style, fabric, gender
       from product where sku = ?`,
      [sku],
    );
    return (result.rows[0] as ProductArtInput | undefined) ?? null;
  };
}
