import type { Story } from '@ladle/react';
import { StoryShell } from '../layout/story-fixtures';
import { AboutView } from './AboutView';

export default { title: 'Pages/About' };

export const Default: Story = () => (
  <StoryShell path="/about-us">
    <main>
      <AboutView />
    </main>
  </StoryShell>
);
