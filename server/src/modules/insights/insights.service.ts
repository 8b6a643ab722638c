import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignalsService } from '../market-signals/signals.service';
import { cartedNotBought, soldOutSizes, viewedNotBought } from './demand-cards';
import type { InsightCard, InsightWindow } from './insight-card';
import { marketPrice } from './market-card';
import { type InterestKind, type InterestVisitor, recordVisitorInterest } from './product-interest';
import { runningOut } from './stock-card';

export const INSIGHT_WINDOWS = [7, 30, 90] as const;

/** The insights screen: each card one SQL aggregate over the shop's own data. Callers check the admin role. */
export class InsightsService {
  constructor(
    private readonly em: EntityManager,
    private readonly signals: SignalsService,
  ) {}

  async cards(days: number, limit = 8): Promise<InsightCard[]> {
    const window: InsightWindow = { days: (INSIGHT_WINDOWS as readonly number[]).includes(days) ? days : 30, limit };
    return Promise.all([
      viewedNotBought(this.em, window),
      cartedNotBought(this.em, window),
      runningOut(this.em, window),
      marketPrice(this.em, this.signals, window),
      soldOutSizes(this.em, window),
    ]);
  }

  /** Counts a view or cart add, once per visitor, product and hour (product-interest.ts); `address` is the request's. */
  record(visitor: InterestVisitor, address: string, productId: number, kind: InterestKind, size?: string | null): Promise<boolean> {
    return recordVisitorInterest(this.em, visitor, address, productId, kind, size);
  }
}
