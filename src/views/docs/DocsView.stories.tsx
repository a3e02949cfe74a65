import type { Story } from '@ladle/react';
import { StoryShell } from '../layout/story-fixtures';
import { DocsView } from './DocsView';

export default { title: 'Pages/Documentation' };

const docsAt = (slug: string) => {
  const DocsStory: Story = () => (
    <StoryShell path={`/documents/${slug}`}>
      <main>
        <DocsView slug={slug} />
      </main>
    </StoryShell>
  );
  return DocsStory;
};

export const Overview = docsAt('overview');
export const Nodes = docsAt('nodes');
export const Scripts = docsAt('scripts');
export const ApiReference = docsAt('api-reference');
export const Examples = docsAt('examples');
export const NotFound = docsAt('does-not-exist');
