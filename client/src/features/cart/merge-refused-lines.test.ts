import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { mergeLeavingOutRefused, type MergeLine } from './merge-refused-lines';

const refusal = (productId: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Please choose a size for Coat.', extensions: { code: 'BAD_USER_INPUT', reason: 'SIZE_REQUIRED', productId } }] });

describe('mergeLeavingOutRefused', () => {
  it('merges the other lines when the server refuses a sized product without a size', async () => {
    const sent: MergeLine[][] = [];
    const lines = [
      { productId: '1', quantity: 1, size: null },
      { productId: '2', quantity: 1, size: null },
      { productId: '3', quantity: 2, size: 'M' },
    ];
    const result = await mergeLeavingOutRefused(async (batch) => {
      sent.push(batch);
      const sizeless = batch.find((line) => line.productId !== '1' && !line.size);
      if (sizeless) throw refusal(sizeless.productId);
      return batch.length;
    }, lines);
    expect(result).toEqual({ merged: 2, leftOut: ['2'] });
    expect(sent.map((batch) => batch.map((line) => line.productId))).toEqual([['1', '2', '3'], ['1', '3']]);
  });

  it('gives up on any other failure', async () => {
    await expect(mergeLeavingOutRefused(async () => { throw new Error('offline'); }, [])).rejects.toThrow('offline');
  });
});
