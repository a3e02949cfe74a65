import { describe, expect, it } from 'vitest';
import { followWebhookTests } from '../../../src/app/designer/follow-webhook-tests';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import type { webhookTestFollowMachine } from '../../../src/machines/designer/webhook-test-follow.machine';
import type { workflowEditorMachine } from '../../../src/machines/designer/workflow-editor.machine';
import type { ActorRefFrom } from 'xstate';
import { sequenceWith } from './workflow-editor.fixtures';

/** Test deliveries are followed only while the sequence's saved workflow has a Webhook node (D126). */

const withHook: SavedWorkflow = {
  nodes: [{ id: 'hook', type: 'event', position: { x: 0, y: 0 }, data: { label: 'Order arrives', type: 'event', properties: { paletteItem: 'webhook' } } }],
  edges: [],
  viewport: { x: 0, y: 0, zoom: 1 },
};
const withoutHook: SavedWorkflow = { ...withHook, nodes: [{ ...withHook.nodes[0]!, data: { ...withHook.nodes[0]!.data, properties: { paletteItem: 'event' } } }] };

/** An editor stand-in whose context is set by the test, and a follower that records what it is sent. */
function setUp() {
  let context: { sequence: unknown } = { sequence: null };
  const listeners = new Set<(snapshot: unknown) => void>();
  const fakeEditor = {
    getSnapshot: () => ({ context }),
    subscribe: (listener: (snapshot: unknown) => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  } as unknown as ActorRefFrom<typeof workflowEditorMachine>;
  const sent: unknown[] = [];
  const follower = { send: (event: unknown) => void sent.push(event) } as unknown as ActorRefFrom<typeof webhookTestFollowMachine>;
  const open = (workflow: SavedWorkflow | null) => {
    context = { sequence: workflow ? sequenceWith([workflow]) : null };
    for (const listener of listeners) listener({ context });
  };
  return { fakeEditor, follower, sent, open };
}

describe('followWebhookTests', () => {
  it('starts when a Webhook node is saved, stays quiet while nothing changes, and stops when a save removes it', () => {
    const { fakeEditor, follower, sent, open } = setUp();
    const stop = followWebhookTests(fakeEditor, follower);
    // No sequence yet: nothing to follow, and nothing was following.
    expect(sent).toEqual([]);
    open(withHook);
    open(withHook);
    expect(sent).toEqual([{ type: 'follow.start', sequenceId: 'seq-1' }]);
    open(withoutHook);
    expect(sent).toEqual([{ type: 'follow.start', sequenceId: 'seq-1' }, { type: 'follow.stop' }]);
    stop();
    open(withHook);
    expect(sent).toHaveLength(2);
  });
});
