import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The contracts package exposes its TypeScript sources under the "source" condition, so no build step is
// needed before the web app can use it.
export default defineConfig({
  base: '/socratica/',
  plugins: [react()],
  resolve: { conditions: ['@socratica/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@socratica/source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page loads goes into one file. Left alone, the bundler splits the modules the
          // lazy pages share with the shell (react, Mantine's base) into extra chunks: more requests and worse
          // compression for the login page.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: { '/socratica/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // Tests wait for states, never for time. These limits only stop a test that is truly stuck, so they are
    // set far beyond what a busy shared machine needs (vitest's 5 s default is not).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
