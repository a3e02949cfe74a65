/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  // Ladle runs its own Vite 6; this small config only adds what our styles need (vanilla-extract).
  viteConfig: '.ladle/vite.config.ts',
  // build/ is git-ignored; the story sweep (scripts/test-stories.ts) serves it.
  outDir: 'build',
  defaultStory: 'pages--landing--signed-out',
  addons: {
    // The sweep runs axe itself; the in-browser panel stays available for interactive use.
    a11y: { enabled: true },
  },
};
