import type { SnapshotFrom } from 'xstate';
import { runSettingFieldsOf, type nodePropertiesMachine } from './node-properties.machine';
import { kindOfNode } from '../../domain/workflow/node-catalogue/catalogue';
import type { SettingField } from '../../domain/workflow/node-catalogue/run-settings';
import { onFailureChoices, onFailureModes, type OnFailure } from '../../domain/workflow/node-properties';

type NodePropertiesSnapshot = SnapshotFrom<typeof nodePropertiesMachine>;

const none: readonly SettingField[] = [];

/** The selected node's Run Settings, from its kind in the node catalogue (D65); the same list while the kind stays. */
export const selectRunSettingFields = (snapshot: NodePropertiesSnapshot): readonly SettingField[] =>
  snapshot.context.node ? runSettingFieldsOf(snapshot.context.node, snapshot.context.bots) : none;

/** The selected node is a Webhook trigger (D126): its Run Settings show its addresses. */
export const selectIsWebhookNode = (snapshot: NodePropertiesSnapshot): boolean => {
  const node = snapshot.context.node;
  return node ? kindOfNode(node)?.trigger === 'webhook' : false;
};

/** The palette item the selected node is (D65), or null when the node catalogue does not know it. */
export const selectKindLabel = (snapshot: NodePropertiesSnapshot): string | null => {
  const node = snapshot.context.node;
  return node ? (kindOfNode(node)?.label ?? null) : null;
};

/** What On failure offers the selected node (D142): a decision cannot continue, it has no one output. */
export const selectOnFailureChoices = (snapshot: NodePropertiesSnapshot): readonly OnFailure[] => {
  const node = snapshot.context.node;
  const kind = node ? kindOfNode(node) : undefined;
  return kind ? onFailureChoices(kind.handles) : onFailureModes;
};
