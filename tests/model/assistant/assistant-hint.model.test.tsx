import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { assistantChatMachine, assistantWelcomeText } from '../../../src/machines/assistant/assistant-chat.machine';
import { assistantHintMachine } from '../../../src/machines/assistant/assistant-hint.machine';
import { AssistantLauncher } from '../../../src/views/layout/AssistantLauncher';
import { describeModel } from '../harness';

const hintDurationMs = 3000;

function mount() {
  vi.useFakeTimers();
  const actor = createActor(assistantHintMachine).start();
  const view = render(<AssistantLauncher hintActor={actor} chatActor={createActor(assistantChatMachine, { input: { welcome: assistantWelcomeText } }).start()} />);
  return { actor, view };
}
type Sut = ReturnType<typeof mount>;

describeModel('assistant hint machine with the assistant launcher', {
  machine: assistantHintMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.text]),
  events: [
    { type: 'route.changed', pathname: '/dashboard' },
    { type: 'route.changed', pathname: '/sequences/' },
    { type: 'route.changed', pathname: '/about-us' },
    { type: 'hint.dismiss' },
    { type: 'xstate.after.hintDuration.assistantHint.showing' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    // The layout sends the route on every navigation; here the test plays the router.
    'route.changed': (sut, event) => {
      act(() => sut.actor.send(event as never));
    },
    // Opening the assistant dismisses the hint; closing it again leaves the launcher as it was.
    'hint.dismiss': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open assistant' }));
      fireEvent.click(screen.getByRole('button', { name: 'Close assistant' }));
    },
    'xstate.after.hintDuration.assistantHint.showing': () => act(() => void vi.advanceTimersByTime(hintDurationMs)),
  },
  assertions: {
    idle: () => {
      expect(screen.queryByTestId('assistant-hint')).toBeNull();
    },
    showing: (sut: Sut) => {
      const text = sut.actor.getSnapshot().context.text ?? '';
      expect(text).not.toBe('');
      expect(screen.getByRole('status')).toHaveTextContent(text);
      // The hint stays up until just before its 3000 ms are over.
      act(() => void vi.advanceTimersByTime(hintDurationMs - 1));
      expect(screen.getByTestId('assistant-hint')).toHaveTextContent(text);
    },
  },
});
