import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { localeSyntaxCheckPlugin } from './scripts/lib/locale-syntax-check';
import { precompressPlugin } from './scripts/lib/precompress';
import { routeChunkNames } from './scripts/lib/route-chunks';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** The designer's route (layout + designer) in a few chunks without touching the public pages' (scripts/lib/route-chunks.ts). */
const designerRouteChunks = routeChunkNames(import.meta.dirname, {
  entry: 'src/app/main.tsx',
  publicScreens: ['src/app/screens/LandingScreen.tsx', 'src/app/screens/LoginScreen.tsx', 'src/app/screens/RegisterScreen.tsx', 'src/app/screens/ForgotPasswordScreen.tsx', 'src/app/screens/ResetPasswordScreen.tsx'],
  layoutScreen: 'src/app/screens/LayoutScreen.tsx',
  routeScreen: 'src/app/screens/DesignerScreen.tsx',
});

/**
 * Small shared chunks are copied into the chunks that read them (one module state kept by
 * rolldown's runtime registry): opening the designer went from about 60 requests to 34, and
 * on this 2-core machine each request costs the browser some 5 ms before it reaches the
 * server (D64). Chunks holding styles stay files, or their CSS would be emitted once per copy.
 */
const fewerSmallChunks = {
  preserveEntrySignatures: false as const,
  output: {
    codeSplitting: {
      // Captured modules' imports stay where rolldown puts them (the entry's React stays in the entry).
      includeDependenciesRecursively: false,
      groups: [{ name: designerRouteChunks.name }],
      experimentalInlineCommonChunks: { maxSize: 12 * 1024, exclude: [/\.css(\?|$)/, /\.css\.ts(\?|$)/] },
    },
  },
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), localeSyntaxCheckPlugin(), precompressPlugin(), { name: 'designer-route-chunks', buildStart: designerRouteChunks.reset }],
  server: { proxy: { '/v1': apiTarget } },
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 600, rolldownOptions: fewerSmallChunks },
});
