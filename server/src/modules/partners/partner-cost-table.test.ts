import { formatCostUnits, PARTNER_FIELD_COSTS, partnerCostRows, REST_CALL_COST } from '@aurum/rules/partners/partner-costs';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FIELD_COSTS } from '../../graphql/cost/field-costs';
import { partnerSchema } from '../../graphql/partner-schema';
import { getSchema } from '../../graphql/schema';
import { PARTNER_ROOT_FIELDS } from './partner-access';

/** The guide's cost table: the /developers page shows exactly these rows (client/src/features/info-pages/pages/developers.test.ts). */
const guideCostTable = partnerCostRows;

/** The cost on the row of one root field: its name, alone or followed by a note in brackets. */
const costOf = (rows: string[][], field: string) => rows.find(([what]) => what === field || what.startsWith(`${field} (`))?.[1];

describe("the /developers cost table (generated from @aurum/rules' partner costs)", () => {
  it('has a row for every root field of the partner schema, at the cost the server prices it', () => {
    const rows = guideCostTable();
    expect(PARTNER_ROOT_FIELDS.length).toBeGreaterThanOrEqual(10);
    for (const field of PARTNER_ROOT_FIELDS) {
      const priced = FIELD_COSTS[`Query.${field}`];
      expect(priced, `Query.${field} has no price of its own`).toBeGreaterThan(0);
      expect(costOf(rows, field), `${field} is missing from the cost table`).toBe(formatCostUnits(priced));
    }
    expect(costOf(rows, 'marketplaceListings')).toBe('300');
    expect(costOf(rows, 'marketplaceListing')).toBe('30');
  });

  it('shows facets as added to the listing, and what a REST call costs', () => {
    const rows = guideCostTable();
    expect(rows).toContainEqual(['products { facets } (counts for every filter group)', '+300']);
    expect(rows).toContainEqual(['A REST call (any path)', String(REST_CALL_COST)]);
    expect(REST_CALL_COST).toBe(100);
  });

  it('lists every priced field a partner can reach (no price set on the server alone)', async () => {
    const partners = partnerSchema(await getSchema(), PARTNER_ROOT_FIELDS);
    const reachable = Object.keys(FIELD_COSTS).filter((coordinate) => {
      const [typeName, fieldName] = coordinate.split('.');
      const type = partners.getType(typeName);
      return isObjectType(type) && fieldName in type.getFields();
    });
    expect(reachable.sort()).toEqual(Object.keys(PARTNER_FIELD_COSTS).sort());
  });
});
