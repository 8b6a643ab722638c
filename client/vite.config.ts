import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://localhost:${process.env.PORT ?? 4000}`;

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // The server reads it to preload each page's chunks (server/src/http/page-html.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
      '/images': apiTarget,
    },
  },
});
