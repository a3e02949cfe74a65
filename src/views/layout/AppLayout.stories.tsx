import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { assistantChatMachine, assistantWelcomeText } from '../../machines/assistant/assistant-chat.machine';
import { assistantHintMachine } from '../../machines/assistant/assistant-hint.machine';
import { AppLayout, type AppLayoutProps } from './AppLayout';
import { scriptedChat, storyQuestion, type StoryAnswer } from '../assistant/chat-story-fixtures';
import { StoryShell, storyUser } from './story-fixtures';

export default { title: 'Layout/AppLayout' };

// Long enough to look at the hint bubble; the app uses the spec's 3000 ms.
const lingeringHints = assistantHintMachine.provide({ delays: { hintDuration: 3_600_000 } });

// The greeting stays pending in the Initialising story; the app greets after the spec's 500 ms.
const greetingNever = assistantChatMachine.provide({ delays: { welcomeDelay: 3_600_000 } });
const greetingAtOnce = assistantChatMachine.provide({ delays: { welcomeDelay: 0 } });

type AssistantStory = 'initialising' | 'ready' | StoryAnswer;

const chatFor = (assistant: AssistantStory | undefined) =>
  assistant === 'initialising' ? greetingNever : assistant === undefined || assistant === 'ready' ? greetingAtOnce : scriptedChat(assistant);

function Layout({ assistant, ...props }: Omit<AppLayoutProps, 'hintActor' | 'chatActor' | 'children'> & { assistant?: AssistantStory }) {
  const hintActor = useActorRef(lingeringHints);
  const chatActor = useActorRef(chatFor(assistant), { input: { welcome: assistantWelcomeText } });
  useEffect(() => {
    if (!assistant) return;
    chatActor.send({ type: 'chat.open' });
    // The answer states ask a question once Flo has greeted.
    if (assistant !== 'initialising' && assistant !== 'ready') setTimeout(() => chatActor.send({ type: 'message.send', text: storyQuestion }), 10);
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

export const AssistantWaiting: Story = () => (
  <StoryShell user={storyUser} path="/profile">
    <Layout assistant="waiting" />
  </StoryShell>
);

export const AssistantStreaming: Story = () => (
  <StoryShell user={storyUser} path="/profile">
    <Layout assistant="streaming" />
  </StoryShell>
);

export const AssistantAnswered: Story = () => (
  <StoryShell user={storyUser} path="/profile">
    <Layout assistant="answered" />
  </StoryShell>
);

export const AssistantFailed: Story = () => (
  <StoryShell user={storyUser} path="/profile">
    <Layout assistant="failed" />
  </StoryShell>
);
