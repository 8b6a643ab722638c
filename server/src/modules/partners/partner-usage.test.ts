import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../test/account-helpers';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { PartnerUsageRecorder } from './partner-usage';

let database: TestDatabase;
let keyId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await sql(database.orm, "insert into partner_api_key (label, prefix, secret_hash, scopes, cost_per_minute, created_by, created_at) values ('Usage', 'aur_usage', 'hash-usage', '{catalogue:read}', 5000, 'staff@aurum.test', now()) returning id");
  keyId = row.id;
});

afterAll(async () => {
  await database?.drop();
});

const rows = () => sql(database.orm, 'select hour, calls, cost::int as cost, errors from partner_api_usage where key_id = ? order by hour', [keyId]);

describe('partner usage added up in a process', () => {
  it('writes nothing until flushed, then one row per key and hour with calls, cost and errors', async () => {
    const recorder = new PartnerUsageRecorder(database.orm, 60_000);
    const hour = new Date('2026-11-25T10:00:00Z');
    recorder.record(keyId, 120.4, false, new Date(hour.getTime() + 1000));
    recorder.record(keyId, 80, true, new Date(hour.getTime() + 59 * 60_000));
    recorder.record(keyId, 10, false, new Date(hour.getTime() + 60 * 60_000));
    expect(await rows()).toEqual([]);
    await recorder.stop();
    const written = await rows();
    expect(written.map((row: { hour: Date }) => new Date(row.hour).toISOString())).toEqual(['2026-11-25T10:00:00.000Z', '2026-11-25T11:00:00.000Z']);
    expect(written.map(({ calls, cost, errors }: Record<string, number>) => ({ calls, cost, errors }))).toEqual([
      { calls: 2, cost: 200, errors: 1 },
      { calls: 1, cost: 10, errors: 0 },
    ]);
    const [key] = await sql(database.orm, 'select last_used_at from partner_api_key where id = ?', [keyId]);
    expect(key.last_used_at).toBeTruthy();
  });

  it('adds to the hour already written, and writes each call at once with a flush interval of 0', async () => {
    const recorder = new PartnerUsageRecorder(database.orm, 0);
    recorder.record(keyId, 5, false, new Date('2026-11-25T10:30:00Z'));
    await recorder.flush();
    const [first] = await rows();
    expect(first).toMatchObject({ calls: 3, cost: 205, errors: 1 });
  });

  it('keeps what it could not write for the next flush', async () => {
    const lines: string[] = [];
    const recorder = new PartnerUsageRecorder(database.orm, 60_000, (line) => lines.push(line));
    recorder.record(999_999, 1, false, new Date('2026-11-25T12:00:00Z'));
    recorder.record(keyId, 7, false, new Date('2026-11-25T12:00:00Z'));
    await sql(database.orm, 'alter table partner_api_usage add constraint usage_test_block check (cost < 0) not valid');
    await recorder.flush();
    expect(lines.join('\n')).toMatch(/recording usage failed/);
    await sql(database.orm, 'alter table partner_api_usage drop constraint usage_test_block');
    await recorder.flush();
    const written = await sql(database.orm, "select key_id, calls, cost::int as cost from partner_api_usage where hour = '2026-11-25T12:00:00Z' order by key_id");
    expect(written).toEqual([
      { key_id: keyId, calls: 1, cost: 7 },
      { key_id: 999_999, calls: 1, cost: 1 },
    ]);
  });
});
