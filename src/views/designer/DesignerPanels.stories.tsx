import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { credentialChoicesMachine, type CredentialChoice } from '../../machines/designer/credential-choices.machine';
import { executionHistoryMachine } from '../../machines/designer/execution-history.machine';
import { nodePropertiesMachine, type SelectedNode } from '../../machines/designer/node-properties.machine';
import { paletteMachine } from '../../machines/designer/palette.machine';
import { simulationMachine, type RunRecord } from '../../machines/designer/simulation.machine';
import type { ScriptSummary } from '../../domain/scripts/scripts';
import type { WorkflowRun, WorkflowRunPage } from '../../domain/workflow/workflow-runs';
import { scriptedChat, storyQuestion, type StoryAnswer } from '../assistant/chat-story-fixtures';
import { DesignerAssistantModal } from './DesignerAssistantModal';
import { assistantApology } from '../../domain/assistant/chat';
import { refusalAnswerText } from '../../machines/designer/workflow-draft.machine';
import { ExecutionHistoryDialog } from './ExecutionHistoryDialog';
import { PaletteView } from './PaletteView';
import type { PaletteBot } from '../../domain/workflow/node-catalogue/palette-items';
import { PropertiesPanel } from './PropertiesPanel';
import { TestWorkflowButton } from './TestWorkflowButton';

export default { title: 'Designer/Panels' };

const never = () => new Promise<never>(() => {});

/** Dialogs render in a portal; the page behind them stands for the designer. */
function Behind({ children }: { children: ReactNode }) {
  return (
    <>
      <h1>Morning Report</h1>
      {children}
    </>
  );
}
const scripts: ScriptSummary[] = [
  { id: 'login-to-site', title: 'Log In to a Website', description: 'Fills the sign-in form and submits it' },
  { id: 'table-to-csv', title: 'Scrape a Table to CSV', description: 'Reads an HTML table into a CSV file' },
];

const activeBots: PaletteBot[] = [
  { id: 1, title: 'Invoice Collector', description: 'Downloads new supplier invoices every morning' },
  { id: 4, title: 'Inbox Triage', description: 'Sorts incoming support mail by urgency' },
];

function Palette({ load, search, bots = activeBots }: { load: () => Promise<ScriptSummary[]>; search?: string; bots?: PaletteBot[] }) {
  const actor = useActorRef(paletteMachine.provide({ actors: { loadPaletteSources: fromPromise(async () => ({ scripts: await load(), bots })) } }));
  useEffect(() => {
    if (search) actor.send({ type: 'search.changed', search });
  }, [actor, search]);
  return <PaletteView actor={actor} onAdd={() => {}} />;
}

export const PaletteLoading: Story = () => <Palette load={never} />;
export const PaletteLoaded: Story = () => <Palette load={async () => scripts} />;
export const PaletteSearched: Story = () => <Palette load={async () => scripts} search="report" />;
export const PaletteScriptsFailed: Story = () => <Palette load={() => Promise.reject(new Error('No response from server'))} />;
export const PaletteNoActiveBots: Story = () => <Palette load={async () => scripts} bots={[]} />;
export const PaletteNothingFound: Story = () => <Palette load={async () => scripts} search="zzz" />;

const selected: SelectedNode[] = [
  { id: 'node-2', type: 'process', label: 'Fetch Orders', properties: { description: 'Reads new orders', timeout: 60, priority: 'high' } },
  { id: 'node-3', type: 'end', label: 'End Node', properties: {} },
];

const ownCredentials: CredentialChoice[] = [
  { name: 'orders-key', kind: 'token' },
  { name: 'slack-hook', kind: 'secret' },
];

const noBots: PaletteBot[] = [];

function Properties({
  nodes,
  typeOutOfBounds = false,
  credentials = async () => ownCredentials,
  bots = noBots,
}: {
  nodes: SelectedNode[];
  typeOutOfBounds?: boolean;
  credentials?: () => Promise<CredentialChoice[]>;
  bots?: PaletteBot[];
}) {
  const actor = useActorRef(nodePropertiesMachine);
  const choices = useActorRef(credentialChoicesMachine.provide({ actors: { loadCredentialChoices: fromPromise(credentials) } }));
  useEffect(() => {
    actor.send({ type: 'bots.loaded', bots });
    actor.send({ type: 'selection.changed', nodes });
    if (typeOutOfBounds) {
      actor.send({ type: 'draft.changed', changes: { timeout: 17, retryCount: 99 } });
      actor.send({ type: 'properties.update' });
    }
  }, [actor, nodes, typeOutOfBounds, bots]);
  return <PropertiesPanel actor={actor} credentials={choices} />;
}

const none: SelectedNode[] = [];
const one = selected.slice(0, 1);
export const PropertiesNone: Story = () => <Properties nodes={none} />;
export const PropertiesOneNode: Story = () => <Properties nodes={one} />;
/** Update Properties kept a timeout of 17 as 15 and 99 retries as 10, and says so at the fields. */
export const PropertiesStoredWithinBounds: Story = () => <Properties nodes={one} typeOutOfBounds />;
export const PropertiesSeveral: Story = () => <Properties nodes={selected} />;
const apiNode: SelectedNode[] = [{ id: 'node-4', type: 'api', label: 'Fetch Orders', properties: { method: 'POST', url: 'https://orders.example/api/today', headers: { Accept: 'application/json' } } }];
const transformNode: SelectedNode[] = [{ id: 'node-5', type: 'transform', label: 'Total', properties: { code: 'return { total: input.items.length };' } }];
/** D62: what an api node needs in a run. */
export const PropertiesApiRunSettings: Story = () => <Properties nodes={apiNode} />;
export const PropertiesTransformCode: Story = () => <Properties nodes={transformNode} />;
const fetchJsonNode: SelectedNode[] = [
  {
    id: 'node-6',
    type: 'script',
    label: 'Fetch Data from a JSON API',
    properties: { paletteItem: 'script-fetch-json-api', scriptId: 'fetch-json-api', url: 'https://orders.example/api/today', apiKeySecret: 'orders-key', pick: 'data.items' },
  },
];
/** D66: a library script's declared inputs, its credential input offering the user's token and secret credentials. */
export const PropertiesScriptInputs: Story = () => <Properties nodes={fetchJsonNode} />;
export const PropertiesScriptInputsCredentialsLoading: Story = () => <Properties nodes={fetchJsonNode} credentials={never} />;
export const PropertiesScriptInputsCredentialsFailed: Story = () => <Properties nodes={fetchJsonNode} credentials={() => Promise.reject(new Error('No response from server'))} />;
const setUpBot: PaletteBot[] = [
  {
    id: 7,
    title: 'Lead Capture',
    description: 'Adds each new lead to your CRM',
    inputs: [
      { name: 'crmUrl', label: 'CRM address', kind: 'url', required: true },
      { name: 'crmToken', label: 'CRM token', kind: 'credential', required: true, accepts: ['token'] },
    ],
    inputValues: { crmUrl: 'https://crm.acme.test', crmToken: 'orders-key' },
  },
];
const botNodes: SelectedNode[] = [{ id: 'node-7', type: 'bot', label: 'Lead Capture', properties: { paletteItem: 'bot', botId: 7, botTitle: 'Lead Capture' } }];
/** D66: a bot node's Run Settings are its bot's inputs, an empty one keeping the bot's own setting. */
export const PropertiesBotInputs: Story = () => <Properties nodes={botNodes} bots={setUpBot} />;
/** D66: an api node's Authentication names a credential. */
export const PropertiesApiAuthentication: Story = () => <Properties nodes={[{ ...apiNode[0]!, properties: { ...apiNode[0]!.properties, authentication: 'orders-key' } }]} />;

function TestButton({ running }: { running?: boolean }) {
  const actor = useActorRef(
    simulationMachine.provide({ actors: { recordRun: fromPromise<void, RunRecord>(never) }, delays: { nodeStep: 3_600_000 } }),
  );
  const start = () =>
    actor.send({ type: 'simulation.start', nodes: [{ id: 'node-1', type: 'start', position: { x: 0, y: 0 } }], edges: [], workflowName: 'Morning Report' });
  useEffect(() => {
    if (running) start();
    // Starts once when the story opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, running]);
  return <TestWorkflowButton actor={actor} onStart={start} />;
}

export const TestButtonIdle: Story = () => <TestButton />;
export const TestButtonRunning: Story = () => <TestButton running />;

const runs: WorkflowRun[] = [
  { id: 'r1', workflowName: 'Morning Report', kind: 'test', startTime: '2026-11-20T08:00:00Z', endTime: '2026-11-20T08:00:03Z', status: 'completed', executedBy: 'Ada Lovelace', nodesExecuted: 3, version: null, sequenceId: 'seq-1' },
  { id: 'r2', workflowName: 'Scrape Prices', kind: 'server', startTime: '2026-11-21T08:00:00Z', endTime: '2026-11-21T08:00:02Z', status: 'failed', executedBy: 'Grace Hopper', nodesExecuted: 2, version: 4, sequenceId: 'seq-1' },
];

function History({ load, sequenceId = null, allSequences = false }: { load: () => Promise<WorkflowRunPage>; sequenceId?: string | null; allSequences?: boolean }) {
  const actor = useActorRef(executionHistoryMachine.provide({ actors: { loadRuns: fromPromise(load) } }));
  useEffect(() => {
    actor.send({ type: 'history.open', sequenceId });
    if (allSequences) actor.send({ type: 'scope.toggle' });
  }, [actor, sequenceId, allSequences]);
  return (
    <Behind>
      {/* A run of this sequence opens the version it ran (D69). */}
      <ExecutionHistoryDialog actor={actor} versions={{ sequenceId: 'seq-1', open: () => {} }} />
    </Behind>
  );
}

export const HistoryLoading: Story = () => <History load={never} />;
const pageOf = (items: WorkflowRun[], total = items.length): WorkflowRunPage => ({ items, total, page: 1, page_size: 20 });
export const HistoryList: Story = () => <History load={async () => pageOf(runs)} />;
/** More runs than fit a page: the pager shows. */
export const HistoryPaged: Story = () => <History load={async () => pageOf(runs, 45)} />;
export const HistoryEmpty: Story = () => <History load={async () => pageOf([])} />;
/** Opened from a sequence's designer (D89): its runs, with the switch to show every sequence's. */
export const HistoryOfTheSequence: Story = () => <History load={async () => pageOf(runs)} sequenceId="seq-1" />;
export const HistoryAllSequences: Story = () => <History load={async () => pageOf(runs)} sequenceId="seq-1" allSequences />;
/** A queued run says why it waits and its place (D89). */
const queuedRun: WorkflowRun = { id: 'r-queued', workflowName: 'Price Watch', kind: 'server', startTime: '2026-11-22T08:00:00Z', endTime: null, status: 'queued', executedBy: 'Ada Lovelace', nodesExecuted: 0, version: 4, sequenceId: 'seq-1', waiting: { reason: 'runs', position: 2, running: 3, limit: 3 } };
export const HistoryQueuedRunWaiting: Story = () => <History load={async () => pageOf([queuedRun, ...runs])} sequenceId="seq-1" />;
export const HistoryFailed: Story = () => <History load={() => Promise.reject(new Error('No response from server'))} />;

function Assistant({ answer }: { answer?: StoryAnswer }) {
  const actor = useActorRef(scriptedChat(answer ?? 'waiting'), { input: { welcome: null } });
  useEffect(() => {
    actor.send({ type: 'chat.open' });
    if (answer) actor.send({ type: 'message.send', text: storyQuestion });
  }, [actor, answer]);
  return (
    <Behind>
      <DesignerAssistantModal actor={actor} />
    </Behind>
  );
}

export const AssistantOpen: Story = () => <Assistant />;
export const AssistantTyping: Story = () => <Assistant answer="waiting" />;
export const AssistantStreaming: Story = () => <Assistant answer="streaming" />;
export const AssistantAnswered: Story = () => <Assistant answer="answered" />;
export const AssistantFailed: Story = () => <Assistant answer="failed" />;
// Flo's answers link to the docs, and links need a router.
AssistantStreaming.meta = { routerPath: '/sequences/story' };
AssistantAnswered.meta = { routerPath: '/sequences/story' };

/** Build with Flo (D95): Build beside Send; the sentence, then Flo's progress, then its answer or refusal. */
function AssistantBuild({ events = [] }: { events?: Array<{ type: 'reply.chunk'; text: string } | { type: 'build.answered'; text: string } | { type: 'reply.failed'; message: string }> }) {
  const actor = useActorRef(scriptedChat('waiting'), { input: { welcome: null } });
  useEffect(() => {
    actor.send({ type: 'chat.open' });
    if (events.length === 0) return;
    actor.send({ type: 'build.asked', text: buildSentence });
    for (const event of events) actor.send(event);
    // Once, like the machine it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  return (
    <Behind>
      <DesignerAssistantModal actor={actor} onBuild={() => {}} />
    </Behind>
  );
}

const buildSentence = 'Every morning, log in to our supplier portal, download the price list and e-mail it to me';
export const AssistantBuildReady: Story = () => <AssistantBuild />;
export const AssistantBuilding: Story = () => <AssistantBuild events={[{ type: 'reply.chunk', text: 'Asking Gemini for a workflow... checking it against the node catalogue...' }]} />;
export const AssistantBuildRefused: Story = () => (
  <AssistantBuild
    events={[
      { type: 'reply.chunk', text: 'Asking Gemini for a workflow... asking again with what did not hold...' },
      { type: 'build.answered', text: refusalAnswerText(['Node "Download" has no URL', 'Node "Mail it" is not reachable from the start']) },
    ]}
  />
);
export const AssistantBuildFailed: Story = () => <AssistantBuild events={[{ type: 'reply.failed', message: assistantApology }]} />;
AssistantBuildRefused.meta = { routerPath: '/sequences/story' };
AssistantBuilding.meta = { routerPath: '/sequences/story' };
