import { describe, expect, it } from 'vitest';
import { routeChunkNames } from '../../../scripts/lib/route-chunks';

/** A module graph: each module's static and lazy imports (ids are paths under /app). */
function graphOf(modules: Record<string, { imports?: string[]; lazy?: string[] }>) {
  const id = (name: string) => `/app/${name}`;
  return {
    id,
    getModuleInfo: (moduleId: string) => {
      const module = modules[moduleId.replace('/app/', '')];
      return module ? { importedIds: (module.imports ?? []).map(id), dynamicallyImportedIds: (module.lazy ?? []).map(id) } : null;
    },
  };
}

const pages = { entry: 'main.tsx', publicScreens: ['Login.tsx'], layoutScreen: 'Layout.tsx', routeScreen: 'Designer.tsx' };

describe("the designer route's chunks (D113)", () => {
  const graph = graphOf({
    'main.tsx': { imports: ['react.js'], lazy: ['Login.tsx', 'Layout.tsx', 'Designer.tsx', 'Market.tsx'] },
    'react.js': {},
    'Login.tsx': { imports: ['Button.tsx', 'react.js'] },
    'Layout.tsx': { imports: ['Button.tsx', 'Dialog.tsx', 'NavBar.tsx'] },
    'Designer.tsx': { imports: ['Dialog.tsx', 'canvas.ts', 'catalogue.ts', 'react.js'] },
    'Market.tsx': { imports: ['catalogue.ts'] },
    'Button.tsx': {},
    'Dialog.tsx': {},
    'NavBar.tsx': {},
    'canvas.ts': {},
    'catalogue.ts': {},
  });
  const chunks = routeChunkNames('/app', pages);
  const nameOf = (module: string) => chunks.name(graph.id(module), graph);

  it("puts the layout's modules in one chunk, and what the designer shares with other lazy modules in another", () => {
    expect(nameOf('Layout.tsx')).toBe('layout');
    expect(nameOf('Dialog.tsx')).toBe('layout');
    expect(nameOf('NavBar.tsx')).toBe('layout');
    expect(nameOf('catalogue.ts')).toBe('designer-shared');
  });

  it("puts the entry's modules in one chunk", () => {
    expect(nameOf('main.tsx')).toBe('app');
    expect(nameOf('react.js')).toBe('app');
  });

  it("leaves the public pages' modules and the designer's own modules where rolldown puts them", () => {
    expect(nameOf('Button.tsx')).toBeNull();
    expect(nameOf('Designer.tsx')).toBeNull();
    expect(nameOf('canvas.ts')).toBeNull();
    expect(nameOf('Market.tsx')).toBeNull();
  });

  it('names nothing in a build without the entry (a story build)', () => {
    const stories = routeChunkNames('/app', pages);
    const storyGraph = graphOf({ 'Dialog.tsx': {} });
    expect(stories.name(storyGraph.id('Dialog.tsx'), storyGraph)).toBeNull();
  });
});
