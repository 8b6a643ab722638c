import type { EntityManager } from '@mikro-orm/postgresql';
import { productColumns } from '../catalog/product-columns';
import type { ProductRow } from '../catalog/product.mapper';
import type { ConsultationRequest } from './consultation-input';
import type { StyleConsultation } from './consultation.service';
import type { SavedReport, SavedRequest } from './saved-consultation.entity';

/** Reports kept per customer; older ones are dropped when a new one is saved. */
export const SAVED_CONSULTATIONS_KEPT = 20;

export interface SavedConsultationRecord {
  id: number;
  createdAt: Date;
  request: SavedRequest;
  consultation: StyleConsultation;
}

function toSavedReport(consultation: StyleConsultation): SavedReport {
  const { products, metadata, savedId: _savedId, ...rest } = consultation;
  return {
    ...rest,
    products: products.map(({ product, ...why }) => ({ productId: product.id, ...why })),
    metadata: { ...metadata, generatedAt: metadata.generatedAt.toISOString() },
  };
}

/** Signed-in customers' consultation reports: saved as written, listed newest first. */
export class SavedConsultationsService {
  constructor(private readonly em: EntityManager) {}

  async save(userId: number, request: ConsultationRequest, consultation: StyleConsultation): Promise<number> {
    const saved: SavedRequest = { ...request, budget: request.budget.value };
    return this.em.getKnex().transaction(async (trx) => {
      const { rows } = await trx.raw(
        'insert into saved_consultation (user_id, request, report) values (?, ?::jsonb, ?::jsonb) returning id',
        [userId, JSON.stringify(saved), JSON.stringify(toSavedReport(consultation))],
      );
      await trx.raw(
        `delete from saved_consultation where user_id = ? and id not in (
           select id from saved_consultation where user_id = ? order by created_at desc, id desc limit ?)`,
        [userId, userId, SAVED_CONSULTATIONS_KEPT],
      );
      return rows[0].id as number;
    });
  }

  async list(userId: number, limit = SAVED_CONSULTATIONS_KEPT): Promise<SavedConsultationRecord[]> {
    const knex = this.em.getKnex();
    const { rows } = await knex.raw(
      'select id, created_at as "createdAt", request, report from saved_consultation where user_id = ? order by created_at desc, id desc limit ?',
      [userId, Math.min(Math.max(Math.trunc(limit), 1), SAVED_CONSULTATIONS_KEPT)],
    );
    const saved = rows as { id: number; createdAt: Date; request: SavedRequest; report: SavedReport }[];
    const ids = [...new Set(saved.flatMap((row) => row.report.products.map((product) => product.productId)))];
    const products = ids.length
      ? ((await knex.raw(`select ${productColumns(this.em)} from product p where p.id = any(?::int[])`, [ids] as never[])).rows as ProductRow[])
      : [];
    const byId = new Map(products.map((product) => [product.id, product]));
    return saved.map(({ id, createdAt, request, report }) => ({
      id,
      createdAt: new Date(createdAt),
      request,
      consultation: {
        ...report,
        // A product removed from the catalogue since simply drops out of the old report.
        products: report.products.flatMap(({ productId, ...why }) => (byId.has(productId) ? [{ product: byId.get(productId)!, ...why }] : [])),
        metadata: { ...report.metadata, generatedAt: new Date(report.metadata.generatedAt) },
        savedId: id,
      },
    }));
  }
}
