import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { beginsOwnRuns } from '../../domain/workflow/node-catalogue/catalogue';
import { workflowFromItems } from '../../domain/workflow/saved-workflow';
import type { webhookTestFollowMachine } from '../../machines/designer/webhook-test-follow.machine';
import type { workflowEditorMachine } from '../../machines/designer/workflow-editor.machine';

type EditorSnapshot = SnapshotFrom<typeof workflowEditorMachine>;

/** The editor's sequence while its saved workflow holds a Webhook node (only those have a test URL); else null. */
function sequenceWithWebhooks(snapshot: EditorSnapshot): string | null {
  const sequence = snapshot.context.sequence;
  if (!sequence) return null;
  const workflow = workflowFromItems(sequence.items);
  return workflow?.nodes.some((node) => beginsOwnRuns({ type: node.type, properties: node.data.properties })) ? sequence.id : null;
}

/**
 * The test URL's runs open in the designer (D126) while its sequence's saved workflow has a Webhook
 * node: the follower asks for new test deliveries then, and stops when a save removes the last one.
 * Returns the unsubscribe.
 */
export function followWebhookTests(editor: ActorRefFrom<typeof workflowEditorMachine>, follower: ActorRefFrom<typeof webhookTestFollowMachine>): () => void {
  let followed: string | null = null;
  const follow = (snapshot: EditorSnapshot) => {
    const sequenceId = sequenceWithWebhooks(snapshot);
    if (sequenceId === followed) return;
    followed = sequenceId;
    follower.send(sequenceId ? { type: 'follow.start', sequenceId } : { type: 'follow.stop' });
  };
  follow(editor.getSnapshot());
  const subscription = editor.subscribe(follow);
  return () => subscription.unsubscribe();
}
