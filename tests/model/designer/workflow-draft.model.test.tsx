import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import type { WorkflowDraft } from '../../../src/domain/assistant/build';
import { assistantApology } from '../../../src/domain/assistant/chat';
import { assistantChatMachine } from '../../../src/machines/assistant/assistant-chat.machine';
import { simulationNodeStepMs } from '../../../src/machines/designer/simulation.machine';
import {
  draftAnswerText,
  refusalAnswerText,
  workflowDraftMachine,
  type AcceptedDraft,
  type BuildRequest,
} from '../../../src/machines/designer/workflow-draft.machine';
import { selectDraftNodeRunState } from '../../../src/machines/designer/workflow-draft.selectors';
import { DesignerAssistantModal } from '../../../src/views/designer/DesignerAssistantModal';
import { DraftBar } from '../../../src/views/designer/DraftBar';
import { describeModel } from '../harness';

/** Build with Flo (D95): the Build button of the designer's chat, the chat's turn, and the draft's bar. */

const sentence = 'Every morning, download the price list and mail it to me';
const progress = 'Asking Gemini for a workflow...';
const reasons = ['Node "Download" has no URL', 'The draft has no start node'];
const draft: WorkflowDraft = {
  type: 'draft',
  workflow: {
    nodes: [
      { id: 'd1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Start', type: 'start', properties: {} } },
      { id: 'd2', type: 'api', position: { x: 270, y: 0 }, data: { label: 'Download prices', type: 'api', properties: {} } },
      { id: 'd3', type: 'email', position: { x: 540, y: 0 }, data: { label: 'Mail me', type: 'email', properties: {} } },
    ],
    edges: [
      { id: 'de1', source: 'd1', target: 'd2' },
      { id: 'de2', source: 'd2', target: 'd3' },
    ],
    viewport: { x: 0, y: 0, zoom: 1 },
  },
  needs: [
    { nodeId: 'd3', nodeLabel: 'Mail me', kind: 'credential', field: 'credential', text: 'Mail me: choose an SMTP credential for Mail account' },
    { nodeId: 'd2', nodeLabel: 'Download prices', kind: 'input', field: 'url', text: 'Download prices: fill in URL' },
  ],
  offline: false,
  summary: 'Downloads the price list every morning and mails it to you.',
};

function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
  const transport = {
    started: [] as BuildRequest[],
    stopped: 0,
    sendBack: null as ((event: AnyEventObject) => void) | null,
  };
  const accepted: AcceptedDraft[] = [];
  // Stop in the chat cancels the build (the screen's stopBuild).
  const link: { draft: { send: (event: { type: 'build.cancel' }) => void } | null } = { draft: null };
  const chat = createActor(assistantChatMachine.provide({ actions: { stopBuild: () => link.draft?.send({ type: 'build.cancel' }) } }), { input: { welcome: null } });
  const actor = createActor(
    workflowDraftMachine.provide({
      actors: {
        buildWorkflow: fromCallback<AnyEventObject, BuildRequest>(({ sendBack, input }) => {
          transport.started.push(input);
          transport.sendBack = sendBack;
          return () => void (transport.stopped += 1);
        }),
      },
      // As the designer screen wires them (src/app/designer/workflow-draft-logic.ts): the chat, a modal, closes to show the draft.
      actions: {
        tellAsked: (_, prompt) => chat.send({ type: 'build.asked', text: prompt }),
        tellProgress: (_, text) => chat.send({ type: 'reply.chunk', text }),
        tellDrafted: (_, shown) => {
          chat.send({ type: 'build.answered', text: draftAnswerText(shown) });
          chat.send({ type: 'chat.close' });
        },
        tellRefused: (_, refused) => chat.send({ type: 'build.answered', text: refusalAnswerText(refused) }),
        tellFailed: (_, message) => chat.send({ type: 'reply.failed', message }),
        acceptDraft: (_, draftAccepted) => void accepted.push(draftAccepted),
      },
    }),
  );
  link.draft = actor;
  chat.start();
  chat.send({ type: 'chat.open' });
  actor.start();
  const view = render(
    <>
      <DesignerAssistantModal actor={chat} onBuild={(prompt) => actor.send({ type: 'build.request', prompt })} />
      <DraftBar actor={actor} />
    </>,
  );
  return { actor, chat, view, transport, accepted };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => within(screen.getByRole('dialog'));
const conversation = () => within(screen.getByRole('log', { name: 'Conversation' }));
const bar = () => within(screen.getByRole('region', { name: /Draft from Flo/ }));
const report = (sut: Sut, event: AnyEventObject) => act(() => sut.transport.sendBack!(event));

describeModel('workflow draft machine with the designer’s chat and the draft’s bar', {
  machine: workflowDraftMachine,
  events: [
    { type: 'build.request', prompt: sentence },
    { type: 'build.progress', text: progress },
    { type: 'build.drafted', draft },
    { type: 'build.refused', reasons },
    { type: 'build.failed', message: assistantApology },
    { type: 'build.cancel' },
    { type: 'draft.test' },
    { type: 'xstate.after.draftNodeStep.workflowDraft.showing.testing' },
    { type: 'draft.accept' },
    { type: 'draft.discard' },
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.testIndex]),
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.chat.stop();
    vi.useRealTimers();
  },
  execute: {
    // Typed, then Build (Ctrl+Enter would do the same; Enter alone asks a question).
    'build.request': (sut, event) => {
      // The top bar's AI Assistant button opens the chat again over a shown draft.
      if (!screen.queryByRole('dialog')) act(() => sut.chat.send({ type: 'chat.open' }));
      fireEvent.change(dialog().getByRole('textbox', { name: 'Your question' }), { target: { value: event.prompt } });
      fireEvent.click(dialog().getByRole('button', { name: 'Build' }));
    },
    'build.progress': (sut, event) => report(sut, event),
    'build.drafted': (sut, event) => report(sut, event),
    'build.refused': (sut, event) => report(sut, event),
    'build.failed': (sut, event) => report(sut, event),
    'build.cancel': () => {
      fireEvent.click(dialog().getByRole('button', { name: 'Stop the answer' }));
    },
    'draft.test': () => {
      fireEvent.click(bar().getByRole('button', { name: 'Test run the draft' }));
    },
    'xstate.after.draftNodeStep.workflowDraft.showing.testing': () => act(() => void vi.advanceTimersByTime(simulationNodeStepMs)),
    'draft.accept': () => {
      fireEvent.click(bar().getByRole('button', { name: 'Accept' }));
    },
    'draft.discard': () => {
      fireEvent.click(bar().getByRole('button', { name: 'Discard' }));
    },
  },
  assertions: {
    // Nothing drawn; an accepted draft went to the editor with the first node that needs setting up to open.
    idle: (sut: Sut) => {
      expect(screen.queryByRole('region', { name: /Draft from Flo/ })).toBeNull();
      expect(sut.transport.stopped).toBe(sut.transport.started.length);
      for (const accepted of sut.accepted) expect(accepted).toEqual({ workflow: draft.workflow, openNodeId: 'd3' });
      expect(screen.queryByRole('button', { name: 'Stop the answer' })).toBeNull();
    },
    building: (sut: Sut) => {
      expect(sut.transport.started.at(-1)).toEqual({ prompt: sentence });
      expect(conversation().getAllByText(sentence).length).toBeGreaterThan(0);
      expect(dialog().getByRole('button', { name: 'Stop the answer' })).toBeInTheDocument();
      fireEvent.change(dialog().getByRole('textbox', { name: 'Your question' }), { target: { value: 'another' } });
      expect(dialog().getByRole('textbox', { name: 'Your question' })).toBeDisabled();
      expect(screen.queryByRole('region', { name: /Draft from Flo/ })).toBeNull();
    },
    showing: (sut: Sut, snapshot) => {
      expect(bar().getByText(draft.summary)).toBeInTheDocument();
      expect(bar().getByRole('list', { name: 'Still needed before it runs' })).toHaveTextContent('Mail me: choose an SMTP credential for Mail account');
      expect(bar().getAllByRole('listitem')).toHaveLength(2);
      // Flo's answer stays in the chat, which closed so the draft can be seen.
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(sut.chat.getSnapshot().context.messages.at(-1)!.text).toBe(draftAnswerText(draft));
      expect(sut.transport.stopped).toBe(sut.transport.started.length);
      expect(bar().getByRole('button', { name: 'Accept' })).toBeEnabled();
      expect(bar().getByRole('button', { name: 'Discard' })).toBeEnabled();
      // The draft was moved nowhere (no workflow on the canvas to keep clear of).
      expect(snapshot.context.draft!.workflow.nodes.map((node) => node.position)).toEqual(draft.workflow.nodes.map((node) => node.position));
    },
    'showing.reviewing': () => {
      expect(bar().getByRole('button', { name: 'Test run the draft' })).toBeEnabled();
      expect(bar().getByRole('status')).toBeEmptyDOMElement();
    },
    // One node active at a time, in visiting order, the ones before completed.
    'showing.testing': (_, snapshot) => {
      expect(bar().getByRole('button', { name: 'Testing the draft...' })).toBeDisabled();
      expect(bar().getByRole('status')).toHaveTextContent('Test run of the draft under way...');
      const states = ['d1', 'd2', 'd3'].map((id) => selectDraftNodeRunState(snapshot, id));
      expect(states.filter((state) => state === 'active')).toHaveLength(1);
      expect(states.indexOf('active')).toBe(snapshot.context.testIndex);
    },
    'showing.tested': (_, snapshot) => {
      expect(bar().getByRole('status')).toHaveTextContent('Test run finished: 3 nodes ran (simulated, not recorded).');
      expect(['d1', 'd2', 'd3'].map((id) => selectDraftNodeRunState(snapshot, id))).toEqual(['completed', 'completed', 'completed']);
      expect(bar().getByRole('button', { name: 'Test run the draft' })).toBeEnabled();
    },
    refused: () => {
      expect(screen.queryByRole('region', { name: /Draft from Flo/ })).toBeNull();
      expect(conversation().getByText(/I could not build a workflow that holds together/)).toBeInTheDocument();
      for (const reason of reasons) expect(conversation().getAllByText(reason).length).toBeGreaterThan(0);
    },
    failed: () => {
      expect(screen.queryByRole('region', { name: /Draft from Flo/ })).toBeNull();
      expect(conversation().getAllByText(assistantApology).length).toBeGreaterThan(0);
      expect(dialog().getByRole('alert')).toHaveTextContent(assistantApology);
    },
  },
});
