import { AppError } from '../../common/errors';
import type { OrderLine } from './order-line.entity';
import type { RefundedLine } from './order-refund.entity';
import { includedVat } from './order-totals';

/** A line to refund or return, as staff or the customer name it. */
export interface ReturnLine {
  productId: string;
  size?: string | null;
  quantity: number;
}

export interface RefundPlan {
  /** The order lines concerned, with how many of each. */
  items: { line: OrderLine; quantity: number }[];
  lines: RefundedLine[];
  amountPence: number;
  vatPence: number;
  /** True when nothing of the order is left unrefunded afterwards. */
  completes: boolean;
}

export const REFUND_REASON_REQUIRED = 'Please give a reason for the refund.';
export const REFUND_REASON_MAX = 500;
export const NO_LINES_CHOSEN = 'Choose at least one line to refund.';

const badInput = (message: string, field: string, reason: string) => new AppError('BAD_USER_INPUT', message, { reason, fields: [{ field, messages: [message] }] });

export function parseRefundReason(reason: string | null | undefined): string {
  const text = (reason ?? '').trim();
  if (!text) throw badInput(REFUND_REASON_REQUIRED, 'reason', 'REASON_REQUIRED');
  if (text.length > REFUND_REASON_MAX) throw badInput(`Please keep the reason under ${REFUND_REASON_MAX} characters.`, 'reason', 'REASON_TOO_LONG');
  return text;
}

const remaining = (line: OrderLine) => line.quantity - line.refundedQuantity;
const lineName = (line: OrderLine) => `${line.brand} ${line.name}${line.size ? ` (size ${line.size})` : ''}`;
const sameSize = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

/** Finds the order line a request names; BAD_USER_INPUT when the order has none. */
export function findLine(orderNumber: string, lines: OrderLine[], wanted: ReturnLine): OrderLine {
  const line = lines.find((candidate) => String(candidate.product.id) === String(wanted.productId).trim() && sameSize(candidate.size, wanted.size));
  if (!line) {
    const size = wanted.size ? ` in size ${wanted.size}` : '';
    throw badInput(`Order ${orderNumber} has no line for product ${wanted.productId}${size}.`, 'lines', 'UNKNOWN_LINE');
  }
  return line;
}

/**
 * Checks the lines asked for against the order's own lines (each named once,
 * 1 to what is left of it) and returns them; no lines means every line not
 * yet refunded, in full.
 */
export function chooseLines(orderNumber: string, lines: OrderLine[], wanted: ReturnLine[] | null | undefined): { line: OrderLine; quantity: number }[] {
  if (wanted == null) return lines.filter((line) => remaining(line) > 0).map((line) => ({ line, quantity: remaining(line) }));
  if (wanted.length === 0) throw badInput(NO_LINES_CHOSEN, 'lines', 'NO_LINES');
  const chosen = new Map<OrderLine, number>();
  for (const item of wanted) {
    const line = findLine(orderNumber, lines, item);
    if (chosen.has(line)) throw badInput(`${lineName(line)} is listed twice; list each line once.`, 'lines', 'DUPLICATE_LINE');
    const left = remaining(line);
    if (left === 0) throw badInput(`${lineName(line)} has already been refunded in full.`, 'lines', 'LINE_REFUNDED');
    if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > left) {
      throw badInput(`Choose between 1 and ${left} of ${lineName(line)}.`, 'lines', 'QUANTITY_OUT_OF_RANGE');
    }
    chosen.set(line, item.quantity);
  }
  return [...chosen].map(([line, quantity]) => ({ line, quantity }));
}

/**
 * What a refund gives back, priced from the order's own lines (never from the
 * client). The refund that completes the order gives back all that is left
 * of the payment, so the refunds add up to the total exactly.
 */
export function planRefund(order: { number: string; totalPence: number; refundedPence: number }, lines: OrderLine[], wanted: ReturnLine[] | null | undefined): RefundPlan {
  const items = chooseLines(order.number, lines, wanted);
  const refundedLines: RefundedLine[] = items.map(({ line, quantity }) => ({
    productId: line.product.id,
    size: line.size ?? null,
    name: line.name,
    brand: line.brand,
    quantity,
    unitPricePence: line.unitPricePence,
    amountPence: line.unitPricePence * quantity,
  }));
  const completes = lines.every((line) => remaining(line) === (items.find((item) => item.line === line)?.quantity ?? 0));
  const linesPence = refundedLines.reduce((sum, line) => sum + line.amountPence, 0);
  const left = order.totalPence - order.refundedPence;
  const amountPence = completes ? left : Math.min(linesPence, left);
  return { items, lines: refundedLines, amountPence, vatPence: includedVat(amountPence), completes };
}
