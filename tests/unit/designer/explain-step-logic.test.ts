import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { assistantApology } from '../../../src/domain/assistant/chat';
import type { AssistantExplainEvent, ExplainFix } from '../../../src/domain/assistant/explain';
import { applyFix, explainableStepIds, fixNodeMissingText } from '../../../src/domain/assistant/explain-fix';
import { explainStepLogic, fixNotSavedText, saveThroughEditor } from '../../../src/app/designer/explain-step-logic';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import { workflowEditorMachine, type RestoredWorkflow } from '../../../src/machines/designer/workflow-editor.machine';
import { selectIsDirty } from '../../../src/machines/designer/workflow-editor.selectors';
import { savedWorkflow, sequenceWith } from './workflow-editor.fixtures';
import type { RunStepStatus } from '../../../src/domain/workflow/server-runs';
import { explainStep } from '../../../src/services/assistant';
import { answeringClient, jsonResponse } from '../services/answering-client';

const fix: ExplainFix = { nodeId: 'fetch', field: 'timeout', value: 60, label: 'Set Timeout to 60' };
const nodes = [
  { id: 'start', data: { label: 'Start', properties: { label: 'Start' } } },
  { id: 'fetch', data: { label: 'Fetch prices', properties: { label: 'Fetch prices', url: 'https://example.com', timeout: 5 } } },
];

const sse = (events: AssistantExplainEvent[]) =>
  new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

describe('Ask Flo why: which steps (D94)', () => {
  const step = (id: string, nodeId: string, status: RunStepStatus, parentStepId: string | null = null) => ({ id, nodeId, status, parentStepId });

  it("offers it on a node's last step when it failed, once for all its attempts", () => {
    const steps = [step('s1', 'start', 'completed'), step('f1', 'fetch', 'failed'), step('f2', 'fetch', 'failed'), step('f3', 'fetch', 'failed')];
    expect([...explainableStepIds(steps)]).toEqual(['f3']);
  });

  it('not when a retry of the node succeeded, nor on steps that did not fail', () => {
    const steps = [step('f1', 'fetch', 'failed'), step('f2', 'fetch', 'completed'), step('r', 'run', 'running'), step('c', 'mail', 'cancelled'), step('k', 'skip', 'skipped')];
    expect(explainableStepIds(steps).size).toBe(0);
  });

  it("not on a bot node's sub-run steps (another workflow's nodes), but on the bot node's own step", () => {
    const steps = [step('bot-1', 'bot', 'failed'), step('sub', 'fetch', 'failed', 'bot-1')];
    expect([...explainableStepIds(steps)]).toEqual(['bot-1']);
  });
});

describe("Flo's fix (D94)", () => {
  it('sets the one field and keeps the others', () => {
    expect(applyFix(nodes, fix)).toEqual({ ok: true, nodeId: 'fetch', properties: { label: 'Fetch prices', url: 'https://example.com', timeout: 60 } });
    expect(nodes[1]!.data.properties.timeout).toBe(5);
  });

  it('adds a field the node did not have yet', () => {
    expect(applyFix(nodes, { ...fix, field: 'retryCount', value: 2 })).toMatchObject({ ok: true, properties: { timeout: 5, retryCount: 2 } });
  });

  it('refuses a node that is no longer on the canvas', () => {
    expect(applyFix(nodes, { ...fix, nodeId: 'gone' })).toEqual({ ok: false, reason: fixNodeMissingText });
  });
});

describe('the explanation stream (D92)', () => {
  it('posts the run and step and reads chunks, then explained', async () => {
    const events: AssistantExplainEvent[] = [
      { type: 'chunk', text: 'The request took longer ' },
      { type: 'chunk', text: 'than **Timeout**.' },
      { type: 'explained', mode: 'offline', fix, docs: { title: 'Run Settings', href: '/documents/workflows#run-settings' } },
    ];
    const { api, requests } = answeringClient(() => sse(events));
    const seen: AssistantExplainEvent[] = [];
    await explainStep(api, { runId: 'run-1', stepId: 'step-2' }, { signal: new AbortController().signal, onEvent: (event) => seen.push(event) });
    expect(seen).toEqual(events);
    expect(requests[0]!.url).toBe('/v1/assistant/explain');
    expect(JSON.parse(requests[0]!.init.body as string)).toEqual({ runId: 'run-1', stepId: 'step-2' });
  });

  function wired(answer: () => Response) {
    const { api } = answeringClient(answer);
    const applied: Array<[string, Record<string, unknown>]> = [];
    const logic = explainStepLogic({
      api,
      nodes: () => nodes,
      applyProperties: (id, properties) => applied.push([id, properties]),
      save: async () => {},
      rerun: { send: () => {} } as never,
    });
    const actor = createActor(logic.provide({ actors: { rerunAfterFix: fromPromise(async () => {}) } })).start();
    return { actor, applied };
  }

  it('ends explained with the fix, which applies through the editor', async () => {
    const { actor, applied } = wired(() => sse([{ type: 'chunk', text: 'Too slow.' }, { type: 'explained', mode: 'online', fix }]));
    actor.send({ type: 'explain.ask', runId: 'run-1', stepId: 'step-2' });
    await waitFor(actor, (snapshot) => snapshot.matches({ explained: 'withFix' }));
    expect(actor.getSnapshot().context).toMatchObject({ text: 'Too slow.', mode: 'online', fix, docs: null });
    actor.send({ type: 'fix.apply' });
    await waitFor(actor, (snapshot) => snapshot.matches({ explained: 'fixApplied' }));
    expect(applied).toEqual([['fetch', { label: 'Fetch prices', url: 'https://example.com', timeout: 60 }]]);
  });

  it('says why a fix for a node no longer there is not applied', async () => {
    const { actor, applied } = wired(() => sse([{ type: 'explained', mode: 'offline', fix: { ...fix, nodeId: 'gone' } }]));
    actor.send({ type: 'explain.ask', runId: 'run-1', stepId: 'step-2' });
    await waitFor(actor, (snapshot) => snapshot.matches({ explained: 'withFix' }));
    actor.send({ type: 'fix.apply' });
    await waitFor(actor, (snapshot) => snapshot.context.fixError !== null);
    expect(actor.getSnapshot().context.fixError).toBe(fixNodeMissingText);
    expect(applied).toEqual([]);
  });

  it("apologises for a stream cut off before it ended, and for the server's error event", async () => {
    for (const events of [[{ type: 'chunk', text: 'The req' }], [{ type: 'error', message: 'Gemini said no' }]] as AssistantExplainEvent[][]) {
      const { actor } = wired(() => sse(events));
      actor.send({ type: 'explain.ask', runId: 'run-1', stepId: 'step-2' });
      await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      expect(actor.getSnapshot().context).toMatchObject({ failure: assistantApology, text: '' });
    }
  });

  it("shows our own refusals the user can act on in their words (another user's run, the rate limit)", async () => {
    const detail = 'Run not found';
    const { actor } = wired(() => jsonResponse({ detail }, 404));
    actor.send({ type: 'explain.ask', runId: 'run-1', stepId: 'step-2' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe(detail);
  });
});

describe("Flo's fix through the designer's editor (D94)", () => {
  const fetchNode = { id: 'node-7', type: 'api', position: { x: 300, y: 0 }, data: { label: 'Fetch prices', type: 'api', properties: { label: 'Fetch prices', url: 'https://prices.example', timeout: 5 } } };
  const workflow: SavedWorkflow = { ...savedWorkflow, nodes: [savedWorkflow.nodes[0]!, fetchNode] };

  async function editorWith(saveError?: Error) {
    const editor = createActor(
      workflowEditorMachine.provide({
        actors: {
          loadSequence: fromPromise(async (): Promise<Sequence | null> => sequenceWith([workflow])),
          saveWorkflow: fromPromise(async ({ input }: { input: { sequence: Sequence; workflow: SavedWorkflow } }): Promise<Sequence> => {
            if (saveError) throw saveError;
            return { ...input.sequence, items: [input.workflow] };
          }),
          restoreWorkflow: fromPromise(async (): Promise<RestoredWorkflow | null> => null),
        },
        actions: { notify: () => {}, leaveDesigner: () => {}, downloadWorkflow: () => {} },
      }),
      { input: { slug: 'order-intake', sequence: null } },
    ).start();
    await waitFor(editor, (snapshot) => snapshot.matches('ready'));
    const reruns: AnyEventObject[] = [];
    const explain = createActor(
      explainStepLogic({
        api: answeringClient(() => sse([{ type: 'explained', mode: 'offline', fix: { ...fix, nodeId: 'node-7' } }])).api,
        nodes: () => editor.getSnapshot().context.nodes,
        applyProperties: (id, properties) => editor.send({ type: 'node.updateProperties', id, properties }),
        save: () => saveThroughEditor(editor),
        rerun: { send: (event: AnyEventObject) => reruns.push(event) } as never,
      }),
    ).start();
    explain.send({ type: 'explain.ask', runId: 'run-1', stepId: 'step-2' });
    await waitFor(explain, (snapshot) => snapshot.matches({ explained: 'withFix' }));
    return { editor, explain, reruns };
  }

  const fetchProperties = (editor: Awaited<ReturnType<typeof editorWith>>['editor']) => editor.getSnapshot().context.nodes.find((node) => node.id === 'node-7')!.data.properties;

  it('applies as one undoable step, then saves and opens Re-run from that node with the latest version', async () => {
    const { editor, explain, reruns } = await editorWith();
    const pastBefore = editor.getSnapshot().context.history.past.length;
    explain.send({ type: 'fix.apply' });
    await waitFor(explain, (snapshot) => snapshot.matches({ explained: 'fixApplied' }));
    expect(fetchProperties(editor)).toEqual({ label: 'Fetch prices', url: 'https://prices.example', timeout: 60 });
    expect(editor.getSnapshot().context.history.past).toHaveLength(pastBefore + 1);
    expect(selectIsDirty(editor.getSnapshot())).toBe(true);
    explain.send({ type: 'fix.rerun' });
    await waitFor(explain, (snapshot) => snapshot.matches({ explained: 'rerunOffered' }));
    expect(selectIsDirty(editor.getSnapshot())).toBe(false);
    expect(reruns).toEqual([
      { type: 'rerun.open', runId: 'run-1', fromNodeId: 'node-7' },
      { type: 'rerun.version', version: 'latest' },
    ]);
    editor.send({ type: 'history.undo' });
    expect(fetchProperties(editor).timeout).toBe(5);
  });

  it('does not open Re-run when the save failed, and says why', async () => {
    const { editor, explain, reruns } = await editorWith(new Error('No response from server'));
    explain.send({ type: 'fix.apply' });
    await waitFor(explain, (snapshot) => snapshot.matches({ explained: 'fixApplied' }));
    explain.send({ type: 'fix.rerun' });
    await waitFor(explain, (snapshot) => snapshot.context.fixError !== null);
    expect(explain.getSnapshot().context.fixError).toBe(fixNotSavedText);
    expect(explain.getSnapshot().matches({ explained: 'fixApplied' })).toBe(true);
    expect(reruns).toEqual([]);
    expect(selectIsDirty(editor.getSnapshot())).toBe(true);
  });
});
