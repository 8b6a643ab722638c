import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { ORDER_NUMBER_PATTERN, type OrderAccessTokens } from './order-access';
import { Order } from './order.entity';

/** A guest proves an order is theirs with its number and access token. */
export interface OrderAccess {
  number: string;
  token?: string | null;
}

export const ORDER_NOT_FOUND = 'Order not found';

/** Reading orders: a guest by number and token, a signed-in customer their own. */
export class OrderService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: OrderAccessTokens,
  ) {}

  /** The order, when the caller may see it; null otherwise (wrong token and no such order look the same). */
  async findByAccess(access: OrderAccess, userId: number | null = null): Promise<Order | null> {
    const number = access.number.trim().toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(number)) return null;
    const order = await this.em.findOne(Order, { number }, { populate: ['lines', 'refunds'] });
    if (!order) return null;
    if (userId !== null && order.userId === userId) return order;
    if (access.token && (await this.tokens.verify(this.em, order.id, access.token))) return order;
    return null;
  }

  async requireOrder(access: OrderAccess, userId: number | null = null): Promise<Order> {
    const order = await this.findByAccess(access, userId);
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return order;
  }

  /** A signed-in customer's orders, newest first; checkouts never paid are left out. */
  async listForUser(userId: number, limit = 20, offset = 0): Promise<{ items: Order[]; totalCount: number }> {
    const [items, totalCount] = await this.em.findAndCount(
      Order,
      { userId, paidAt: { $ne: null } },
      { populate: ['lines', 'refunds'], orderBy: { createdAt: 'desc' }, limit, offset },
    );
    return { items, totalCount };
  }

  /** The order as it is now in the database. */
  async reload(orderId: string): Promise<Order> {
    return this.em.fork().findOneOrFail(Order, orderId, { populate: ['lines', 'refunds'] });
  }
}
