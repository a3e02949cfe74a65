import { describe, expect, it } from 'vitest';
import { docsMarkdown } from '../../../server/assistant/docs-index';
import { passagesOf } from '../../../server/assistant/docs-passages';
import { headingSlugsOf } from '../../../src/domain/docs/heading-slug';

/** A page with an introduction, a section with a table of two rows and a bold-named item. */
const guide = `# Guide\n\nIntro text.\n\n## Nodes\n\nThe kinds:\n\n| Type | Name | What |\n| --- | --- | --- |\n| \`timer\` | Schedule | waits |\n| \`api\` | API Call | calls |\n\n- **Network**: guarded.\n`;

describe('the passages of a docs page (D93)', () => {
  it('holds each section, each row of its tables and each bold-named item, the introduction under the page’s title', () => {
    expect(passagesOf('guide', guide).map(({ id, kind, heading, link }) => ({ id, kind, heading, link }))).toEqual([
      { id: 'guide/intro', kind: 'section', heading: 'Guide', link: '/documents/guide' },
      { id: 'guide/nodes', kind: 'section', heading: 'Nodes', link: '/documents/guide#nodes' },
      { id: 'guide/nodes/timer', kind: 'row', heading: 'Nodes › timer', link: '/documents/guide#nodes' },
      { id: 'guide/nodes/api', kind: 'row', heading: 'Nodes › api', link: '/documents/guide#nodes' },
      { id: 'guide/nodes/network', kind: 'item', heading: 'Nodes › Network', link: '/documents/guide#nodes' },
    ]);
  });

  it('writes a row as its cells under their column headings', () => {
    expect(passagesOf('guide', guide).find(({ id }) => id === 'guide/nodes/api')?.text).toBe('- **Type**: `api`\n- **Name**: API Call\n- **What**: calls');
  });

  it('links each passage to its section: a heading the docs page gives that id, or the page for its introduction', () => {
    for (const { slug, markdown } of docsMarkdown()) {
      const ids = headingSlugsOf(markdown);
      for (const passage of passagesOf(slug, markdown)) {
        const [, page, anchor] = /^\/documents\/([a-z-]+)(?:#(.+))?$/.exec(passage.link)!;
        expect(page).toBe(slug);
        if (passage.sectionId.endsWith('/intro')) expect(anchor).toBeUndefined();
        else expect(ids).toContain(anchor);
      }
    }
    expect(passagesOf('nodes', docsMarkdown()[1]!.markdown).find(({ id }) => id === 'nodes/limits-and-safety')?.link).toBe('/documents/nodes#limits-and-safety');
  });
});
