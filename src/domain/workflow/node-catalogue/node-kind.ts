import { behaviourSettings, type Behaviour, type BehaviourSettings } from './behaviours';
import type { DeclaredInput } from './declared-inputs';
import { handlesOf, type NodeHandles, type WorkflowNodeType } from './node-types';

/** The palette's categories in the spec's order (02 §2), then the user's bots (D38). */
export const paletteCategories = ['Flow Control', 'Timing', 'Click Workflow', 'Basic', 'Integration', 'Scripts', 'My Bots'] as const;
export type PaletteCategory = (typeof paletteCategories)[number];

/**
 * One kind of node (D65): everything the palette, the properties panel, the engine, the browser
 * check, the schedules and /documents/nodes need to know about it.
 */
export interface NodeKind<B extends Behaviour = Behaviour> {
  /** The palette item's id (02 §3); the designer records it on each node as `properties.paletteItem`. */
  id: string;
  /** The spec's node type, kept as `data.type`, which gives the node its look. */
  type: WorkflowNodeType;
  label: string;
  description: string;
  /** Null: not offered in the palette, only met in older or imported workflows. */
  category: PaletteCategory | null;
  /** Its colour (D134): the edge of its palette card, and its node's edge, icon and minimap dot on the canvas. */
  color: string;
  /** What the canvas says under a node's label: the kind's label, or its type's name when the node is named after what it runs (a script, a bot). */
  caption: string;
  /** Where its node's connections attach (02 §4), from its type. */
  handles: NodeHandles;
  behaviour: B;
  /** Its Run Settings: the engine parses the node with them and the panel draws them. */
  settings: BehaviourSettings[B];
  /** It acts in a web page, so only a run with a browser can execute it (D45, D68). */
  needsBrowser: boolean;
  /** What a node made from it carries in its properties beside `paletteItem` (a script's id and title). */
  nodeProperties?: Readonly<Record<string, unknown>>;
  /** What its node must be told (D66): a library script's declared inputs; none for the others. */
  inputs: readonly DeclaredInput[];
  /**
   * What starts runs at or through its nodes (D126): Start begins a Run, a Schedule starts one on its
   * cron (from Start, through itself), a Webhook begins one at itself when a request reaches its
   * address. None for the other kinds.
   */
  trigger?: NodeTrigger;
  /** What its settings must hold together, beyond each field alone, as the check before a run says it (a webhook's authentication names its credential). */
  settingRules?: (properties: Readonly<Record<string, unknown>>) => string[];
}

export type NodeTrigger = 'run' | 'schedule' | 'webhook';

/**
 * What a kind's definition states; its settings follow from its behaviour, its handles from its type
 * (a trigger that begins runs at itself has no input instead), its caption is its label unless it says.
 */
export type KindDefinition<B extends Behaviour> = Omit<NodeKind<B>, 'caption' | 'handles' | 'settings' | 'needsBrowser' | 'inputs'> & {
  caption?: string;
  needsBrowser?: boolean;
  inputs?: readonly DeclaredInput[];
};

/**
 * A kind whose settings and handles follow from its behaviour and its type, so the two cannot
 * disagree. A Webhook is an `event` node that nothing runs before: like Start, it has only an output,
 * so the designer draws no edge into it and the engine's rule that a run begins at a kind without an
 * input holds for it.
 */
export function defineKind<B extends Behaviour>(definition: KindDefinition<B>): NodeKind<B> {
  return {
    ...definition,
    caption: definition.caption ?? definition.label,
    handles: definition.trigger === 'webhook' ? 'output-only' : handlesOf(definition.type),
    settings: behaviourSettings[definition.behaviour],
    needsBrowser: definition.needsBrowser ?? false,
    inputs: definition.inputs ?? [],
  };
}
