import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphiqlAccessibleTabs } from './build/graphiql-accessible-tabs';
import { precompressBundle } from './build/precompress';

/**
 * The API explorer served at /graphql (GraphiQL from npm, issue 34): a build of its own, after the shop's, into the same
 * dist (its HTML as dist/explorer.html, its files in dist/assets). Nothing of it can land in the shop's chunks, and the
 * shop's manifest, page budgets and chunk groups stay as they are. React here is the plain runtime, without emotion.
 */
export default defineConfig({
  plugins: [graphiqlAccessibleTabs(), react(), precompressBundle()],
  publicDir: false,
  build: {
    outDir: 'dist',
    // The shop's build ran first into the same folder.
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    manifest: false,
    rollupOptions: {
      input: { explorer: 'explorer.html' },
      // GraphiQL's modules start with React Compiler's "use no memo"; a bundle drops it, which is harmless.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
    // Monaco's language workers load further modules: only module workers split into chunks.
    chunkSizeWarningLimit: 5000,
  },
  worker: { format: 'es' },
});
