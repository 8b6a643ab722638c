import { execFile, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../common/project-root';
import { sql, STRONG_PASSWORD, testBrowser, verifiedCustomer } from '../../test/account-helpers';
import { curlAsFetch } from '../../test/curl-as-fetch';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The examples of the /developers guide and docs/ are the files in docs/examples (the guide shows their text):
 * each one runs here as a partner would run it, against the real app with a real key.
 */
const EXAMPLES = path.join(PROJECT_ROOT, 'docs/examples');
const run = promisify(execFile);

let app: TestApp;
let key: string;

beforeAll(async () => {
  app = await startTestApp();
  const staff = await verifiedCustomer(app);
  await sql(app.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
  const admin = testBrowser(app);
  await admin.post('/api/auth/login', { email: staff.email, password: STRONG_PASSWORD });
  const { body } = await admin.graphql('mutation Create($input: NewPartnerApiKeyInput!) { createPartnerApiKey(input: $input) { secret } }', {
    input: { label: 'Examples', scopes: ['catalogue:read', 'marketplace:read', 'signals:read'] },
  });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  key = body.data.createPartnerApiKey.secret;
});

afterAll(async () => {
  await app?.close();
});

const exampleEnv = () => ({ AURUM_API_URL: app.baseUrl, AURUM_API_KEY: key });

/** Runs one example with the app's address and the key in the variables the examples read; its output is the answer. */
async function runExample(file: string): Promise<unknown> {
  const command = file.endsWith('.sh') ? 'sh' : file.endsWith('.ts') ? path.join(PROJECT_ROOT, 'node_modules/.bin/tsx') : 'node';
  const { stdout } = await run(command, [path.join(EXAMPLES, file)], { cwd: EXAMPLES, env: { ...process.env, ...exampleEnv() }, timeout: 30_000 });
  return JSON.parse(stdout);
}

/** A curl example: run by curl where the machine has it, and always as fetch with the same method, headers, URL and body. */
async function runCurlExample(file: string, how: 'curl' | 'fetch'): Promise<unknown> {
  if (how === 'curl') return runExample(file);
  const response = await curlAsFetch(await readFile(path.join(EXAMPLES, file), 'utf8'), exampleEnv());
  expect(response.status).toBe(200);
  return response.json();
}

const CURL_RUNS: ('curl' | 'fetch')[] = spawnSync('curl', ['--version']).status === 0 ? ['curl', 'fetch'] : ['fetch'];

describe('the partner examples (docs/examples), run against the app', () => {
  it('graphql-fetch.mjs answers data without errors', async () => {
    const answer = (await runExample('graphql-fetch.mjs')) as { data?: { products?: { items?: unknown[] } }; errors?: unknown };
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.products?.items).toBeInstanceOf(Array);
  });

  it('apollo-persisted.ts answers data without errors, its query registered by hash (APQ)', async () => {
    const countPersisted = async () => Number((await sql(app.orm, 'select count(*) as n from persisted_query'))[0].n);
    const before = await countPersisted();
    const answer = (await runExample('apollo-persisted.ts')) as { data?: { marketSignals?: { signals?: unknown[] } } };
    expect(answer.data?.marketSignals?.signals).toBeInstanceOf(Array);
    expect(await countPersisted()).toBe(before + 1);
  });

  it.each(CURL_RUNS.flatMap((how) => [['graphql.sh', how, 'products'], ['graphql-get.sh', how, 'featuredProducts']] as const))(
    '%s (through %s) answers data without errors',
    async (file, how, field) => {
      const answer = (await runCurlExample(file, how)) as { data?: Record<string, unknown>; errors?: unknown };
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.[field]).toBeTruthy();
    },
  );

  it.each(CURL_RUNS)('rest.sh (through %s) answers the product list', async (how) => {
    expect(await runCurlExample('rest.sh', how)).toBeInstanceOf(Array);
  });
});

describe('the partner schema download', () => {
  it('is the committed snapshot docs/partner-schema.graphql, word for word', async () => {
    const served = await app.fetch('/developers/schema.graphql');
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(await readFile(path.join(PROJECT_ROOT, 'docs/partner-schema.graphql'), 'utf8'));
  });
});

describe('a GraphQL GET', () => {
  const get = (headers: Record<string, string>) =>
    app.fetch(`/graphql?query=${encodeURIComponent('{ featuredProducts { id } }')}`, { headers: { 'x-api-key': key, ...headers } });

  it('is refused with 400 without the apollo-require-preflight header (Apollo CSRF prevention), with or without a key', async () => {
    const refused = await get({});
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('apollo-require-preflight');
    const anonymous = await app.fetch(`/graphql?query=${encodeURIComponent('{ featuredProducts { id } }')}`);
    expect(anonymous.status).toBe(400);
  });

  it('is answered with the header', async () => {
    const answered = await get({ 'apollo-require-preflight': 'true' });
    expect(answered.status).toBe(200);
    expect((await answered.json()).data.featuredProducts).toBeInstanceOf(Array);
  });
});
