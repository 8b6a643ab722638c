import { STAFF_REASON, STAFF_REASON_MESSAGE } from '@aurum/rules/staff/staff-reason';
import { AppError } from '../errors';

/**
 * The reason a risky staff action must carry (cancel, archive, a large price
 * change, a bulk action…), trimmed. BAD_USER_INPUT when missing, blank, too
 * short or too long: the server never relies on the screen having asked.
 */
export function requireStaffReason(reason: string | null | undefined): string {
  const trimmed = (reason ?? '').trim();
  if (trimmed.length < STAFF_REASON.min || trimmed.length > STAFF_REASON.max) {
    throw new AppError('BAD_USER_INPUT', STAFF_REASON_MESSAGE, { field: 'reason', reason: 'REASON_REQUIRED' });
  }
  return trimmed;
}

/** A price change of this fraction or more (up or down) is risky and needs a reason. */
export const LARGE_PRICE_CHANGE = 0.2;

export function isLargePriceChange(fromPence: number | null | undefined, toPence: number | null | undefined): boolean {
  if (fromPence == null || toPence == null || fromPence === toPence) return false;
  if (fromPence <= 0) return true;
  return Math.abs(toPence - fromPence) / fromPence >= LARGE_PRICE_CHANGE;
}
