import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents (client preset) and one named hook per operation from the
 * committed schema and the client's .graphql documents. Output in
 * client/src/gql is generated, committed and never edited by hand.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        scalars: { ID: 'string', DateTimeISO: 'string' },
        documentMode: 'documentNode',
      },
    },
    'client/src/gql/hooks.ts': {
      plugins: ['./scripts/codegen-named-hooks.cjs'],
    },
  },
};

export default config;
