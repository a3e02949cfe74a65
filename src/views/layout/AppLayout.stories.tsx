import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { assistantChatMachine } from '../../machines/assistant/assistant-chat.machine';
import { assistantHintMachine } from '../../machines/assistant/assistant-hint.machine';
import { AppLayout, type AppLayoutProps } from './AppLayout';
import { StoryShell, storyUser } from './story-fixtures';

export default { title: 'Layout/AppLayout' };

// Long enough to look at the hint bubble; the app uses the spec's 3000 ms.
const lingeringHints = assistantHintMachine.provide({ delays: { hintDuration: 3_600_000 } });

// The greeting stays pending in the Initialising story; the app greets after the spec's 500 ms.
const greetingNever = assistantChatMachine.provide({ delays: { welcomeDelay: 3_600_000 } });
const greetingAtOnce = assistantChatMachine.provide({ delays: { welcomeDelay: 0 } });

function Layout({ assistant, ...props }: Omit<AppLayoutProps, 'hintActor' | 'chatActor' | 'children'> & { assistant?: 'initialising' | 'ready' }) {
  const hintActor = useActorRef(lingeringHints);
  const chatActor = useActorRef(assistant === 'initialising' ? greetingNever : greetingAtOnce);
  useEffect(() => {
    if (assistant) chatActor.send({ type: 'chat.open' });
  }, [assistant, chatActor]);
  return (
    <AppLayout hintActor={hintActor} chatActor={chatActor} {...props}>
      <h1>Page content</h1>
      <p>The routed screen renders here.</p>
    </AppLayout>
  );
}

export const SignedIn: Story = () => (
  <StoryShell user={storyUser} path="/dashboard">
    <Layout />
  </StoryShell>
);

export const SignedOut: Story = () => (
  <StoryShell path="/about-us">
    <Layout />
  </StoryShell>
);

export const MarketplaceHint: Story = () => (
  <StoryShell user={storyUser} path="/marketplace">
    <Layout />
  </StoryShell>
);

export const MobileMenuOpen: Story = () => (
  <StoryShell user={storyUser} path="/sequences">
    <Layout defaultMobileMenuOpen />
  </StoryShell>
);
MobileMenuOpen.meta = { width: 'xsmall' };

export const MobileMenuOpenSignedOut: Story = () => (
  <StoryShell path="/documents/overview">
    <Layout defaultMobileMenuOpen />
  </StoryShell>
);
MobileMenuOpenSignedOut.meta = { width: 'xsmall' };

export const AssistantInitialising: Story = () => (
  <StoryShell user={storyUser} path="/profile">
    <Layout assistant="initialising" />
  </StoryShell>
);

export const AssistantOpen: Story = () => (
  <StoryShell user={storyUser} path="/profile">
    <Layout assistant="ready" />
  </StoryShell>
);
