import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { LEDGER_ACCOUNTS, orderBalances, postMovement, sellerBalance, UnbalancedMovementError } from './ledger';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const sql = (query: string, params: unknown[] = []) => database.orm.em.fork().getConnection().execute(query, params);

describe('the ledger', () => {
  it('writes balanced movements and derives balances from the entries', async () => {
    const order = { id: randomUUID(), sellerId: 41 };
    await database.orm.em.fork().transactional(async (tx) => {
      await postMovement(tx, 'payment', order, [
        { account: LEDGER_ACCOUNTS.buyerPayments, amountPence: -104_500 },
        { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: 104_500 },
      ]);
    });
    expect(await sellerBalance(database.orm.em.fork(), 41)).toEqual({ heldPence: 104_500, availablePence: 0, paidOutPence: 0 });
    await database.orm.em.fork().transactional(async (tx) => {
      await postMovement(tx, 'release', order, [
        { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: -104_500 },
        { account: LEDGER_ACCOUNTS.sellerBalance(41), amountPence: 90_000 },
        { account: LEDGER_ACCOUNTS.commission, amountPence: 10_000 },
        { account: LEDGER_ACCOUNTS.insuredDelivery, amountPence: 4_500 },
      ]);
    });
    expect(await sellerBalance(database.orm.em.fork(), 41)).toEqual({ heldPence: 0, availablePence: 90_000, paidOutPence: 0 });
    expect(await orderBalances(database.orm.em.fork(), order.id)).toEqual({ buyer_payments: -104_500, commission: 10_000, insured_delivery: 4_500, 'seller_balance:41': 90_000 });
  });

  it('refuses a movement that does not balance, in code', async () => {
    await expect(
      database.orm.em.fork().transactional((tx) => postMovement(tx, 'payout', { id: randomUUID(), sellerId: 41 }, [{ account: 'payouts', amountPence: 5 }, { account: 'seller_balance:41', amountPence: -4 }])),
    ).rejects.toThrow(UnbalancedMovementError);
  });

  it('refuses unbalanced entries written any other way, at commit, and never lets an entry change', async () => {
    const journal = randomUUID();
    await expect(
      sql(`insert into ledger_entry (journal_id, movement, account, amount_pence, order_id, seller_id) values (?, 'payout', 'payouts', 100, ?, 41)`, [journal, randomUUID()]),
    ).rejects.toThrow(/does not balance/);
    expect(await sql('select id from ledger_entry where journal_id = ?', [journal])).toEqual([]);
    await expect(sql(`update ledger_entry set amount_pence = 0 where seller_id = 41`)).rejects.toThrow(/cannot be changed/);
    await expect(sql(`delete from ledger_entry where seller_id = 41`)).rejects.toThrow(/cannot be changed/);
  });
});
