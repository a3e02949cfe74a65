import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// A plain object, not the root vite.config.ts: Ladle brings its own Vite 6 and React plugin, and
// only needs the vanilla-extract plugin added to compile our .css.ts files.
export default {
  plugins: [vanillaExtractPlugin()],
};
