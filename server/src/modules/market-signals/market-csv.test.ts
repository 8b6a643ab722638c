import { describe, expect, it } from 'vitest';
import { parseMarketCsv, splitCsv } from './market-csv';

const TODAY = new Date('2026-06-30T12:00:00Z');
const HEADER = 'brand,model,reference,date,price,ask';

describe('splitCsv', () => {
  it('handles quotes, escaped quotes, commas inside quotes, CRLF, a BOM and blank lines', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n1,2';
    expect(splitCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 4, fields: ['1', '2'] },
    ]);
  });
});

describe('parseMarketCsv', () => {
  it('reads rows in pounds into pence, with an optional ask, in any column order and case', () => {
    const text = `Price,Date,Reference,Model,Brand,Ask\n12500.50,2026-06-01,126610LN,Submariner Date,Rolex,\n9950,2026-05-01,X1,"Model, Special",Maison,10400`;
    const { rows, errors } = parseMarketCsv(text, TODAY);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 2, brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', soldOn: '2026-06-01', pricePence: 1_250_050, askPence: null },
      { line: 3, brand: 'Maison', model: 'Model, Special', reference: 'X1', soldOn: '2026-05-01', pricePence: 995_000, askPence: 1_040_000 },
    ]);
  });

  it('works without an ask column', () => {
    expect(parseMarketCsv('brand,model,reference,date,price\nRolex,Explorer,124270,2026-01-02,6100', TODAY).rows[0]!.askPence).toBeNull();
  });

  it('names missing columns and refuses empty files', () => {
    expect(parseMarketCsv('brand,model,date,price\nx', TODAY).errors).toEqual(['Line 1: missing column reference']);
    expect(parseMarketCsv('', TODAY).errors[0]).toMatch(/^The file is empty/);
    expect(parseMarketCsv(HEADER, TODAY).errors).toEqual(['The file has a header but no rows']);
  });

  it.each([
    ['Rolex,Sub,124060,2026-02-30,9000,', 'date must be a real date written YYYY-MM-DD'],
    ['Rolex,Sub,124060,30/01/2026,9000,', 'date must be a real date written YYYY-MM-DD'],
    ['Rolex,Sub,124060,2026-07-01,9000,', 'date cannot be in the future'],
    ['Rolex,Sub,124060,2026-01-30,"9,000",', 'price must be an amount in pounds above 0, e.g. 12500 or 12500.50'],
    ['Rolex,Sub,124060,2026-01-30,0,', 'price must be an amount in pounds above 0, e.g. 12500 or 12500.50'],
    ['Rolex,Sub,124060,2026-01-30,-5,', 'price must be an amount in pounds above 0, e.g. 12500 or 12500.50'],
    ['Rolex,Sub,124060,2026-01-30,12.345,', 'price must be an amount in pounds above 0, e.g. 12500 or 12500.50'],
    ['Rolex,Sub,124060,2026-01-30,9000,abc', 'ask must be empty or an amount in pounds above 0'],
    [',Sub,124060,2026-01-30,9000,', 'brand is required'],
    [`Rolex,Sub,${'R'.repeat(65)},2026-01-30,9000,`, 'reference must be at most 64 characters'],
  ])('rejects "%s": %s', (line, message) => {
    const { rows, errors } = parseMarketCsv(`${HEADER}\n${line}`, TODAY);
    expect(rows).toEqual([]);
    expect(errors).toEqual([`Line 2: ${message}`]);
  });

  it('imports nothing when any line is wrong, and lists at most 20 lines', () => {
    const bad = Array.from({ length: 25 }, () => 'Rolex,Sub,124060,not-a-date,9000,');
    const { rows, errors } = parseMarketCsv([HEADER, 'Rolex,Sub,124060,2026-01-30,9000,', ...bad].join('\n'), TODAY);
    expect(rows).toEqual([]);
    expect(errors).toHaveLength(21);
    expect(errors[0]).toBe('Line 3: date must be a real date written YYYY-MM-DD');
    expect(errors[20]).toBe('…and 5 more lines with errors');
  });
});
