import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from './schema';

/**
 * Every staff operation is checked on the server: a query or mutation the
 * schema describes as "Staff:" or "Admins:" must carry @Authorized('admin').
 * (The refusals themselves are exercised per area, e.g. product-admin.test.ts.)
 */
describe('staff operations', () => {
  it("all carry @Authorized('admin')", async () => {
    await getSchema();
    const storage = getMetadataStorage();
    const operations = [...storage.queries, ...storage.mutations].filter((operation) => /^(Staff|Admins):/.test(operation.description ?? ''));
    expect(operations.length).toBeGreaterThan(10);
    const unguarded = operations
      .filter((operation) => !storage.authorizedFields.some((guard) => guard.target === operation.target && guard.fieldName === operation.methodName && guard.roles.includes('admin')))
      .map((operation) => operation.schemaName);
    expect(unguarded).toEqual([]);
  });
});
