import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import type { UserLimits } from '../../../src/domain/plans/limits';
import type { BotPage, BotSummary } from '../../../src/domain/bots/bots';
import { myBotsMachine, type BotPagesRequest } from '../../../src/machines/bots/my-bots.machine';
import { allowanceMachine } from '../../../src/machines/plans/allowance.machine';
import { MyBotsView } from '../../../src/views/bots/MyBotsView';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const free: UserLimits = {
  plan: { id: null, name: 'Free' },
  day_resets_at: '2026-11-27T00:00:00.000Z',
  limits: {
    active_bots: { limit: 3, used: 3 },
    runs_at_once: { limit: 1, used: 0 },
    runs_per_day: { limit: 100, used: 0 },
    run_files_bytes: { limit: 100 * 1024 * 1024, used: 0 },
  },
};
const pro: UserLimits = { ...free, plan: { id: 'pro-annual', name: 'Pro Annual' }, limits: { ...free.limits, active_bots: { limit: null, used: 7 } } };

function mount() {
  const loadLimits = createDeferredActor<UserLimits>();
  const allowance = createActor(allowanceMachine.provide({ actors: { loadLimits: loadLimits.logic } })).start();
  // My Bots' own calls never answer here: the line counts the allowance's figure until the tiles have theirs.
  const list = createActor(
    myBotsMachine.provide({
      actors: { loadPages: createDeferredActor<BotPage, BotPagesRequest>().logic, loadSummary: createDeferredActor<BotSummary>().logic },
    }),
  ).start();
  const view = render(
    <MemoryRouter>
      <MyBotsView actor={list} allowance={allowance} onViewDetails={() => {}} onEdit={() => {}} onDelete={() => {}} onAddBot={() => {}} />
    </MemoryRouter>,
  );
  return { actor: allowance, list, view, loadLimits };
}
type Sut = ReturnType<typeof mount>;

describeModel('allowance machine with My Bots usage line', {
  machine: allowanceMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.limits?.plan.name ?? null]),
  events: [
    { type: 'xstate.done.actor.loadLimits', output: free },
    { type: 'xstate.done.actor.loadLimits', output: pro },
    { type: 'xstate.error.actor.loadLimits', error: refused(500, 'Internal server error') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.list.stop();
  },
  execute: {
    'xstate.done.actor.loadLimits': (sut, event) => sut.loadLimits.resolve(event.output as UserLimits),
    'xstate.error.actor.loadLimits': (sut, event) => sut.loadLimits.reject(event.error),
  },
  assertions: {
    loading: () => {
      expect(screen.queryByText(/active bots/)).toBeNull();
    },
    loaded: (sut: Sut) => {
      const { plan } = sut.actor.getSnapshot().context.limits!;
      const line = plan.id === null ? '3 of 3 active bots on the Free allowance' : '7 active bots, unlimited on the Pro Annual plan';
      expect(screen.getByText(line, { exact: false })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/subscriptions');
    },
    // Nothing is guessed: no line.
    failed: () => {
      expect(screen.queryByText(/active bots/)).toBeNull();
    },
  },
});
