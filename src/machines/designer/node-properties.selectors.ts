import type { SnapshotFrom } from 'xstate';
import { runSettingFieldsOf, type nodePropertiesMachine } from './node-properties.machine';
import type { SettingField } from '../../domain/workflow/node-catalogue/run-settings';

type NodePropertiesSnapshot = SnapshotFrom<typeof nodePropertiesMachine>;

const none: readonly SettingField[] = [];

/** The selected node's Run Settings, from its kind in the node catalogue (D65); the same list while the kind stays. */
export const selectRunSettingFields = (snapshot: NodePropertiesSnapshot): readonly SettingField[] =>
  snapshot.context.node ? runSettingFieldsOf(snapshot.context.node) : none;
