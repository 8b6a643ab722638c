import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One copy of graphql for type-graphql and Apollo Server (see stack.md).
    // Node loads the CommonJS entries of these for type-graphql and Apollo Server; test code must get the
    // same copies, or "another realm" errors and lost validation metadata follow.
    alias: [
      ...['graphql', 'class-validator', 'graphql-query-complexity', 'graphql-jit/dist/variables'].map((name) => ({ find: new RegExp(`^${name}$`), replacement: require.resolve(name) })),
      // The shared rules from their sources, not their build (packages/rules/dist).
      { find: /^@aurum\/rules\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'packages/rules/src/$1.ts') },
    ],
  },
  test: {
    include: ['packages/rules/src/**/*.test.ts', 'server/src/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}', 'client/build/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
    globalSetup: ['server/src/test/global-setup.ts'],
    // A failed run must exit non-zero even though a dependency's exit hook calls process.exit(0).
    reporters: ['default', './server/src/test/exit-code-reporter.ts'],
    // type-graphql and MikroORM decorators need the metadata API before any entity or type loads.
    setupFiles: ['reflect-metadata'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
