import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { assistantChatMachine, assistantWelcomeText } from '../../../src/machines/assistant/assistant-chat.machine';
import { assistantHintMachine } from '../../../src/machines/assistant/assistant-hint.machine';
import { AssistantLauncher } from '../../../src/views/layout/AssistantLauncher';
import { describeModel } from '../harness';

const welcomeDelayMs = 500;

function mount() {
  vi.useFakeTimers();
  const actor = createActor(assistantChatMachine).start();
  const hintActor = createActor(assistantHintMachine).start();
  const view = render(<AssistantLauncher hintActor={hintActor} chatActor={actor} />);
  return { actor, hintActor, view, openedAt: 0 };
}
type Sut = ReturnType<typeof mount>;

const conversation = () => within(screen.getByRole('log', { name: 'Conversation' }));

describeModel('assistant chat machine with the assistant drawer', {
  machine: assistantChatMachine,
  // A first open and a later one differ by whether Flo has already greeted.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.messages.length]),
  events: [{ type: 'chat.open' }, { type: 'chat.close' }, { type: 'xstate.after.welcomeDelay.assistantChat.open.initialising' }],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.hintActor.stop();
    vi.useRealTimers();
  },
  execute: {
    'chat.open': (sut) => {
      sut.openedAt = Date.now();
      fireEvent.click(screen.getByRole('button', { name: 'Open assistant' }));
      // react-aria moves focus after a virtual click on the next animation frame (the fake clock's).
      act(() => void vi.advanceTimersToNextFrame());
    },
    'chat.close': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close assistant' }));
    },
    'xstate.after.welcomeDelay.assistantChat.open.initialising': () => act(() => void vi.advanceTimersByTime(welcomeDelayMs)),
  },
  assertions: {
    closed: () => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Open assistant' })).toBeInTheDocument();
    },
    'open.initialising': (sut: Sut) => {
      expect(screen.getByRole('heading', { name: 'AI assistant' })).toBeInTheDocument();
      // Focus lands in the message field, not on the dialog container.
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
      expect(conversation().getByText('Flo is typing...')).toBeInTheDocument();
      // The greeting waits for the whole 500 ms (spec 02 §2).
      act(() => void vi.advanceTimersByTime(sut.openedAt + welcomeDelayMs - 1 - Date.now()));
      expect(conversation().queryByText(assistantWelcomeText)).toBeNull();
    },
    'open.ready': () => {
      expect(conversation().getAllByText(assistantWelcomeText)).toHaveLength(1);
      expect(conversation().queryByText('Flo is typing...')).toBeNull();
      expect(screen.getByText('0/500')).toBeInTheDocument();
    },
  },
});
