import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { assistantApology } from '../../../src/domain/assistant/chat';
import { assistantChatMachine, assistantWelcomeText, historyOf, welcomeDelayMs, type ReplyRequest } from '../../../src/machines/assistant/assistant-chat.machine';
import { assistantHintMachine } from '../../../src/machines/assistant/assistant-hint.machine';
import { AssistantLauncher } from '../../../src/views/layout/AssistantLauncher';
import { describeModel, eventually } from '../harness';
import { createFakeTransport } from '../fake-transport';

const question = 'How do I add a start node?';
const chunk = 'Open Bots, then Flow Control. ';
const buildSentence = 'Every morning, mail me the price list';
const buildAnswer = 'Here is a draft beside your workflow.';
const rateLimited = 'You have sent too many messages to Flo. Please try again in 42 seconds.';

function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
  const transport = createFakeTransport<ReplyRequest>();
  const actor = createActor(assistantChatMachine.provide({ actors: { streamReply: transport.logic } }), { input: { welcome: assistantWelcomeText } }).start();
  const hintActor = createActor(assistantHintMachine).start();
  const view = render(
    <MemoryRouter>
      <AssistantLauncher hintActor={hintActor} chatActor={actor} />
    </MemoryRouter>,
  );
  return { actor, hintActor, view, transport, openedAt: 0, streamed: '' };
}
type Sut = ReturnType<typeof mount>;

const conversation = () => within(screen.getByRole('log', { name: 'Conversation' }));
const report = (sut: Sut, event: AnyEventObject) => act(() => sut.transport.sendBack!(event));
/** While Flo builds, the progress and a failure come from the designer's draft machine, not the chat's transport. */
const tell = (sut: Sut, event: AnyEventObject) => (sut.actor.getSnapshot().matches({ open: 'building' }) ? act(() => sut.actor.send(event as never)) : report(sut, event));

describeModel('assistant chat machine with the assistant drawer', {
  machine: assistantChatMachine,
  input: { welcome: assistantWelcomeText },
  // A first open and a later one differ by whether Flo has greeted; the panel by whether a failure is shown.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.messages.some((message) => message.id === 'welcome'), snapshot.context.failure]),
  events: [
    { type: 'chat.open' },
    { type: 'chat.close' },
    { type: 'xstate.after.welcomeDelay.assistantChat.open.initialising' },
    { type: 'message.send', text: question },
    { type: 'reply.opened' },
    { type: 'reply.chunk', text: chunk },
    { type: 'reply.chunk', text: 'Pick Start.' },
    { type: 'reply.done' },
    { type: 'reply.failed', message: assistantApology },
    { type: 'reply.failed', message: rateLimited },
    { type: 'reply.stop' },
    { type: 'failure.dismiss' },
    // Build with Flo (D95): the designer's draft machine tells the chat the sentence, the progress and the answer.
    { type: 'build.asked', text: buildSentence },
    { type: 'build.answered', text: buildAnswer },
  ],
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
    // Typed, then Enter: Shift+Enter would only start a new line.
    'message.send': (sut, event) => {
      sut.streamed = '';
      const field = screen.getByRole('textbox', { name: 'Message' });
      fireEvent.change(field, { target: { value: event.text } });
      const before = sut.transport.started.length;
      fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
      expect(sut.transport.started).toHaveLength(before);
      fireEvent.keyDown(field, { key: 'Enter' });
    },
    'reply.opened': (sut, event) => report(sut, event),
    'reply.chunk': (sut, event) => {
      sut.streamed += event.text as string;
      tell(sut, event);
    },
    'reply.done': (sut, event) => report(sut, event),
    'reply.failed': (sut, event) => tell(sut, event),
    'build.asked': (sut, event) => {
      sut.streamed = '';
      act(() => sut.actor.send(event as never));
    },
    'build.answered': (sut, event) => act(() => sut.actor.send(event as never)),
    'reply.stop': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop the answer' }));
    },
    'failure.dismiss': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss the error' }));
    },
  },
  assertions: {
    // Closing, like Stop, ends an answer on its way: the transport was stopped, which aborts the request.
    closed: (sut: Sut) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Open assistant' })).toBeInTheDocument();
      expect(sut.transport.stopped).toBe(sut.transport.started.length);
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
    'open.ready': async (sut: Sut) => {
      await eventually(() => void expect(conversation().getAllByText(assistantWelcomeText)).toHaveLength(1));
      expect(conversation().queryByText('Flo is typing...')).toBeNull();
      expect(screen.getByText('0/500')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Stop the answer' })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(sut.transport.stopped).toBe(sut.transport.started.length);
      // A blank message is not sent.
      fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: '   ' } });
      expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter' });
      expect(sut.actor.getSnapshot().matches({ open: 'ready' })).toBe(true);
      fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: '' } });
    },
    // The question went out with the history as the AI takes it, and a second send is ignored.
    'open.answering': async (sut: Sut) => {
      const { messages } = sut.actor.getSnapshot().context;
      const asked = messages.findLastIndex((message) => message.sender === 'user');
      expect(sut.transport.started.at(-1)).toEqual({ messages: historyOf(messages.slice(0, asked + 1)) });
      expect(sut.transport.started.at(-1)!.messages.some((turn) => turn.text === assistantWelcomeText || turn.text === assistantApology)).toBe(false);
      expect(sut.transport.started.at(-1)!.messages.at(-1)).toEqual({ role: 'user', text: question });
      expect(conversation().getAllByText(question).length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: 'Stop the answer' })).toBeInTheDocument();
      fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'another question' } });
      expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter' });
      expect(sut.transport.started.at(-1)!.messages.at(-1)).toEqual({ role: 'user', text: question });
      fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: '' } });
    },
    'open.answering.sending': () => {
      expect(conversation().getByText('Flo is typing...')).toBeInTheDocument();
    },
    'open.answering.waiting': () => {
      expect(conversation().getByText('Flo is typing...')).toBeInTheDocument();
    },
    // The answer grows as it streams.
    'open.answering.streaming': async (sut: Sut) => {
      expect(conversation().queryByText('Flo is typing...')).toBeNull();
      await eventually(() => void expect(conversation().getByText(sut.streamed.trim())).toBeInTheDocument());
    },
    // The sentence is the user's message, the progress Flo's; nothing else is sent meanwhile, Stop ends it.
    'open.building': async (sut: Sut) => {
      expect(conversation().getAllByText(buildSentence).length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: 'Stop the answer' })).toBeInTheDocument();
      if (sut.streamed === '') expect(conversation().getByText('Flo is typing...')).toBeInTheDocument();
      else await eventually(() => void expect(conversation().getByText(sut.streamed.trim())).toBeInTheDocument());
      fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'another question' } });
      expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
      fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: '' } });
    },
    'open.failed': (sut: Sut) => {
      const failure = sut.actor.getSnapshot().context.failure!;
      expect(screen.getByRole('alert')).toHaveTextContent(failure);
      expect(conversation().getAllByText(assistantApology).length).toBeGreaterThan(0);
      expect(sut.transport.stopped).toBe(sut.transport.started.length);
    },
  },
});
