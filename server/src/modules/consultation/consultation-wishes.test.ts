import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { PROFILE_MESSAGES } from './consultation-profile';
import { MAX_PER_NAMED_BRAND } from './product-picks';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const MUTATION = `mutation ($input: StyleConsultationInput!) {
  generateStyleConsultation(input: $input) { consultation { productRecommendations products { reasons product { id brand } } } }
}`;

// In the demo catalogue, Givenchy's clothing between £1,000 and £5,000 is all women's.
const CLOTHING = { interest: 'clothing', budget: '1000-5000', style: 'classic', lifestyle: 'Office days and dinners out in town.', risk: 'balanced' };
const WATCHES = { interest: 'watches', budget: '5000-15000', style: 'classic', lifestyle: 'Business meetings in the City and weekend sailing.', risk: 'balanced' };

interface Pick {
  id: number;
  brand: string;
  gender: string | null;
  materials: string[];
  reasons: string[];
}

/** The picks of the GraphQL operation, with each product's gender and materials from the catalogue. */
async function picks(input: Record<string, unknown>): Promise<Pick[]> {
  const { body } = await app.graphql(MUTATION, { input });
  expect(body.errors).toBeUndefined();
  const products = body.data.generateStyleConsultation.consultation.products as { reasons: string[]; product: { id: string; brand: string } }[];
  const rows = await sql<{ id: number; gender: string | null; materials: string[] }>(app.orm, 'select id, gender, materials from product where id = any(?::int[])', [
    `{${products.map((p) => p.product.id).join(',')}}`,
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return products.map(({ reasons, product }) => ({ id: Number(product.id), brand: product.brand, reasons, gender: byId.get(Number(product.id))!.gender, materials: byId.get(Number(product.id))!.materials }));
}

describe('the consultation respects gender', () => {
  it("gives a male profile no women's pieces, even from a house he names", async () => {
    const chosen = await picks({ ...CLOTHING, gender: 'male', preferences: 'I love Givenchy above all else.' });
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.filter((pick) => pick.gender === 'Women')).toEqual([]);
    expect(chosen.map((pick) => pick.brand)).not.toContain('Givenchy');
  });

  it("shows women's pieces to a male profile that asked for every gender", async () => {
    const chosen = await picks({ ...CLOTHING, gender: 'male', includeAllGenders: true, preferences: 'I love Givenchy above all else.' });
    expect(chosen.slice(0, MAX_PER_NAMED_BRAND).map((pick) => pick.brand)).toEqual(Array(MAX_PER_NAMED_BRAND).fill('Givenchy'));
    expect(chosen.some((pick) => pick.gender === 'Women')).toBe(true);
  });

  it("gives a female profile no men's pieces", async () => {
    const chosen = await picks({ ...CLOTHING, gender: 'female', preferences: 'I love Givenchy above all else.' });
    expect(chosen[0]!.brand).toBe('Givenchy');
    expect(chosen.filter((pick) => pick.gender === 'Men')).toEqual([]);
  });

  it('filters nothing for non-binary or unsaid gender', async () => {
    const unsaid = await picks({ ...CLOTHING, gender: 'prefer-not-to-say', preferences: 'I love Givenchy above all else.' });
    const nonBinary = await picks({ ...CLOTHING, gender: 'non-binary', preferences: 'I love Givenchy above all else.' });
    const allGenders = await picks({ ...CLOTHING, gender: 'male', includeAllGenders: true, preferences: 'I love Givenchy above all else.' });
    expect(unsaid.map((pick) => pick.id)).toEqual(allGenders.map((pick) => pick.id));
    expect(nonBinary.map((pick) => pick.id)).toEqual(allGenders.map((pick) => pick.id));
  });
});

describe('the consultation follows the words in the preferences', () => {
  it('favours the brands and materials named, with the reason, and leaves out what the shopper does not want', async () => {
    const chosen = await picks({ ...WATCHES, gender: 'male', preferences: 'Omega please, ideally in steel, but nothing in gold.' });
    expect(chosen[0]!.brand).toBe('Omega');
    expect(chosen[0]!.reasons[0]).toMatch(/^You asked for Omega/);
    expect(chosen.filter((pick) => pick.materials.some((material) => /gold/i.test(material)))).toEqual([]);
    const { body } = await app.graphql(MUTATION, { input: { ...WATCHES, gender: 'male', preferences: 'Omega please, ideally in steel, but nothing in gold.' } });
    expect(body.data.generateStyleConsultation.consultation.productRecommendations).toMatch(
      /\nFavouring what you asked for: Omega, steel\. Leaving out: gold\. Women's pieces are left out, as you did not ask for them\.$/,
    );
    const withoutWords = await picks({ ...WATCHES, gender: 'male' });
    expect(chosen.map((pick) => pick.id)).not.toEqual(withoutWords.map((pick) => pick.id));
  });

  it('honours "no logos": no piece with a logo, monogram or emblem in its name or features (issue 37)', async () => {
    const input = { ...CLOTHING, gender: 'female', preferences: 'Evening wear for the opera, but no logos.' };
    const showing = (ids: number[]) =>
      sql<{ name: string }>(
        app.orm,
        `select name from product where id = any(?::int[]) and (name ~* '(logo|monogram|medusa|emblem)' or array_to_string(features, ' ') ~* '(logo|monogram|medusa|emblem)')`,
        [`{${ids.join(',')}}`],
      );
    const withoutWish = await picks({ ...input, preferences: 'Evening wear for the opera.' });
    expect((await showing(withoutWish.map((pick) => pick.id))).length).toBeGreaterThan(0);
    const chosen = await picks(input);
    expect(chosen.length).toBeGreaterThan(0);
    expect(await showing(chosen.map((pick) => pick.id))).toEqual([]);
  });

  it('checks gender and preferences with the spec’s messages', async () => {
    const badGender = await app.graphql(MUTATION, { input: { ...WATCHES, gender: 'robot' } });
    expect(badGender.body.errors[0]).toMatchObject({ message: PROFILE_MESSAGES.gender, extensions: { code: 'BAD_USER_INPUT', field: 'gender' } });
    const shortWords = await app.graphql(MUTATION, { input: { ...WATCHES, preferences: 'Omega!' } });
    expect(shortWords.body.errors[0].message).toBe('Please describe your preferences (minimum 10 characters)');
  });
});

describe('the REST contract (§7) stays as it is', () => {
  it('takes the five fields and ignores gender and preferences sent alongside', async () => {
    const post = async (body: unknown) => {
      const response = await app.fetch('/api/investment/recommendations', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(response.status).toBe(200);
      return ((await response.json()).consultation.products as { id: number }[]).map((product) => product.id);
    };
    const plain = await post(CLOTHING);
    expect(await post({ ...CLOTHING, gender: 'robot', preferences: 'I love Givenchy above all else.' })).toEqual(plain);
  });
});
