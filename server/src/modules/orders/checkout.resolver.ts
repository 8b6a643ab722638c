import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { parseProductId } from '../catalog/product-id';
import { toOrderView } from './order.mapper';
import {
  CheckoutDetailsInput,
  CheckoutSessionView,
  OrderAccessInput,
  OrderView,
  PaymentAttemptStatusValue,
  PaymentAttemptView,
  PaymentConfigView,
  StartCheckoutInput,
} from './order.types';
import { SimulatedCardInput } from '../payments/payment.types';

@Resolver()
export class CheckoutResolver {
  @Query(() => PaymentConfigView, { description: 'How the checkout takes payment: Stripe (with its publishable key) or the simulated gateway.' })
  paymentConfig(@Ctx() { services }: RequestContext): PaymentConfigView {
    return services.checkout.paymentConfig() as PaymentConfigView;
  }

  @Mutation(() => CheckoutSessionView, {
    description:
      'Starts a checkout: prices the cart from the catalogue, refuses a total that differs from the one shown (CONFLICT, reason TOTAL_MISMATCH), holds the stock (CONFLICT, reason OUT_OF_STOCK when it is gone; BAD_USER_INPUT, reason HOLD_LIMIT past 10 units in one checkout or 20 held at once by one customer or guest address) and opens a payment for the server\'s total.',
  })
  async startCheckout(
    @Arg('input', () => StartCheckoutInput, { description: 'The cart and the total shown.' }) input: StartCheckoutInput,
    @Ctx() context: RequestContext,
  ): Promise<CheckoutSessionView> {
    const started = await context.services.checkout.start({
      items: input.items.map((item) => ({ productId: parseProductId(item.productId) ?? -1, quantity: item.quantity, size: item.size })),
      expectedTotalPence: input.expectedTotal,
      email: input.email,
      userId: context.user?.id ?? null,
      replaces: input.replaces,
      clientIp: context.request.ip,
    });
    return { order: toOrderView(started.order), orderToken: started.token, clientSecret: started.clientSecret };
  }

  @Mutation(() => OrderView, { description: 'Saves the contact and shipping details of a pending order and keeps its stock held while the shopper pays.' })
  async saveCheckoutDetails(
    @Arg('order', () => OrderAccessInput, { description: 'Which order.' }) access: OrderAccessInput,
    @Arg('details', () => CheckoutDetailsInput, { description: 'Contact and shipping details.' }) details: CheckoutDetailsInput,
    @Ctx() context: RequestContext,
  ): Promise<OrderView> {
    return toOrderView(await context.services.checkout.saveDetails(access, details, context.user?.id ?? null));
  }

  @Mutation(() => PaymentAttemptView, { description: 'Pays with a card through the simulated gateway (only when Stripe is not configured).' })
  async confirmSimulatedPayment(
    @Arg('clientSecret', () => String, { description: 'The client secret from startCheckout.' }) clientSecret: string,
    @Arg('card', () => SimulatedCardInput, { description: 'The card.' }) card: SimulatedCardInput,
    @Ctx() { services }: RequestContext,
  ): Promise<PaymentAttemptView> {
    const attempt = await services.checkout.confirmSimulatedPayment(clientSecret, card);
    return { status: attempt.status as PaymentAttemptStatusValue, message: attempt.message, order: toOrderView(attempt.order) };
  }

  @Mutation(() => OrderView, { description: 'Brings a pending order up to date with its payment (after Stripe.js reports success, before the webhook arrives).' })
  async refreshOrderPayment(
    @Arg('order', () => OrderAccessInput, { description: 'Which order.' }) access: OrderAccessInput,
    @Ctx() context: RequestContext,
  ): Promise<OrderView> {
    return toOrderView(await context.services.checkout.refreshPayment(access, context.user?.id ?? null));
  }
}
