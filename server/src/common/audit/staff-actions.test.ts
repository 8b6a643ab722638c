import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { diffFields, listStaffActions, recordStaffAction } from './staff-actions';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const staff = { id: 1, email: 'admin@aurum.example' };

describe('diffFields', () => {
  it('lists only the fields whose values change, with before and after', () => {
    const before = { price: 1000, stock: 2, tags: ['a'], name: 'Oyster' };
    expect(diffFields(before, { price: 900, stock: 2, tags: ['a', 'b'] })).toEqual({
      price: { from: 1000, to: 900 },
      tags: { from: ['a'], to: ['a', 'b'] },
    });
  });

  it('a map whose keys come back in another order (as PostgreSQL jsonb returns them) is no change', () => {
    const stored = { specifications: { Movement: 'Calibre 3235', 'Case Diameter': '41 mm' } };
    expect(diffFields(stored, { specifications: { 'Case Diameter': '41 mm', Movement: 'Calibre 3235' } })).toEqual({});
    expect(diffFields(stored, { specifications: { 'Case Diameter': '40 mm', Movement: 'Calibre 3235' } })).toHaveProperty('specifications');
  });

  it('is empty when nothing changes, and ignores fields left undefined', () => {
    expect(diffFields({ price: 1000, stock: 2 }, { price: 1000, stock: undefined })).toEqual({});
  });
});

describe('the staff action record', () => {
  it('commits with the transaction that makes the change, and not without it', async () => {
    const em = database.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        recordStaffAction(tx, staff, { action: 'product.update', subjectType: 'product', subjectId: 7, changes: { price: { from: 1, to: 2 } } });
        await tx.flush();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await listStaffActions(database.orm.em.fork(), { subjectType: 'product', subjectId: '7', limit: 10, offset: 0 })).total).toBe(0);

    await em.transactional(async (tx) => {
      recordStaffAction(tx, staff, { action: 'product.update', subjectType: 'product', subjectId: 7, reason: 'Price review' });
    });
    const { items, total } = await listStaffActions(database.orm.em.fork(), { subjectType: 'product', subjectId: '7', limit: 10, offset: 0 });
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ action: 'product.update', actorUserId: 1, actorEmail: 'admin@aurum.example', reason: 'Price review', subjectId: '7' });
  });

  it('filters by action prefix, newest first, with literal wildcards', async () => {
    const em = database.orm.em.fork();
    recordStaffAction(em, staff, { action: 'seller.approve', subjectType: 'seller', subjectId: 'a' });
    recordStaffAction(em, staff, { action: 'seller.reject', subjectType: 'seller', subjectId: 'b', reason: 'Documents unreadable' });
    recordStaffAction(em, staff, { action: 'sellers%x', subjectType: 'seller', subjectId: 'c' });
    await em.flush();
    const sellers = await listStaffActions(database.orm.em.fork(), { actionPrefix: 'seller.', limit: 10, offset: 0 });
    expect(sellers.items.map((item) => item.action)).toEqual(['seller.reject', 'seller.approve']);
    expect((await listStaffActions(database.orm.em.fork(), { actionPrefix: 'seller%', limit: 10, offset: 0 })).total).toBe(0);
  });
});
