import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompressPlugin } from './scripts/lib/precompress';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * Small shared chunks are copied into the chunks that read them (one module state kept by
 * rolldown's runtime registry): opening the designer went from about 60 requests to 34, and
 * on this 2-core machine each request costs the browser some 5 ms before it reaches the
 * server (issue 17). Chunks holding styles stay files, or their CSS would be emitted once per copy.
 */
const fewerSmallChunks = {
  preserveEntrySignatures: false as const,
  output: {
    codeSplitting: {
      experimentalInlineCommonChunks: { maxSize: 12 * 1024, exclude: [/\.css(\?|$)/, /\.css\.ts(\?|$)/] },
    },
  },
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompressPlugin()],
  server: { proxy: { '/v1': apiTarget } },
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 600, rolldownOptions: fewerSmallChunks },
});
