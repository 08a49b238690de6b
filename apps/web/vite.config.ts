import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.KEELSON_DEV_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  base: './',
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/assets/environment.json': server,
      '/assets/environment.development.json': server,
    },
  },
});
