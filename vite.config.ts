import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompressPlugin } from './scripts/lib/precompress';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompressPlugin()],
  server: { proxy: { '/v1': apiTarget } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
});
