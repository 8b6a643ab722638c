import { partnerCostRows } from '@aurum/rules/partners/partner-costs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Block } from '../content-types';
import { developersPage } from './developers';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../../docs/examples');
const block = (heading: string): Block | undefined => developersPage.blocks.find((candidate) => candidate.heading === heading);
const code = (heading: string) => {
  const found = block(heading);
  return found?.kind === 'code' ? found.code : undefined;
};

describe('the /developers guide', () => {
  it('prints its cost table from the cost rules the server prices with', () => {
    const table = block('What a Query Costs');
    expect(table?.kind === 'table' && table.rows).toEqual(partnerCostRows());
  });

  it.each([
    ['A GraphQL Query', 'graphql.sh'],
    ['A GraphQL GET', 'graphql-get.sh'],
    ['The Same Data over REST', 'rest.sh'],
    ['From Node with fetch', 'graphql-fetch.mjs'],
    ['From Apollo Client', 'apollo-persisted.ts'],
  ])('shows "%s" as the text of docs/examples/%s (the file the examples test runs)', async (heading, file) => {
    const text = await readFile(path.join(EXAMPLES, file), 'utf8');
    expect(code(heading)).toBe(text.replace(/^#!.*\n/, '').trimEnd());
  });

  it('queries the signal as classification, and sends the header a GraphQL GET needs', () => {
    expect(code('From Apollo Client')).toContain('classification');
    expect(code('From Apollo Client')).not.toContain('signalClass');
    expect(code('A GraphQL GET')).toContain("-H 'apollo-require-preflight: true'");
  });
});
