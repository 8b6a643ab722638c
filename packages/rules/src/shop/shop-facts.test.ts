import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ticketReplyTime, TICKET_CATEGORIES } from '../support/support-categories';
import { COMPARE_MAX, CONCIERGE, CONCIERGE_TEL, FREE_SHIPPING_BADGE, FREE_SHIPPING_LINE, FREE_SHIPPING_OVER_POUNDS } from './shop-facts';

const ROOT = path.resolve(__dirname, '../../../..');

/** Every source file of the shop (not tests, not generated code) with its text. */
function sources(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (!['node_modules', 'dist', 'gql'].includes(name)) walk(full);
      } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.|test-helpers|fixtures/.test(name)) {
        found.push({ file: path.relative(ROOT, full), text: readFileSync(full, 'utf8') });
      }
    }
  };
  for (const dir of ['client/src', 'server/src', 'packages/rules/src']) walk(path.join(ROOT, dir));
  return found;
}

describe('one source for every fact (issue 37)', () => {
  const files = sources();

  it('states free shipping over £500, and only that threshold, everywhere', () => {
    expect(FREE_SHIPPING_OVER_POUNDS).toBe(500);
    expect(FREE_SHIPPING_LINE).toBe('Free worldwide shipping on all orders over £500');
    expect(FREE_SHIPPING_BADGE).toBe('Free shipping over £500');
    const thresholds = files.flatMap(({ file, text }) =>
      [...text.matchAll(/(?:free|complimentary)[^'"`\n]{0,80}?\bover £(\d{1,3}(?:,\d{3})*)/gi)].map((m) => ({ file, pounds: m[1] })),
    );
    expect(thresholds.length).toBeGreaterThan(0);
    expect(thresholds.filter(({ pounds }) => pounds !== '500')).toEqual([]);
  });

  it('names one concierge number on every page and message', () => {
    expect(CONCIERGE.phone).toBe('+44 20 7946 0958');
    expect(CONCIERGE_TEL).toBe('tel:+442079460958');
    // Phone fields may show an example number ("e.g. …"); any other number written out is a second concierge line.
    const numbers = files.flatMap(({ file, text }) =>
      text.split('\n').filter((line) => /\+44 20 7946 \d{4}/.test(line) && !/e\.g\.|International \(|national \(/.test(line)).map((line) => ({ file, line: line.trim() })),
    );
    expect(numbers).toEqual([{ file: 'packages/rules/src/shop/shop-facts.ts', line: "phone: '+44 20 7946 0958'," }]);
  });

  it('lets the compare list hold what its overlay shows', () => {
    expect(COMPARE_MAX).toBe(3);
  });

  it('promises one reply time per ticket: the category’s, or the VIP Concierge’s for a VIP', () => {
    const vipConcierge = TICKET_CATEGORIES.find((category) => category.id === 'vip_concierge')!;
    for (const category of TICKET_CATEGORIES) {
      expect(ticketReplyTime(category, false)).toBe(category.expectedResponse);
      expect(ticketReplyTime(category, true)).toBe(vipConcierge.expectedResponse);
    }
    expect(ticketReplyTime(TICKET_CATEGORIES.find((c) => c.id === 'authentication')!, false)).toBe('2-6 hours');
  });
});
