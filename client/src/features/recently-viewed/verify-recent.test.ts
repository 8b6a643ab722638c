import { describe, expect, it } from 'vitest';
import { idsToDrop } from './verify-recent';

describe('recently viewed load (storefront.md §4)', () => {
  it('drops products the server answers not-ok for, keeps ok ones and network failures', async () => {
    const seen: string[] = [];
    const fetcher = async (url: string) => {
      seen.push(url);
      if (url.endsWith('/2')) return { ok: false };
      if (url.endsWith('/3')) throw new TypeError('Failed to fetch');
      return { ok: true };
    };
    expect(await idsToDrop(['1', '2', '3'], fetcher)).toEqual(['2']);
    expect(seen).toEqual(['/api/products/1', '/api/products/2', '/api/products/3']);
  });

  it('escapes odd ids into the path', async () => {
    const seen: string[] = [];
    await idsToDrop(['a/b'], async (url) => {
      seen.push(url);
      return { ok: false };
    });
    expect(seen).toEqual(['/api/products/a%2Fb']);
  });
});
