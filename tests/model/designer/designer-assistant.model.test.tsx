import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { designerAssistantMachine } from '../../../src/machines/designer/designer-assistant.machine';
import { DesignerAssistantModal } from '../../../src/views/designer/DesignerAssistantModal';
import { fill } from '../account-fixtures';
import { describeModel } from '../harness';

function mount() {
  vi.useFakeTimers();
  const actor = createActor(designerAssistantMachine).start();
  const view = render(<DesignerAssistantModal actor={actor} />);
  return { actor, view };
}
type Sut = ReturnType<typeof mount>;

describeModel('designer assistant machine with its modal', {
  machine: designerAssistantMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.messages.length > 0]),
  events: [
    { type: 'assistant.ask', question: 'How do I add a timer?' },
    { type: 'assistant.close' },
    { type: 'assistant.open' },
    { type: 'xstate.after.replyDelay.designerAssistant.open.waiting' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    'assistant.ask': (_sut, event) => {
      fill('Your question', event.question as string);
      fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    },
    'assistant.close': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close assistant' }));
    },
    // The designer's top bar opens it again; here the test plays that button.
    'assistant.open': (sut) => act(() => sut.actor.send({ type: 'assistant.open' })),
    'xstate.after.replyDelay.designerAssistant.open.waiting': () => act(() => void vi.advanceTimersByTime(1000)),
  },
  assertions: {
    closed: () => {
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    'open.idle': (sut: Sut) => {
      expect(screen.getByRole('dialog', { name: 'AI Assistant' })).toBeInTheDocument();
      expect(screen.getByLabelText('Your question')).toBeEnabled();
      const answered = sut.actor.getSnapshot().context.messages.filter((message) => message.sender === 'ai');
      for (const message of answered) expect(screen.getByText(message.text)).toBeInTheDocument();
      if (answered.length > 0) expect(screen.getByText('You asked: "How do I add a timer?"')).toBeInTheDocument();
    },
    'open.waiting': () => {
      expect(screen.getByText('Flo is typing...')).toBeInTheDocument();
      expect(screen.getByLabelText('Your question')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Send question' })).toBeDisabled();
      expect(screen.getAllByText('How do I add a timer?').length).toBeGreaterThan(0);
    },
  },
});
