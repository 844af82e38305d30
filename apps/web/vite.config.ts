import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/locales': { target: apiTarget, changeOrigin: true },
    },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
});
