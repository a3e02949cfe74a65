import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface DocPage {
  slug: string;
  title: string;
  description: string;
  /** Each page and the Markdown renderer are their own chunks: opening one page never downloads the others. */
  Content: LazyExoticComponent<ComponentType>;
}

function markdownPage(load: () => Promise<{ default: string }>): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [{ default: text }, { DocMarkdown }, { withCatalogueTables }] = await Promise.all([
      load(),
      import('./DocMarkdown'),
      import('../../domain/workflow/node-catalogue/catalogue-docs'),
    ]);
    // The tables of node kinds come from the node catalogue (D65), as in Flo's offline answers.
    const page = withCatalogueTables(text);
    return { default: () => createElement(DocMarkdown, { text: page }) };
  });
}

/** The five documentation pages (spec 01 §2), in menu order. */
export const docPages: readonly DocPage[] = [
  {
    slug: 'overview',
    title: 'Overview',
    description: 'What Botflow is and how bots, sequences and workflows fit together.',
    Content: markdownPage(() => import('../../content/docs/overview.md?raw')),
  },
  {
    slug: 'nodes',
    title: 'Nodes',
    description: 'Every node type of the workflow designer, its handles and its properties.',
    Content: markdownPage(() => import('../../content/docs/nodes.md?raw')),
  },
  {
    slug: 'scripts',
    title: 'Scripts',
    description: 'The script library and how script nodes run its scripts.',
    Content: markdownPage(() => import('../../content/docs/scripts.md?raw')),
  },
  {
    slug: 'api-reference',
    title: 'API Reference',
    description: 'The /v1 HTTP API: authentication, resources, errors and workflow runs.',
    Content: markdownPage(() => import('../../content/docs/api-reference.md?raw')),
  },
  {
    slug: 'examples',
    title: 'Examples',
    description: 'Three complete workflows, built and tested step by step.',
    Content: markdownPage(() => import('../../content/docs/examples.md?raw')),
  },
];

export function findDocPage(slug: string | undefined): DocPage | undefined {
  return docPages.find((page) => page.slug === slug);
}
