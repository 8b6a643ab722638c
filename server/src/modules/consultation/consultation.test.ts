import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, sql, testBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { CONSULTATION_MESSAGES } from './consultation-options';
import { CLOTHING_SECTION_TITLES, WATCH_SECTION_TITLES } from './consultation-sections';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const PATH = '/api/investment/recommendations';
const VALID = { interest: 'watches', budget: '5000-15000', style: 'classic', lifestyle: 'Business meetings in the City and weekend sailing.', risk: 'balanced' };

async function recommend(body: unknown) {
  const response = await app.fetch(PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

async function catalogueProduct(id: number) {
  const response = await app.fetch(`/api/products/${id}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('POST /api/investment/recommendations', () => {
  it('answers a full consultation with real catalogue watches within the budget', async () => {
    const { status, body } = await recommend(VALID);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const { consultation } = body;
    expect(typeof consultation.productRecommendations).toBe('string');
    expect(consultation.analysis.length).toBeGreaterThan(50);
    expect(consultation.followUpPlan).toContain('every 3 months');
    expect(consultation.nextSteps.length).toBeGreaterThanOrEqual(3);
    expect(consultation.allocation).toEqual({ core: 50, growth: 35, speculative: 15 });
    expect(new Date(consultation.metadata.generatedAt).toISOString()).toBe(consultation.metadata.generatedAt);
    expect(consultation.metadata.dataStale).toBe(false);

    expect(consultation.products.length).toBeGreaterThanOrEqual(3);
    for (const product of consultation.products) {
      const listed = await catalogueProduct(product.id);
      const paid = listed.salePrice ?? listed.price;
      expect(listed.name).toBe(product.name);
      expect(listed.category).toBe('watches');
      expect(listed.inStock).toBe(true);
      expect(paid).toBeGreaterThanOrEqual(5000);
      expect(paid).toBeLessThanOrEqual(15000);
      expect(product.inBudget).toBe(true);
      expect(consultation.productRecommendations).toContain(product.name);
    }
  });

  it('builds its sections from market signals of references within the budget', async () => {
    const { body } = await recommend(VALID);
    const { sections } = body.consultation;
    expect(sections.length).toBeGreaterThan(0);
    const signals = (await (await app.fetch('/api/investment/watches/signals/top?limit=100&detail=true')).json()).signals;
    for (const section of sections) {
      expect(Object.values(WATCH_SECTION_TITLES)).toContain(section.title);
      for (const item of section.items) {
        expect(Object.keys(item).sort()).toEqual(['classification', 'label', 'note', 'reference', 'score']);
        const signal = signals.find((s: { reference: string }) => s.reference === item.reference);
        if (signal) {
          expect(item.score).toBe(signal.score);
          expect(item.classification).toBe(signal.classification);
          expect(signal.marketPrice).toBeGreaterThanOrEqual(5000);
          expect(signal.marketPrice).toBeLessThanOrEqual(15000);
        }
      }
    }
    const avoid = sections.find((s: { title: string }) => s.title === WATCH_SECTION_TITLES.avoid);
    for (const item of avoid?.items ?? []) expect(['trim', 'avoid']).toContain(item.classification);
  });

  it.each([
    ['conservative', { core: 70, growth: 20, speculative: 10 }],
    ['aggressive', { core: 30, growth: 40, speculative: 30 }],
    [undefined, { core: 50, growth: 35, speculative: 15 }],
  ])('sets the allocation by risk appetite (%s)', async (risk, allocation) => {
    const { body } = await recommend({ ...VALID, risk });
    expect(body.consultation.allocation).toEqual(allocation);
  });

  it('recommends clothing for a clothing interest, within the range', async () => {
    const { body } = await recommend({ ...VALID, interest: 'clothing', budget: '£1,000-£5,000', style: 'luxury', lifestyle: 'Gala dinners and the opera.' });
    const { products, sections } = body.consultation;
    expect(products.length).toBeGreaterThanOrEqual(3);
    for (const product of products) {
      expect(product.category).toBe('clothing');
      expect(product.salePrice ?? product.price).toBeGreaterThanOrEqual(1000);
      expect(product.salePrice ?? product.price).toBeLessThanOrEqual(5000);
    }
    for (const section of sections) expect(Object.values(CLOTHING_SECTION_TITLES)).toContain(section.title);
    // A market signal's words are for watches: a jumper fits, it is not a "Strong Buy" (issue 37).
    const classes = sections.flatMap((section: { items: { classification: string }[] }) => section.items.map((item) => item.classification));
    expect(classes.length).toBeGreaterThan(0);
    for (const classification of classes) expect(['excellent-fit', 'good-fit', 'fair-fit']).toContain(classification);
  });

  it('never goes above the budget: with too few pieces in range it offers the closest below, and says so', async () => {
    const { body } = await recommend({ ...VALID, interest: 'clothing', budget: '£50,000-£100,000' });
    const { products } = body.consultation;
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.salePrice ?? product.price).toBeLessThan(50000);
      expect(product.inBudget).toBe(false);
      expect(product.reasons).toContain('Below £50,000-£100,000: the closest fit we have');
    }
  });

  it('lets the style decide: a sporty diver-loving profile gets water-ready watches first', async () => {
    const { body } = await recommend({ ...VALID, style: 'sporty', lifestyle: 'Diving holidays, sailing and the gym.' });
    const top = body.consultation.products[0];
    const listed = await catalogueProduct(top.id);
    expect(listed.waterResistanceM).toBeGreaterThanOrEqual(200);
    expect(top.reasons[0]).toMatch(/^Sporty style: /);
  });

  it('is deterministic: the same answers give the same report', async () => {
    const first = (await recommend(VALID)).body.consultation;
    const second = (await recommend(VALID)).body.consultation;
    expect({ ...second, metadata: null }).toEqual({ ...first, metadata: null });
  });
});

describe('validation (§5)', () => {
  it.each([
    ['interest', { interest: undefined }, CONSULTATION_MESSAGES.interest],
    ['interest', { interest: 'cars' }, 'Select an interest focus'],
    ['budget', { budget: undefined }, 'Budget range is required'],
    ['budget', { budget: '£2-£3' }, 'Budget range is required'],
    ['style', { style: '' }, 'Personal style is required'],
    ['style', { style: 'punk' }, 'Personal style is required'],
    ['lifestyle', { lifestyle: 'too short' }, 'Please describe your lifestyle (minimum 10 characters)'],
    ['lifestyle', { lifestyle: '          ' }, 'Please describe your lifestyle (minimum 10 characters)'],
    ['lifestyle', { lifestyle: 'x'.repeat(1001) }, 'Please keep your lifestyle description under 1,000 characters'],
    ['risk', { risk: 'reckless' }, 'Risk appetite must be conservative, balanced or aggressive'],
  ])('rejects a bad %s with 400 and the spec text', async (field, change, message) => {
    const { status, body } = await recommend({ ...VALID, ...change });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'BAD_USER_INPUT', message, details: { field } });
  });

  it('accepts exactly 10 characters of lifestyle', async () => {
    expect((await recommend({ ...VALID, lifestyle: '0123456789' })).status).toBe(200);
  });

  it('lists every problem at once, the first as the message', async () => {
    const { body } = await recommend({ lifestyle: 'short' });
    expect(body.error.message).toBe('Select an interest focus');
    expect(body.error.details.fields).toEqual({
      interest: 'Select an interest focus',
      budget: 'Budget range is required',
      style: 'Personal style is required',
      lifestyle: 'Please describe your lifestyle (minimum 10 characters)',
    });
  });

  it('rejects a body that is not an object, or not JSON', async () => {
    expect((await recommend([VALID])).body.error.message).toBe(CONSULTATION_MESSAGES.body);
    const response = await app.fetch(PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"interest":' });
    expect(response.status).toBe(400);
  });
});

describe('GraphQL generateStyleConsultation', () => {
  const MUTATION = `mutation ($input: StyleConsultationInput!) {
    generateStyleConsultation(input: $input) {
      success
      consultation {
        allocation { core growth speculative }
        products { matchScore inBudget product { id price { amount } category } }
        sections { title items { label reference score classification note } }
        metadata { generatedAt dataStale }
      }
    }
  }`;

  it('answers the same report as REST', async () => {
    const { body } = await app.graphql(MUTATION, { input: VALID });
    const rest = (await recommend(VALID)).body.consultation;
    expect(body.errors).toBeUndefined();
    const { consultation } = body.data.generateStyleConsultation;
    expect(consultation.products.map((p: { product: { id: string } }) => Number(p.product.id))).toEqual(rest.products.map((p: { id: number }) => p.id));
    expect(consultation.sections).toEqual(rest.sections);
  });

  it('fails with BAD_USER_INPUT and the spec text', async () => {
    const { body } = await app.graphql(MUTATION, { input: { ...VALID, budget: null } });
    expect(body.errors[0]).toMatchObject({ message: 'Budget range is required', extensions: { code: 'BAD_USER_INPUT', field: 'budget' } });
  });
});

describe('saved consultations', () => {
  const MINE = `{ myConsultations { id createdAt answers { interest budget style lifestyle risk } consultation { savedId allocation { core } products { product { id } } sections { title } } } }`;

  it('are not kept for visitors', async () => {
    expect((await recommend(VALID)).body.consultation.savedId).toBeNull();
    const { body } = await app.graphql(MINE);
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('are kept for a signed-in customer, who alone can read them back', async () => {
    const customer = await verifiedCustomer(app);
    const browser = testBrowser(app);
    await signIn(browser, customer.email, customer.password);
    const saved = await browser.post(PATH, { ...VALID, risk: 'aggressive' });
    expect(saved.status).toBe(200);
    const { savedId } = saved.body.consultation;
    expect(savedId).toEqual(expect.any(Number));

    const { body } = await browser.graphql(MINE);
    expect(body.data.myConsultations).toHaveLength(1);
    const [record] = body.data.myConsultations;
    expect(record).toMatchObject({ id: savedId, answers: { interest: 'watches', budget: '5000-15000', style: 'classic', risk: 'aggressive' } });
    expect(record.consultation.allocation.core).toBe(30);
    expect(record.consultation.products.map((p: { product: { id: string } }) => Number(p.product.id))).toEqual(
      saved.body.consultation.products.map((p: { id: number }) => p.id),
    );

    const other = await verifiedCustomer(app);
    const otherBrowser = testBrowser(app);
    await signIn(otherBrowser, other.email, other.password);
    expect((await otherBrowser.graphql(MINE)).body.data.myConsultations).toEqual([]);
  });

  it('keep the newest 20 per customer', async () => {
    const customer = await verifiedCustomer(app);
    const browser = testBrowser(app);
    await signIn(browser, customer.email, customer.password);
    const ids: number[] = [];
    for (let i = 0; i < 21; i += 1) ids.push((await browser.post(PATH, { ...VALID, interest: 'clothing' })).body.consultation.savedId);
    const rows = await sql<{ id: number }>(app.orm, 'select s.id from saved_consultation s join app_user u on u.id = s.user_id where u.email = ? order by s.id', [customer.email]);
    expect(rows.map((row) => row.id)).toEqual(ids.slice(1));
  });
});
