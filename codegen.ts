import type { CodegenConfig } from '@graphql-codegen/cli';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';

/**
 * Typed documents (client preset) and, per operation, a module with its
 * document and named hooks (client/src/gql/ops/<Name>.ts), re-exported by
 * client/src/gql/hooks.ts, and one with its text for plain POSTs
 * (client/src/gql/texts/<Name>.ts), from the committed schema and the client's
 * .graphql documents; for the shared package (packages/rules), the schema's
 * enums and inputs and the first-screen queries' text. Output in client/src/gql
 * and those two files is generated, committed and never edited by hand.
 */
const DOCUMENTS = 'client/src/**/*.graphql';
const root = import.meta.dirname ?? process.cwd();

function graphqlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'gql' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Every named operation of the client's documents. */
const operationNames = graphqlFiles(path.join(root, 'client/src'))
  .flatMap((file) => parse(readFileSync(file, 'utf8')).definitions)
  .flatMap((definition) => (definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [pascal(definition.name.value)] : []))
  .sort();

/** The first-screen queries the server runs with a page (issue 17): packages/rules/src/page-data/page-plan.ts. */
const PAGE_OPERATIONS = ['FeaturedProducts', 'CollectionListing', 'ProductListing', 'ProductDetail', 'SimilarProducts', 'MarketplaceHighlights', 'MarketplaceListings', 'MarketplaceListing', 'MarketplaceSeller', 'SellerReviews'];

/** The client's and the shared package's types alike: enums as string unions, so the two are the same types. */
const TYPES_CONFIG = {
  useTypeImports: true,
  enumsAsTypes: true,
  avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
  scalars: { ID: 'string', DateTimeISO: 'string' },
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: [DOCUMENTS],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: { ...TYPES_CONFIG, documentMode: 'documentNode' },
    },
    // The shared rules package (packages/rules): the schema's enums and inputs, and the first-screen queries' text.
    'packages/rules/src/gql/schema-types.ts': { plugins: ['typescript'], config: { ...TYPES_CONFIG, onlyOperationTypes: true } },
    'packages/rules/src/page-data/page-queries.ts': { plugins: ['./scripts/codegen-page-queries.cjs'], config: { operationNames: PAGE_OPERATIONS } },
    'client/src/gql/hooks.ts': {
      plugins: ['./scripts/codegen-named-hooks.cjs'],
    },
    ...Object.fromEntries(
      operationNames.map((name) => [`client/src/gql/ops/${name}.ts`, { plugins: ['./scripts/codegen-operation.cjs'], config: { operationName: name } }]),
    ),
    ...Object.fromEntries(
      operationNames.map((name) => [`client/src/gql/texts/${name}.ts`, { plugins: ['./scripts/codegen-operation-text.cjs'], config: { operationName: name } }]),
    ),
  },
};

export default config;
