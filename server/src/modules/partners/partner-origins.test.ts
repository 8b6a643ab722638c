import { describe, expect, it, vi } from 'vitest';
import { PartnerOrigins } from './partner-origins';

/** A loader whose answers the test releases in any order. */
function controlledLoader() {
  const pending: ((origins: string[]) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const load = () => new Promise<string[]>((resolve, reject) => (pending.push(resolve), failures.push(reject)));
  return { load, answer: (index: number, origins: string[]) => pending[index]!(origins), fail: (index: number) => failures[index]!(new Error('connection lost')) };
}

describe('the origins registered on live keys, in one process', () => {
  it('allow nothing until first read, then exactly what was read', async () => {
    const loader = controlledLoader();
    const origins = new PartnerOrigins(loader.load);
    expect(origins.allows('https://a.example.com')).toBe(false);
    const read = origins.refresh();
    loader.answer(0, ['https://a.example.com']);
    await read;
    expect(origins.allows('https://a.example.com')).toBe(true);
    expect(origins.allows('https://b.example.com')).toBe(false);
  });

  it('keep the newest read when an older one answers late', async () => {
    const loader = controlledLoader();
    const origins = new PartnerOrigins(loader.load);
    const older = origins.refresh();
    const newer = origins.refresh();
    loader.answer(1, ['https://new.example.com']);
    await newer;
    loader.answer(0, ['https://old.example.com']);
    await older;
    expect(origins.allows('https://new.example.com')).toBe(true);
    expect(origins.allows('https://old.example.com')).toBe(false);
  });

  it('keep the last set when a read fails, and say so', async () => {
    const loader = controlledLoader();
    const log = vi.fn();
    const origins = new PartnerOrigins(loader.load, log);
    const first = origins.refresh();
    loader.answer(0, ['https://a.example.com']);
    await first;
    const failed = origins.refresh();
    loader.fail(1);
    await failed;
    expect(origins.allows('https://a.example.com')).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('connection lost'));
  });
});
