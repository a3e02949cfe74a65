import type { Story } from '@ladle/react';
import { StoryShell, storyUser } from '../layout/story-fixtures';
import { LandingView } from './LandingView';

export default { title: 'Pages/Landing' };

export const SignedOut: Story = () => (
  <StoryShell path="/">
    <LandingView />
  </StoryShell>
);

export const SignedIn: Story = () => (
  <StoryShell user={storyUser} path="/home">
    <LandingView />
  </StoryShell>
);
