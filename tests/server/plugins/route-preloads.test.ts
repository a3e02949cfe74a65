import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withDesignerPreloads } from '../../../server/plugins/route-preloads';

const html = '<html><head><title>Botflow</title></head><body></body></html>';
let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function buildWith(manifest: unknown): string {
  dir = mkdtempSync(join(tmpdir(), 'botflow-preloads-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe("the designer's page names its route's chunks (D100)", () => {
  it("preloads the layout's and designer's chunks and their imports, not the entry's", () => {
    const staticDir = buildWith({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      'src/app/screens/LayoutScreen.tsx': { file: 'assets/LayoutScreen-1.js', imports: ['_react-1.js'], css: ['assets/LayoutScreen-1.css'] },
      'src/app/screens/DesignerScreen.tsx': { file: 'assets/DesignerScreen-1.js', imports: ['_react-1.js', '_Dialog-1.js'] },
      '_Dialog-1.js': { file: 'assets/Dialog-1.js' },
      'src/app/screens/LoginScreen.tsx': { file: 'assets/LoginScreen-1.js' },
    });
    const page = withDesignerPreloads(html, staticDir);
    const named = [...page.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
    expect(named).toEqual(['/assets/LayoutScreen-1.js', '/assets/DesignerScreen-1.js', '/assets/Dialog-1.js', '/assets/LayoutScreen-1.css']);
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/DesignerScreen-1.js">');
    expect(page.endsWith('</head><body></body></html>')).toBe(true);
  });

  it('leaves the page as it is when the build has no manifest', () => {
    dir = mkdtempSync(join(tmpdir(), 'botflow-preloads-'));
    expect(withDesignerPreloads(html, dir)).toBe(html);
  });
});
