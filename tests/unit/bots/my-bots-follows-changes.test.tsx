/**
 * With a chip or a search on (D53), the list, the chips' counts and "Showing N of M bots"
 * follow every change of a bot: a toggle, a copy, an edit, a deletion, an added bot.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Bot } from '../../../src/domain/bots/bots';
import { myBotsMachine, searchDebounceMs, type BotPagesRequest } from '../../../src/machines/bots/my-bots.machine';
import { selectBots } from '../../../src/machines/bots/my-bots.selectors';
import { MyBotsView } from '../../../src/views/bots/MyBotsView';
import { backupChecker, invoiceCollector, leadSync, storyBots } from '../../../src/views/bots/bot-story-fixtures';
import { createFakeBotsServer, type FakeBotsServer } from './fake-bots-server';

function mount(server: FakeBotsServer) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const actor = createActor(
    myBotsMachine.provide({
      actors: {
        loadPages: fromPromise(async ({ input }: { input: BotPagesRequest }) => server.list({ ...input, page: 1, pageSize: 24 * input.pages })),
        loadSummary: fromPromise(async () => server.summary()),
        setActive: fromPromise(async ({ input }: { input: { id: number; isActive: boolean } }) => server.setActive(input.id, input.isActive)),
        duplicateBot: fromPromise(async ({ input }: { input: { id: number } }) => server.duplicate(input.id)),
      },
    }),
  ).start();
  render(<MyBotsView actor={actor} onViewDetails={() => {}} onEdit={() => {}} onDelete={() => {}} onAddBot={() => {}} />);
  return actor;
}
type MyBots = ReturnType<typeof mount>;

/**
 * A guard against a hang, not a speed check: each of these tests draws a page of cards again after
 * every change and reads it through role queries; in CI runs on this machine kind they took up to 3 s,
 * and once 5.9 s, past vitest's default 5 s.
 */
const hangGuard = { timeout: 30_000 };

afterEach(() => {
  vi.useRealTimers();
});

/** Until every request of the screen has been answered. */
const settled = (actor: MyBots) =>
  act(async () => {
    await waitFor(actor, (snapshot) => snapshot.matches({ grid: 'idle' }) && snapshot.matches({ outbox: 'idle' }) && snapshot.matches({ counts: 'settled' }));
  });

const cardTitles = () => {
  const list = screen.queryByRole('list', { name: 'Bots' });
  return list ? within(list).getAllByRole('heading').map((heading) => heading.textContent) : [];
};
const card = (title: string) => within(screen.getByRole('list', { name: 'Bots' })).getByRole('heading', { name: title }).closest('li')!;
// Within the chips' group: a role query names every button it looks at, and each card has several.
const chip = (label: 'All' | 'Active' | 'Inactive') =>
  within(screen.getByRole('group', { name: 'Filter bots' })).getByRole('button', { name: new RegExp(`^${label} \\(`) });
const statusLine = () => screen.getByRole('status').textContent;

async function toggle(actor: MyBots, title: string) {
  fireEvent.click(within(card(title)).getByRole('button', { name: `${title} active` }));
  await settled(actor);
}

async function chooseChip(actor: MyBots, label: 'All' | 'Active' | 'Inactive') {
  fireEvent.click(chip(label));
  await settled(actor);
}

/** The screen on a server holding `bots`, loaded, with a chip chosen. */
async function openWithChip(bots: Bot[], label: 'Active' | 'Inactive') {
  const server = createFakeBotsServer(bots);
  const actor = mount(server);
  await settled(actor);
  await chooseChip(actor, label);
  return { server, actor };
}

describe('My Bots with the Inactive chip on', hangGuard, () => {
  it('a bot switched on leaves the list, and the counts and the line follow; none left says so', async () => {
    const { actor } = await openWithChip(storyBots, 'Inactive');
    expect(cardTitles()).toEqual([leadSync.title, backupChecker.title]);
    expect(statusLine()).toBe('Showing 2 of 4 bots');

    // At once, before the server has answered, and still so once it has.
    fireEvent.click(within(card(leadSync.title)).getByRole('button', { name: `${leadSync.title} active` }));
    expect(cardTitles()).toEqual([backupChecker.title]);
    expect(statusLine()).toBe('Showing 1 of 4 bots');
    await settled(actor);
    expect(cardTitles()).toEqual([backupChecker.title]);
    expect(chip('Inactive')).toHaveTextContent('Inactive (1)');
    expect(chip('Active')).toHaveTextContent('Active (3)');
    expect(statusLine()).toBe('Showing 1 of 4 bots');

    await toggle(actor, backupChecker.title);
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText('No bots found')).toBeInTheDocument();
    expect(screen.getByText('No inactive bots available')).toBeInTheDocument();
    expect(statusLine()).toBe('Showing 0 of 4 bots');
    expect(chip('Inactive')).toHaveTextContent('Inactive (0)');
  });
});

/** What the screen's dialogs tell the list, as MyBotsScreen wires them, with the server doing the change. */
const dialogs = (actor: MyBots, server: FakeBotsServer) => ({
  async add(fields: Partial<Bot>) {
    actor.send({ type: 'bot.added', bot: server.add(fields) });
    await settled(actor);
  },
  async edit(bot: Bot, fields: Partial<Bot>) {
    actor.send({ type: 'bot.replaced', bot: { ...bot, ...fields } });
    actor.send({ type: 'bot.replaced', bot: server.update(bot.id, fields) });
    actor.send({ type: 'bots.changed' });
    await settled(actor);
  },
  async remove(bot: Bot) {
    actor.send({ type: 'bot.removed', bot });
    server.remove(bot.id);
    actor.send({ type: 'bots.changed' });
    await settled(actor);
  },
});

async function duplicate(actor: MyBots, title: string) {
  fireEvent.click(within(card(title)).getByRole('button', { name: `More actions for ${title}` }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
  await settled(actor);
}

describe('whichever chip is on, the list follows every change', hangGuard, () => {
  it('Active: a copy (which starts off) and an added bot (also off) are not listed, but counted', async () => {
    const { server, actor } = await openWithChip(storyBots, 'Active');
    expect(cardTitles()).toEqual([invoiceCollector.title, 'Inbox Triage']);

    await duplicate(actor, invoiceCollector.title);
    expect(cardTitles()).toEqual([invoiceCollector.title, 'Inbox Triage']);
    expect(statusLine()).toBe('Showing 2 of 5 bots');
    expect(chip('Inactive')).toHaveTextContent('Inactive (3)');

    await dialogs(actor, server).add({ title: 'Nightly export', description: '', author: 'Ada', tags: [] });
    expect(cardTitles()).toEqual([invoiceCollector.title, 'Inbox Triage']);
    expect(statusLine()).toBe('Showing 2 of 6 bots');
    expect(chip('All')).toHaveTextContent('All (6)');

    await toggle(actor, 'Inbox Triage');
    expect(cardTitles()).toEqual([invoiceCollector.title]);
    expect(statusLine()).toBe('Showing 1 of 6 bots');
  });

  it('Inactive: a copy shows after its original, an added bot first; a deleted one leaves', async () => {
    const { server, actor } = await openWithChip(storyBots, 'Inactive');

    await duplicate(actor, leadSync.title);
    expect(cardTitles()).toEqual([leadSync.title, 'Lead Sync Bot (copy)', backupChecker.title]);
    expect(statusLine()).toBe('Showing 3 of 5 bots');

    await dialogs(actor, server).add({ title: 'Nightly export', description: '', author: 'Ada', tags: [] });
    expect(cardTitles()).toEqual(['Nightly export', leadSync.title, 'Lead Sync Bot (copy)', backupChecker.title]);
    expect(statusLine()).toBe('Showing 4 of 6 bots');

    await dialogs(actor, server).remove(leadSync);
    expect(cardTitles()).toEqual(['Nightly export', 'Lead Sync Bot (copy)', backupChecker.title]);
    expect(statusLine()).toBe('Showing 3 of 5 bots');
    expect(chip('Inactive')).toHaveTextContent('Inactive (3)');
  });

  it('a search: an edit that no longer matches takes the card away, and the empty state names the term', async () => {
    const server = createFakeBotsServer(storyBots);
    const actor = mount(server);
    await settled(actor);
    fireEvent.change(screen.getByPlaceholderText('Search bots by name, description, author, or tags...'), { target: { value: 'invoice' } });
    await act(() => vi.advanceTimersByTimeAsync(searchDebounceMs));
    await settled(actor);
    expect(cardTitles()).toEqual([invoiceCollector.title]);

    await dialogs(actor, server).edit(invoiceCollector, { title: 'Receipts', description: 'Files receipts.', author: 'Ada', tags: [] });
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText('No bots match your search "invoice"')).toBeInTheDocument();
    expect(statusLine()).toBe('Showing 0 of 4 bots for "invoice"');
  });

  it('paging: a bot switched away on the first page lets the next one in, and Load more skips none', async () => {
    const many: Bot[] = Array.from({ length: 30 }, (_, index) => ({ ...leadSync, id: index + 1, title: `Bot ${index + 1}`, isActive: false }));
    const { actor } = await openWithChip(many, 'Inactive');
    expect(cardTitles()).toHaveLength(24);

    await toggle(actor, 'Bot 3');
    await toggle(actor, 'Bot 10');
    expect(cardTitles()).toEqual(many.filter((bot) => ![3, 10].includes(bot.id)).slice(0, 24).map((bot) => bot.title));
    expect(statusLine()).toBe('Showing 28 of 30 bots');

    fireEvent.click(screen.getByRole('button', { name: 'Load more bots' }));
    await settled(actor);
    expect(cardTitles()).toEqual(many.filter((bot) => ![3, 10].includes(bot.id)).map((bot) => bot.title));
    expect(screen.queryByRole('button', { name: 'Load more bots' })).toBeNull();
  });
});

type Step =
  | { kind: 'chip'; label: 'All' | 'Active' | 'Inactive' }
  | { kind: 'search'; term: string }
  | { kind: 'toggle' | 'duplicate' | 'delete' | 'edit'; card: number }
  | { kind: 'add' }
  | { kind: 'more' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('chip' as const), label: fc.constantFrom('All' as const, 'Active' as const, 'Inactive' as const) }),
  fc.record({ kind: fc.constant('search' as const), term: fc.constantFrom('', 'sync', 'copy', 'edited', 'report 1', 'nothing') }),
  fc.record({ kind: fc.constantFrom('toggle' as const, 'duplicate' as const, 'delete' as const, 'edit' as const), card: fc.nat(40) }),
  fc.record({ kind: fc.constant('add' as const) }),
  fc.record({ kind: fc.constant('more' as const) }),
);

describe('any sequence of changes, chips, searches and pages', () => {
  it('leaves the list, the counts and the lines as the server has them', { timeout: 120_000 }, async () => {
    // 28 bots: more than a page, half on; "report 1" matches 11 of them.
    const initial: Bot[] = Array.from({ length: 28 }, (_, index) => ({
      ...leadSync,
      id: index + 1,
      title: `Report ${index + 1}${index % 5 === 0 ? ' sync' : ''}`,
      description: '',
      author: 'Ada',
      tags: [],
      isActive: index % 2 === 0,
    }));
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 10 }), async (steps) => {
        const server = createFakeBotsServer(initial);
        const actor = mount(server);
        const made = new Set<number>();
        const query = { search: '', status: 'all' as 'all' | 'active' | 'inactive' };
        let added = 0;
        try {
          await settled(actor);
          for (const step of steps) {
            const cards = selectBots(actor.getSnapshot());
            const target = cards.length > 0 && 'card' in step ? cards[step.card % cards.length]! : null;
            if (step.kind === 'chip') {
              query.status = step.label.toLowerCase() as typeof query.status;
              await chooseChip(actor, step.label);
            } else if (step.kind === 'search') {
              query.search = step.term;
              fireEvent.change(screen.getByPlaceholderText('Search bots by name, description, author, or tags...'), { target: { value: step.term } });
              await act(() => vi.advanceTimersByTimeAsync(searchDebounceMs));
              await settled(actor);
            } else if (step.kind === 'more') {
              const more = screen.queryByRole('button', { name: 'Load more bots' });
              if (more) fireEvent.click(more);
              await settled(actor);
            } else if (step.kind === 'add') {
              added += 1;
              await dialogs(actor, server).add({ title: `Added ${added}${added % 2 === 0 ? ' sync' : ''}`, description: '', author: 'Ada', tags: [] });
              made.add(server.bots.at(-1)!.id);
            } else if (target && step.kind === 'toggle') {
              // By its place: copies share a title.
              const item = within(screen.getByRole('list', { name: 'Bots' })).getAllByTestId('bot-card')[cards.indexOf(target)]!;
              fireEvent.click(within(item).getByRole('button', { name: `${target.title} active` }));
              // At once, before the server's answer: the fake server has already saved it.
              expectListAsServerHasIt(actor, server, query, made);
              await settled(actor);
            } else if (target && step.kind === 'duplicate') {
              actor.send({ type: 'bot.duplicate', bot: target });
              await settled(actor);
              made.add(server.bots.at(-1)!.id);
            } else if (target && step.kind === 'delete') {
              act(() => actor.send({ type: 'bot.removed', bot: target }));
              server.remove(target.id);
              // The card and N at once; the counts once the deletion is confirmed.
              expectListAsServerHasIt(actor, server, query, made, { countsRead: false });
              actor.send({ type: 'bots.changed' });
              await settled(actor);
            } else if (target && step.kind === 'edit') {
              await dialogs(actor, server).edit(target, { title: `${target.title} edited` });
            }
            expectListAsServerHasIt(actor, server, query, made);
          }
        } finally {
          actor.stop();
          cleanup();
        }
      }),
      { numRuns: 40 },
    );
  });
});

function expectListAsServerHasIt(
  actor: MyBots,
  server: FakeBotsServer,
  query: { search: string; status: 'all' | 'active' | 'inactive' },
  made: Set<number>,
  { countsRead = true } = {},
) {
  const matches = server.matching(query.search, query.status);
  const shown = selectBots(actor.getSnapshot());
  const titles = cardTitles();
  expect(titles).toEqual(shown.map((bot) => bot.title));
  // Every card is a bot the server has, as it has it, and the chip lets it through.
  for (const bot of shown) {
    const stored = server.bots.find((each) => each.id === bot.id);
    expect(stored, `card ${bot.title}`).toBeDefined();
    expect(bot).toEqual(stored);
    expect(query.status === 'all' || bot.isActive === (query.status === 'active')).toBe(true);
  }
  expect(new Set(shown.map((bot) => bot.id)).size).toBe(shown.length);
  // The bots that were there before are the start of the server's list, in its order, none skipped.
  const before = shown.filter((bot) => !made.has(bot.id)).map((bot) => bot.id);
  expect(before).toEqual(matches.filter((bot) => !made.has(bot.id)).slice(0, before.length).map((bot) => bot.id));
  const allShown = matches.every((bot) => shown.some((each) => each.id === bot.id));
  if (allShown) {
    // Nothing beyond the matches, and no way to load more.
    expect(shown.map((bot) => bot.id).sort()).toEqual(matches.map((bot) => bot.id).sort());
    expect(screen.queryByRole('button', { name: 'Load more bots' })).toBeNull();
  } else {
    expect(screen.getByRole('button', { name: 'Load more bots' })).toBeInTheDocument();
  }
  const summary = server.summary();
  if (query.search === '' && query.status === 'all') expect(statusLine()).toBe('');
  else expect(statusLine()).toMatch(new RegExp(`^Showing ${matches.length} of \\d+ bots${query.search === '' ? '' : ` for "${query.search}"`}$`));
  if (countsRead) {
    expect(chip('All')).toHaveTextContent(`All (${summary.total})`);
    expect(chip('Active')).toHaveTextContent(`Active (${summary.active})`);
    expect(chip('Inactive')).toHaveTextContent(`Inactive (${summary.inactive})`);
    if (query.search !== '' || query.status !== 'all') expect(statusLine()).toContain(` of ${summary.total} bots`);
  }
  if (matches.length === 0) {
    expect(screen.getByText('No bots found')).toBeInTheDocument();
    const second = query.search !== '' ? `No bots match your search "${query.search}"` : query.status === 'all' ? 'No bots available' : `No ${query.status} bots available`;
    expect(screen.getByText(second)).toBeInTheDocument();
  } else {
    expect(screen.queryByText('No bots found')).toBeNull();
  }
}
