import { AppError } from '../../../common/errors';
import { parseMarketplaceId } from '../browse/browse-input';
import { CHECKOUT_MESSAGES } from './escrow-checkout.service';
import { ESCROW_SERVICE_MESSAGES } from './escrow.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A marketplace order id from a request: anything that is not one is simply not found. */
export function parseOrderId(value: string): string {
  if (!UUID.test(value)) throw new AppError('NOT_FOUND', ESCROW_SERVICE_MESSAGES.notFound);
  return value.toLowerCase();
}

export function parseListingId(value: string): number {
  const id = parseMarketplaceId(value);
  if (id === null) throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.notFound);
  return id;
}
