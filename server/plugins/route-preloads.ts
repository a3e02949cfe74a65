import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of vite's build manifest (dist/.vite/manifest.json, `build.manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The designer's route (/sequences/{slug}) draws inside the layout: both screens' chunks are its first frame's. */
const designerScreens = ['src/app/screens/LayoutScreen.tsx', 'src/app/screens/DesignerScreen.tsx'];

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The `<link>`s that let the browser fetch the designer's chunks with the entry (D100, D109): without
 * them it learns of them only once the entry has run and the router matched, a round of requests
 * later. The entry's own chunks are named by the HTML already. None when the build has no manifest.
 * They ask at low priority: the browser has six connections to the server and some fifty files to
 * fetch, and the page's early sequence request (high, as any fetch) would otherwise wait behind all
 * of them, though the route's chunks are needed only once the entry has run.
 */
export function designerPreloadLinks(staticDir: string): string {
  const path = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, entryKeys);
  const routeKeys = new Set<string>();
  for (const screen of designerScreens) closure(manifest, screen, routeKeys);
  const chunks = [...routeKeys].filter((key) => !entryKeys.has(key)).map((key) => manifest[key]!);
  const scripts = chunks.map(({ file }) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`);
  const styles = [...new Set(chunks.flatMap(({ css = [] }) => css))].map((file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`);
  return [...scripts, ...styles].join('');
}

/** index.html with the designer's chunks named in its head; the same page when there is nothing to add. */
export function withDesignerPreloads(indexHtml: string, staticDir: string): string {
  const links = designerPreloadLinks(staticDir);
  return links ? indexHtml.replace('</head>', `${links}</head>`) : indexHtml;
}
