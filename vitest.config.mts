import { createRequire } from 'node:module';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * Server files that need a process of their own: those that build probe schemas from type-graphql's global
 * metadata (beside the app's resolvers loaded by an earlier file of the same worker, those schemas would include
 * the app's types and checks), and one that measures the process's memory (a shared worker's heap, grown by the
 * files before, makes each of its full collections slower).
 */
const OWN_PROCESS_FILES = [
  'server/src/graphql/argument-validation.test.ts',
  'server/src/graphql/admin-guard.test.ts',
  'server/src/graphql/compiled-execution.test.ts',
  'server/src/graphql/static-cache-policy.test.ts',
  'server/src/common/uploads/receive-upload.test.ts',
];

/** What the projects share (a project without `extends` starts from nothing, and `extends` would run the global setup again). */
const shared = {
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
    // type-graphql and MikroORM decorators need the metadata API before any entity or type loads.
    setupFiles: ['reflect-metadata'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
} satisfies TestProjectInlineConfiguration;

export default defineConfig({
  // The global setup runs with the root's resolution, not a project's: it too needs @aurum/rules from its sources
  // (a clean clone has no packages/rules/dist until `npm run build`).
  resolve: shared.resolve,
  test: {
    // Runs once for all projects; they inherit what it provides (the database's address).
    globalSetup: ['server/src/test/global-setup.ts'],
    // A failed run must exit non-zero even though a dependency's exit hook calls process.exit(0); the slowest files close the run.
    reporters: ['default', './server/src/test/exit-code-reporter.ts', './server/src/test/slowest-files-reporter.ts'],
    projects: [
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'server',
          include: ['server/src/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_PROCESS_FILES],
          // One module graph per worker: importing the app, its entities and schema cost ~2 s a file, more than
          // many files' tests. Server code keeps no module-level state a file could leave behind (each test app
          // gets its own database, config and services), and files that fake timers or spy restore them.
          isolate: false,
        },
      },
      { ...shared, test: { ...shared.test, name: 'server-own-process', include: OWN_PROCESS_FILES } },
      {
        ...shared,
        test: { ...shared.test, name: 'client', include: ['packages/rules/src/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}', 'client/build/**/*.test.ts'] },
      },
    ],
  },
});
