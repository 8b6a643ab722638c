import { describe, expect, it } from 'vitest';
import { rankByLocalScore } from './client-order';

describe('curated order on the client', () => {
  it('puts higher local scores first and keeps the server order for ties', () => {
    const items = ['1', '2', '3', '4'].map((id) => ({ id }));
    const scores: Record<string, number> = { '3': 25, '4': 5 };
    expect(rankByLocalScore(items, (id) => scores[id] ?? 0).map((i) => i.id)).toEqual(['3', '4', '1', '2']);
  });
});
