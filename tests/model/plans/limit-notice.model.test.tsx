import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { limitMessages } from '../../../src/domain/plans/limits';
import { limitNoticeMachine } from '../../../src/machines/plans/limit-notice.machine';
import { LimitNoticeView } from '../../../src/views/plans/PlanLimitNotice';
import { describeModel } from '../harness';

const fourth = `Lead Sync is still off. ${limitMessages.activeBots(null, null)}`;
const fifth = `Backup Checker is still off. ${limitMessages.activeBots(null, null)}`;

function mount() {
  const actor = createActor(limitNoticeMachine).start();
  const view = render(
    <MemoryRouter>
      <LimitNoticeView actor={actor} />
    </MemoryRouter>,
  );
  return { actor, view };
}
type Sut = ReturnType<typeof mount>;

describeModel('limit notice machine with its view', {
  machine: limitNoticeMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.detail]),
  events: [
    { type: 'limit.reached', detail: fourth },
    { type: 'limit.reached', detail: fifth },
    { type: 'limit.dismiss' },
    { type: 'limit.passed' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // Sent by the screen's machine when the server refuses a switch with a 402 naming the limit.
    'limit.reached': (sut, event) => sut.actor.send({ type: 'limit.reached', detail: String(event.detail) }),
    'limit.dismiss': () => {
      fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    },
    // Sent by the screen's machine when the user switches a bot again.
    'limit.passed': (sut) => sut.actor.send({ type: 'limit.passed' }),
  },
  assertions: {
    clear: () => {
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('link', { name: 'See the plans' })).toBeNull();
    },
    shown: (sut: Sut) => {
      const notice = screen.getByRole('alert');
      expect(notice).toHaveTextContent(sut.actor.getSnapshot().context.detail!);
      const link = within(notice).getByRole('link', { name: 'See the plans' });
      expect(link).toHaveAttribute('href', '/subscriptions');
      // A link, reachable with Tab like any other, and it stays: no timer takes it away.
      expect(link.tabIndex).toBe(0);
    },
  },
});
