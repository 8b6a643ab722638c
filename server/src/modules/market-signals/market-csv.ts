import { poundsToPence } from '../../common/money';
import { dayNumber } from './price-buckets';

/**
 * The market price CSV (docs/market-signals.md, "Importing prices"):
 *
 *   brand,model,reference,date,price,ask
 *   Rolex,Submariner Date,126610LN,2026-01-15,11950,12400
 *
 * Prices in pounds; `ask` (the asking price the sale closed against) may be
 * empty. Headers in any order and case; other columns are ignored. Quoted
 * fields ("Patek Philippe, Geneva") and CRLF line ends work.
 */

export interface MarketCsvRow {
  /** 1-based line in the file, for messages. */
  line: number;
  brand: string;
  model: string;
  reference: string;
  soldOn: string;
  pricePence: number;
  askPence: number | null;
}

export interface MarketCsvResult {
  rows: MarketCsvRow[];
  errors: string[];
}

export const REQUIRED_COLUMNS = ['brand', 'model', 'reference', 'date', 'price'] as const;
export const MAX_IMPORT_ROWS = 200_000;
const MAX_ERRORS_LISTED = 20;
const MAX_PRICE_POUNDS = 10_000_000;
const LENGTHS = { brand: 100, model: 120, reference: 64 } as const;

/** Splits CSV text into records of fields (RFC 4180 quoting), with the line each record starts on. */
export function splitCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const source = text.replace(/^\uFEFF/, '');
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length) endRecord();
  return records;
}

function parsePounds(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const pounds = Number(text);
  return pounds > 0 && pounds <= MAX_PRICE_POUNDS ? poundsToPence(pounds) : null;
}

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text && date.getUTCFullYear() >= 1900;
}

/** Parses and checks a whole file; any error means nothing should be imported. */
export function parseMarketCsv(text: string, today: Date = new Date()): MarketCsvResult {
  const [header, ...records] = splitCsv(text);
  if (!header) return { rows: [], errors: ['The file is empty: expected a header line brand,model,reference,date,price[,ask]'] };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length) return { rows: [], errors: [`Line 1: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`] };
  if (records.length > MAX_IMPORT_ROWS) return { rows: [], errors: [`Too many rows: at most ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} per import`] };
  if (!records.length) return { rows: [], errors: ['The file has a header but no rows'] };

  const column = (fields: string[], name: string) => (fields[names.indexOf(name)] ?? '').trim();
  const todayDay = dayNumber(today.toISOString());
  const rows: MarketCsvRow[] = [];
  const errors: string[] = [];
  for (const { line, fields } of records) {
    const problems: string[] = [];
    const [brand, model, reference] = (['brand', 'model', 'reference'] as const).map((name) => {
      const value = column(fields, name);
      if (!value) problems.push(`${name} is required`);
      else if (value.length > LENGTHS[name]) problems.push(`${name} must be at most ${LENGTHS[name]} characters`);
      return value;
    });
    const soldOn = column(fields, 'date');
    if (!isRealDate(soldOn)) problems.push('date must be a real date written YYYY-MM-DD');
    else if (dayNumber(soldOn) > todayDay) problems.push('date cannot be in the future');
    const pricePence = parsePounds(column(fields, 'price'));
    if (pricePence === null) problems.push('price must be an amount in pounds above 0, e.g. 12500 or 12500.50');
    const askText = names.includes('ask') ? column(fields, 'ask') : '';
    const askPence = askText ? parsePounds(askText) : null;
    if (askText && askPence === null) problems.push('ask must be empty or an amount in pounds above 0');

    if (problems.length) errors.push(`Line ${line}: ${problems.join('; ')}`);
    else rows.push({ line, brand: brand!, model: model!, reference: reference!, soldOn, pricePence: pricePence!, askPence });
  }
  if (errors.length > MAX_ERRORS_LISTED) {
    const more = errors.length - MAX_ERRORS_LISTED;
    errors.splice(MAX_ERRORS_LISTED, errors.length, `…and ${more} more line${more > 1 ? 's' : ''} with errors`);
  }
  return { rows: errors.length ? [] : rows, errors };
}
