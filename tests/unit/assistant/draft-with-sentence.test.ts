import { describe, expect, it } from 'vitest';
import type { DraftAnswer } from '../../../src/domain/assistant/build-draft';
import { draftWithSentence, exampleAddress } from '../../../src/domain/assistant/draft-with-sentence';
import { sentenceValues } from '../../../src/domain/assistant/sentence-values';

const draft: DraftAnswer = {
  title: 'Watch a page',
  summary: 'Every hour, open a page and read an element.',
  nodes: [
    { id: 'start', kind: 'start', label: 'Start', settings: [] },
    { id: 'when', kind: 'schedule', label: 'Every hour', settings: [{ name: 'cron', value: '0 * * * *' }] },
    { id: 'open', kind: 'script-check-page-health', label: 'Open the page', settings: [] },
    { id: 'read', kind: 'script-extract-text', label: 'Read it', settings: [] },
    { id: 'code', kind: 'code', label: 'Fetch it', settings: [{ name: 'code', value: `return fetch('${exampleAddress}')` }] },
    { id: 'mail', kind: 'email', label: 'Mail it', settings: [{ name: 'subject', value: 'Seen' }] },
    { id: 'end', kind: 'end', label: 'Done', settings: [] },
  ],
  edges: [
    { from: 'start', to: 'when' },
    { from: 'when', to: 'open' },
    { from: 'open', to: 'read' },
    { from: 'read', to: 'code' },
    { from: 'code', to: 'mail' },
    { from: 'mail', to: 'end' },
  ],
};

const settingsOf = (filled: DraftAnswer, id: string) => Object.fromEntries(filled.nodes.find((node) => node.id === id)!.settings.map((each) => [each.name, each.value]));

describe('a template filled with what the sentence says (D140)', () => {
  it('puts the sentence’s schedule, address, selector and recipient where the template has none', () => {
    const filled = draftWithSentence(draft, sentenceValues('every Monday at 9 open https://shop.example.org/item and read "#stock", e-mail buyer@example.org'));
    expect(filled.nodes.find((node) => node.id === 'when')).toMatchObject({ label: 'Every Monday at 09:00 (UTC)', settings: [{ name: 'cron', value: '0 9 * * 1' }] });
    expect(settingsOf(filled, 'open')).toMatchObject({ url: 'https://shop.example.org/item' });
    expect(settingsOf(filled, 'read')).toMatchObject({ selector: '#stock' });
    expect(settingsOf(filled, 'code').code).toBe("return fetch('https://shop.example.org/item')");
    expect(settingsOf(filled, 'mail')).toEqual({ subject: 'Seen', to: 'buyer@example.org' });
    expect(filled.edges).toEqual(draft.edges);
  });

  it('leaves the template as it is when the sentence names nothing of its own', () => {
    expect(draftWithSentence(draft, sentenceValues('watch a page'))).toEqual(draft);
  });

  it('starts from a Webhook node in place of the schedule, entering the first step after Start', () => {
    const filled = draftWithSentence(draft, sentenceValues('when a webhook arrives, open the page'));
    expect(filled.nodes.map((node) => node.kind)).not.toContain('schedule');
    expect(filled.nodes).toContainEqual({ id: 'webhook', kind: 'webhook', label: 'When a webhook arrives', settings: [] });
    expect(filled.edges).toContainEqual({ from: 'start', to: 'open' });
    expect(filled.edges).toContainEqual({ from: 'webhook', to: 'open' });
    expect(filled.edges.filter((edge) => edge.from === 'when' || edge.to === 'when')).toEqual([]);
  });

  it('keeps a schedule the sentence names beside its webhook, and adds one to a template without', () => {
    const both = draftWithSentence(draft, sentenceValues('every day at 6, or whenever a webhook arrives, open the page'));
    expect(both.nodes.find((node) => node.id === 'when')).toMatchObject({ settings: [{ name: 'cron', value: '0 6 * * *' }] });
    expect(both.edges).toContainEqual({ from: 'webhook', to: 'open' });
    const unscheduled: DraftAnswer = { ...draft, nodes: draft.nodes.filter((node) => node.id !== 'when'), edges: [{ from: 'start', to: 'open' }, ...draft.edges.slice(2)] };
    const scheduled = draftWithSentence(unscheduled, sentenceValues('every evening open the page'));
    expect(scheduled.edges.slice(0, 2)).toEqual([{ from: 'start', to: 'when' }, { from: 'when', to: 'open' }]);
    expect(scheduled.nodes.at(-1)).toEqual({ id: 'when', kind: 'schedule', label: 'Every day at 18:00 (UTC)', settings: [{ name: 'cron', value: '0 18 * * *' }] });
  });
});
