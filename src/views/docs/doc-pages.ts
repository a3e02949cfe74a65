import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface DocPage {
  slug: string;
  title: string;
  description: string;
  /** Each page is its own chunk: opening one page never downloads the others. */
  Content: LazyExoticComponent<ComponentType>;
}

/** The five documentation pages (spec 01 §2), in menu order. */
export const docPages: readonly DocPage[] = [
  {
    slug: 'overview',
    title: 'Overview',
    description: 'What Botflow is and how bots, sequences and workflows fit together.',
    Content: lazy(() => import('./pages/OverviewPage')),
  },
  {
    slug: 'nodes',
    title: 'Nodes',
    description: 'Every node type of the workflow designer, its handles and its properties.',
    Content: lazy(() => import('./pages/NodesPage')),
  },
  {
    slug: 'scripts',
    title: 'Scripts',
    description: 'The script library and how script nodes run its scripts.',
    Content: lazy(() => import('./pages/ScriptsPage')),
  },
  {
    slug: 'api-reference',
    title: 'API Reference',
    description: 'The /v1 HTTP API: authentication, resources, errors and workflow runs.',
    Content: lazy(() => import('./pages/ApiReferencePage')),
  },
  {
    slug: 'examples',
    title: 'Examples',
    description: 'Three complete workflows, built and tested step by step.',
    Content: lazy(() => import('./pages/ExamplesPage')),
  },
];

export function findDocPage(slug: string | undefined): DocPage | undefined {
  return docPages.find((page) => page.slug === slug);
}
