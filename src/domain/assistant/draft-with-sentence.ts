import { kindById } from '../workflow/node-catalogue/catalogue';
import type { SettingField } from '../workflow/node-catalogue/run-settings';
import { draftFieldsOf, type DraftAnswer, type DraftAnswerEdge, type DraftAnswerNode } from './build-draft';
import type { SentenceValues } from './sentence-values';

/**
 * A template filled with what the sentence says (D140): its trigger (a Webhook node beside Start,
 * entering where Start's first step is; a Schedule with the sentence's days and time), the sentence's
 * addresses in the fields that take one (and in place of the template's example address), its e-mail
 * address as the recipient, and its selectors in the selector fields left empty, in order.
 */

/** The address a template's code uses where the user's own goes. */
export const exampleAddress = 'https://www.example.com/';

const webhookNodeId = 'webhook';
const scheduleKind = 'schedule';

type Settings = DraftAnswerNode['settings'];

const valueOf = (settings: Settings, name: string) => settings.find((each) => each.name === name)?.value;

function withSetting(settings: Settings, name: string, value: string): Settings {
  return settings.some((each) => each.name === name) ? settings.map((each) => (each.name === name ? { name, value } : each)) : [...settings, { name, value }];
}

const isUrlField = (field: SettingField) => field.input?.kind === 'url' || field.key === 'url' || field.key.endsWith('Url');
const isSelectorField = (field: SettingField) => field.input?.kind === 'selector';

/**
 * Hands out the sentence's values one by one. Once all were given, a field that must be filled gets
 * the last again (one address for a login and a download); one that may stay empty stays empty.
 */
function supply(values: readonly string[]): (required: boolean) => string | undefined {
  let next = 0;
  return (required) => (next < values.length ? values[next++] : required ? values.at(-1) : undefined);
}

type Supply = ReturnType<typeof supply>;

function filledNode(node: DraftAnswerNode, values: SentenceValues, nextUrl: Supply, nextSelector: Supply): DraftAnswerNode {
  const kind = kindById(node.kind);
  if (!kind) return node;
  let settings = node.settings;
  if (values.urls.length > 0) settings = settings.map((each) => ({ name: each.name, value: each.value.replaceAll(exampleAddress, values.urls[0]!) }));
  for (const field of draftFieldsOf(kind)) {
    if (valueOf(settings, field.key)) continue;
    const required = field.input?.required === true;
    const value = isUrlField(field) ? nextUrl(required) : isSelectorField(field) && required ? nextSelector(required) : field.key === 'to' && kind.id === 'email' ? values.emails[0] : undefined;
    if (value) settings = withSetting(settings, field.key, value);
  }
  return { ...node, settings };
}

/** Start's first step: where a trigger added beside it enters. */
const afterStart = (draft: DraftAnswer, startId: string) => draft.edges.find((edge) => edge.from === startId)?.to;

function withSchedule(draft: DraftAnswer, startId: string, schedule: SentenceValues['schedule']): DraftAnswer {
  const existing = draft.nodes.find((node) => node.kind === scheduleKind);
  if (!schedule) return draft;
  if (existing) {
    return { ...draft, nodes: draft.nodes.map((node) => (node === existing ? { ...node, label: schedule.label, settings: withSetting(node.settings, 'cron', schedule.cron) } : node)) };
  }
  const first = afterStart(draft, startId);
  const when: DraftAnswerNode = { id: 'when', kind: scheduleKind, label: schedule.label, settings: [{ name: 'cron', value: schedule.cron }] };
  const edges: DraftAnswerEdge[] = draft.edges.map((edge) => (edge.from === startId ? { ...edge, from: when.id } : edge));
  return { ...draft, nodes: [...draft.nodes, when], edges: first ? [{ from: startId, to: when.id }, ...edges] : edges };
}

/** A Webhook trigger in place of the template's schedule (the sentence names no schedule of its own). */
function withWebhook(draft: DraftAnswer, startId: string, keepSchedule: boolean): DraftAnswer {
  let { nodes, edges } = draft;
  const schedule = keepSchedule ? undefined : nodes.find((node) => node.kind === scheduleKind);
  if (schedule) {
    const next = edges.filter((edge) => edge.from === schedule.id).map((edge) => edge.to);
    nodes = nodes.filter((node) => node !== schedule);
    edges = edges.flatMap((edge) => (edge.to === schedule.id ? next.map((to) => ({ ...edge, to })) : edge.from === schedule.id ? [] : [edge]));
  }
  // The first step after Start, past a schedule the sentence keeps: a webhook's run does that step first.
  let first = edges.find((edge) => edge.from === startId)?.to;
  const kept = nodes.find((node) => node.id === first && node.kind === scheduleKind);
  if (kept) first = edges.find((edge) => edge.from === kept.id)?.to;
  const webhook: DraftAnswerNode = { id: webhookNodeId, kind: 'webhook', label: 'When a webhook arrives', settings: [] };
  return { ...draft, nodes: [...nodes, webhook], edges: first ? [...edges, { from: webhook.id, to: first }] : edges };
}

export function draftWithSentence(draft: DraftAnswer, values: SentenceValues): DraftAnswer {
  const start = draft.nodes.find((node) => node.kind === 'start');
  if (!start) return draft;
  let filled = withSchedule(draft, start.id, values.schedule);
  if (values.webhook) filled = withWebhook(filled, start.id, values.schedule !== null);
  const nextUrl = supply(values.urls);
  const nextSelector = supply(values.selectors);
  return { ...filled, nodes: filled.nodes.map((node) => filledNode(node, values, nextUrl, nextSelector)) };
}
