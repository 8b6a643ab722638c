import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { parseProductId } from '../catalog/product-id';
import { INSIGHT_WINDOWS } from './insights.service';
import { InsightsView, ProductInterestKindValue, toInsightCardView } from './insights.types';

@Resolver()
export class InsightsResolver {
  @Authorized('admin')
  @Query(() => InsightsView, { description: `Staff: the insights cards over the last 7, 30 or 90 days (others read 30): views without sales, carts without sales, stock running out, watches priced away from the market, sold-out sizes asked for.` })
  async insights(
    @Arg('days', () => Int, { defaultValue: 30, description: `Window in days: ${INSIGHT_WINDOWS.join(', ')}.` }) days: number,
    @Ctx() { services }: RequestContext,
  ): Promise<InsightsView> {
    const cards = await services.insights.cards(days);
    return { windowDays: (INSIGHT_WINDOWS as readonly number[]).includes(days) ? days : 30, generatedAt: new Date(), cards: cards.map(toInsightCardView) };
  }

  @Mutation(() => Boolean, {
    description: 'Counts a product page view or a cart add in the day’s aggregate counter (no personal data), once per visitor (the signed-in user, else the network address), product and hour; a view also counts the visitor as a recent viewer, once per product in the recent window (24 hours) and at most 60 products an hour per network address. False for unknown products.',
  })
  async recordProductInterest(
    @Arg('productId', () => ID, { description: 'Product id.' }) productId: string,
    @Arg('kind', () => ProductInterestKindValue, { description: 'View or cart add.' }) kind: ProductInterestKindValue,
    @Arg('size', () => String, { nullable: true, description: 'The size put in the cart, for clothing.' }) size: string | null,
    @Ctx() { services, user, request }: RequestContext,
  ): Promise<boolean> {
    const id = parseProductId(productId);
    if (id === null) return false;
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const visitor = user ? { userId: user.id } : { ip: address };
    return services.insights.record(visitor, address, id, kind, size);
  }
}
