import { Router } from 'express';
import { badRequest } from '../../common/errors';
import { penceToPounds, poundsToPence } from '../../common/money';
import { requestContext } from '../../http/request-context';
import { parseProductId } from '../catalog/product-id';
import type { CartItemRequest } from './cart-pricing';
import { ORDER_NUMBER_PATTERN } from './order-access';

type Body = Record<string, unknown>;

function parseItems(value: unknown): CartItemRequest[] {
  if (!Array.isArray(value)) throw badRequest('items must be a list of {id, quantity, size}.', { parameter: 'items' });
  return value.map((item: Body | null, index) => {
    if (!item || typeof item !== 'object') throw badRequest(`items[${index}] must be an object.`, { parameter: 'items' });
    const productId = parseProductId(String(item.id ?? item.productId ?? ''));
    const quantity = Number(item.quantity);
    if (productId === null) throw badRequest(`items[${index}].id must be a product id.`, { parameter: 'items' });
    if (!Number.isInteger(quantity)) throw badRequest(`items[${index}].quantity must be a whole number.`, { parameter: 'items' });
    if (item.size != null && typeof item.size !== 'string') throw badRequest(`items[${index}].size must be text.`, { parameter: 'items' });
    return { productId, quantity, size: (item.size as string | undefined) ?? null };
  });
}

function parseAmount(value: unknown): number {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) throw badRequest('amount must be the cart total in pounds.', { parameter: 'amount' });
  return poundsToPence(amount);
}

function optionalText(body: Body, name: string): string | null {
  const value = body[name];
  if (value == null || value === '') return null;
  if (typeof value !== 'string') throw badRequest(`${name} must be text.`, { parameter: name });
  return value;
}

/**
 * The spec's payment calls (storefront.md §7). Prices are the server's:
 * `amount` (pounds) is only compared with the total computed from the
 * catalogue. `items` lists the cart lines; `orderId` with `orderToken`
 * names an earlier unpaid checkout of this shopper's, which is replaced.
 */
export function paymentRoutes(): Router {
  const router = Router();

  router.get('/stripe/config', (req, res) => {
    const config = requestContext(req).services.checkout.paymentConfig();
    res.set('Cache-Control', 'no-store').json(config);
  });

  router.post('/create-payment-intent', async (req, res) => {
    const body: Body = req.body && typeof req.body === 'object' ? req.body : {};
    const items = parseItems(body.items);
    const expectedTotalPence = parseAmount(body.amount);
    const guestEmail = optionalText(body, 'guestEmail');
    const orderId = optionalText(body, 'orderId');
    const orderToken = optionalText(body, 'orderToken');
    const context = requestContext(req);
    const started = await context.services.checkout.start({
      items,
      expectedTotalPence,
      email: guestEmail,
      userId: context.user?.id ?? null,
      clientIp: req.ip,
      replaces: orderId && orderToken && ORDER_NUMBER_PATTERN.test(orderId) ? { number: orderId, token: orderToken } : null,
    });
    res.set('Cache-Control', 'no-store').status(201).json({
      clientSecret: started.clientSecret,
      orderNumber: started.order.number,
      orderToken: started.token,
      amount: penceToPounds(started.order.totalPence),
      currency: 'gbp',
    });
  });

  return router;
}
