import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // Pages are lazy modules; on a loaded two-core CI machine the first import of a page's
    // module graph has taken more than 5 s (router.test.tsx timed out waiting for the
    // dashboard). Waits (src/test/setup.ts) and tests get room for that, not for slow code.
    testTimeout: 30_000,
    passWithNoTests: true,
  },
});
