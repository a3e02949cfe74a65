import { describe, expect, it } from 'vitest';
import { docsIndex } from '../../../server/assistant/docs-index';
import { createDocsIndex } from '../../../server/assistant/docs-scoring';

const guide = `# Guide\n\nIntro text.\n\n## Nodes\n\nThe kinds of node a workflow holds:\n\n| Type | Name | What |\n| --- | --- | --- |\n| \`timer\` | Schedule | waits for its time |\n| \`api\` | API Call | calls a service |\n\n- **Network**: guarded.\n`;

describe('how the offline docs index ranks passages (D93)', () => {
  it('never answers a section together with a row or item of its own', () => {
    const index = createDocsIndex([{ slug: 'guide', markdown: guide }]);
    expect(index.search('What kinds of node does a workflow hold?', 5).map(({ id }) => id)).toEqual(['guide/nodes']);
    const rows = index.search('What does the API Call node do?', 5).map(({ id }) => id);
    expect(rows[0]).toBe('guide/nodes/api');
    expect(rows).not.toContain('guide/nodes');
  });

  it('a question that says API, but neither "call" nor "node", is answered from the API reference, not by the API Call node', () => {
    expect(docsIndex().search('How do I authenticate to the API?', 1)[0]!.slug).toBe('api-reference');
    expect(docsIndex().search('What do API errors look like?', 1)[0]!.id).toBe('api-reference/conventions~3');
    // ... while a call to an API from a workflow is still the node's (or the library's script for it).
    expect(['nodes/where-nodes-come-from/api-call', 'scripts/the-library/fetch-data-from-a-json-api']).toContain(docsIndex().search('How do I call a REST API from my workflow?', 1)[0]!.id);
    expect(docsIndex().search('What happens when my API call gets a 404?', 1)[0]!.slug).toBe('nodes');
  });
});
