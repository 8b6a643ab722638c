import { describe, expect, it } from 'vitest';
import { parseInline } from './inline-markup';

describe('parseInline', () => {
  it('keeps plain text as one part', () => {
    expect(parseInline('Delivered in 3-5 business days.')).toEqual([{ type: 'text', text: 'Delivered in 3-5 business days.' }]);
  });

  it('finds links and bold text among plain text', () => {
    expect(parseInline('Returns within **30 days**; see [our returns page](/returns) or call.')).toEqual([
      { type: 'text', text: 'Returns within ' },
      { type: 'strong', text: '30 days' },
      { type: 'text', text: '; see ' },
      { type: 'link', text: 'our returns page', href: '/returns' },
      { type: 'text', text: ' or call.' },
    ]);
  });

  it('leaves unbalanced markup as written', () => {
    expect(parseInline('A [broken link and **half bold')).toEqual([{ type: 'text', text: 'A [broken link and **half bold' }]);
  });

  it('finds backticked code', () => {
    expect(parseInline('Send `Authorization: Bearer <key>` with **every** call.')).toEqual([
      { type: 'text', text: 'Send ' },
      { type: 'code', text: 'Authorization: Bearer <key>' },
      { type: 'text', text: ' with ' },
      { type: 'strong', text: 'every' },
      { type: 'text', text: ' call.' },
    ]);
  });
});
