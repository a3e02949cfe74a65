import { defineKind, type NodeKind } from './node-kind';
import { webhookSettingProblems } from './webhook-settings';

/**
 * The palette's built-in items (spec 02 §3, with their types; the API item is labelled "API Call"),
 * the items that offer an engine behaviour on its own (Validate, Code, Transform, Email), and the
 * spec's node types no item offers, which older and imported workflows hold (D45: they pass their
 * input on).
 */
export const builtInKinds: readonly NodeKind[] = [
  defineKind({ id: 'start', type: 'start', label: 'Start', description: 'Where every run begins', category: 'Flow Control', color: '#16a34a', behaviour: 'start', trigger: 'run' }),
  defineKind({ id: 'end', type: 'end', label: 'End', description: 'Where a run finishes', category: 'Flow Control', color: '#dc2626', behaviour: 'end' }),
  defineKind({ id: 'decision', type: 'decision', label: 'Decision', description: 'Branch on a condition: yes to the right, no below', category: 'Flow Control', color: '#d97706', behaviour: 'decision' }),
  defineKind({ id: 'validate', type: 'validate', label: 'Validate', description: 'Stop the run when a condition does not hold', category: 'Flow Control', color: '#0d9488', behaviour: 'check' }),
  defineKind({ id: 'schedule', type: 'timer', label: 'Schedule', description: 'Run at a set time or on a recurring schedule', category: 'Timing', color: '#0891b2', behaviour: 'schedule', trigger: 'schedule' }),
  defineKind({ id: 'timer', type: 'timer', label: 'Timer', description: 'Wait for a set duration before continuing', category: 'Timing', color: '#0e7490', behaviour: 'wait' }),
  defineKind({
    id: 'click-trigger',
    type: 'event',
    label: 'Click Trigger',
    description: 'Start when an element on the page is clicked',
    category: 'Click Workflow',
    color: '#7c3aed',
    behaviour: 'clickTrigger',
    needsBrowser: true,
  }),
  defineKind({
    id: 'click-action',
    type: 'process',
    label: 'Click Action',
    description: 'Click a button, link or any element',
    category: 'Click Workflow',
    color: '#2563eb',
    behaviour: 'clickAction',
    needsBrowser: true,
  }),
  defineKind({
    id: 'element-selector',
    type: 'validate',
    label: 'Element Selector',
    description: 'Find an element by CSS selector and check it is there',
    category: 'Click Workflow',
    color: '#0d9488',
    behaviour: 'elementSelector',
    needsBrowser: true,
  }),
  defineKind({ id: 'process', type: 'process', label: 'Process', description: 'A general processing step', category: 'Basic', color: '#2563eb', behaviour: 'passThrough' }),
  defineKind({ id: 'code', type: 'script', label: 'Code', description: 'Run your own JavaScript on the input', category: 'Basic', color: '#4f46e5', behaviour: 'code' }),
  defineKind({ id: 'transform', type: 'transform', label: 'Transform', description: 'Reshape the input with a little JavaScript', category: 'Basic', color: '#7c3aed', behaviour: 'transform' }),
  defineKind({ id: 'api', type: 'api', label: 'API Call', description: 'Call an HTTP endpoint and use its answer', category: 'Integration', color: '#9333ea', behaviour: 'httpRequest' }),
  defineKind({ id: 'email', type: 'email', label: 'Email', description: 'Send an e-mail with the input or a message', category: 'Integration', color: '#db2777', behaviour: 'email' }),
  defineKind({
    id: 'webhook',
    type: 'event',
    label: 'Webhook',
    description: 'Start a run when a request reaches its address',
    category: 'Integration',
    color: '#c2410c',
    behaviour: 'webhook',
    trigger: 'webhook',
    settingRules: webhookSettingProblems,
  }),
  defineKind({ id: 'basic', type: 'basic', label: 'Basic', description: 'A general step with a label and notes', category: null, color: '#64748b', behaviour: 'passThrough' }),
  defineKind({ id: 'event', type: 'event', label: 'Event', description: 'Where work starts when something happens', category: null, color: '#ca8a04', behaviour: 'passThrough' }),
  defineKind({ id: 'database', type: 'database', label: 'Database', description: 'A step that reads or writes a database', category: null, color: '#0369a1', behaviour: 'passThrough' }),
  defineKind({ id: 'user-task', type: 'user-task', label: 'User Task', description: 'A step a person does by hand', category: null, color: '#9333ea', behaviour: 'passThrough' }),
  defineKind({ id: 'approval', type: 'approval', label: 'Approval', description: 'Someone approves before the flow goes on', category: null, color: '#65a30d', behaviour: 'passThrough' }),
  defineKind({ id: 'service', type: 'service', label: 'Service', description: 'Work handed to another system', category: null, color: '#475569', behaviour: 'passThrough' }),
];

/** D38: a bot of My Bots; the palette offers one item of this kind per active bot (teal, apart from the indigo scripts). */
export const botKind = defineKind({
  id: 'bot',
  type: 'bot',
  label: 'Bot',
  description: 'A bot of My Bots, whose workflow runs as part of this one',
  category: 'My Bots',
  color: '#0f766e',
  // Its node is labelled with its bot's title, so the caption says what it is.
  caption: 'Bot',
  behaviour: 'bot',
});
