import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { bellName, type NotificationList } from '../../../src/domain/alerts/notifications';
import { bellPollMs, notificationBellMachine } from '../../../src/machines/alerts/notification-bell.machine';
import { failedRunNotification, noNotifications, refusedDeliveryNotification, someNotifications } from '../../../src/views/alerts/alert-story-fixtures';
import { NotificationBell } from '../../../src/views/alerts/NotificationBell';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const loadNotifications = createDeferredActor<NotificationList>();
  const countUnread = createDeferredActor<number>();
  const markRead = createDeferredActor<number, { id: string }>();
  const markAllRead = createDeferredActor<void>();
  const actor = createActor(
    notificationBellMachine.provide({ actors: { loadNotifications: loadNotifications.logic, countUnread: countUnread.logic, markRead: markRead.logic, markAllRead: markAllRead.logic } }),
  ).start();
  const view = render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <NotificationBell actor={actor} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { actor, view, loadNotifications, countUnread, markRead, markAllRead };
}
type Sut = ReturnType<typeof mount>;

// While the panel is open, react-aria hides the rest of the page from assistive technology: the button too.
const bell = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });
const panel = () => screen.queryByRole('dialog', { name: 'Notifications' });
/** The bell's panel, opened when it is not (opening a notification closes it). */
function openPanel() {
  if (!panel()) fireEvent.click(bell());
  return screen.getByRole('dialog', { name: 'Notifications' });
}
const serverDown = refused(503, 'Service unavailable');
const poll = () => act(() => void vi.advanceTimersByTime(bellPollMs));

describeModel('notification-bell machine with the bell', {
  machine: notificationBellMachine,
  chainPaths: true,
  events: [
    { type: 'xstate.done.actor.loadNotifications', output: someNotifications },
    { type: 'xstate.done.actor.loadNotifications', output: noNotifications },
    { type: 'xstate.error.actor.loadNotifications', error: serverDown },
    { type: 'bell.retry' },
    { type: 'xstate.after.bellPoll.notificationBell.failed' },
    { type: 'xstate.after.bellPoll.notificationBell.ready' },
    { type: 'xstate.done.actor.countUnread', output: 1 },
    { type: 'xstate.done.actor.countUnread', output: 4 },
    { type: 'xstate.error.actor.countUnread', error: serverDown },
    { type: 'bell.open', id: failedRunNotification.id },
    { type: 'xstate.done.actor.markRead', output: 0 },
    { type: 'xstate.error.actor.markRead', error: serverDown },
    { type: 'bell.readAll' },
    { type: 'xstate.done.actor.markAllRead', output: undefined },
    { type: 'xstate.error.actor.markAllRead', error: serverDown },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    'xstate.done.actor.loadNotifications': (sut, event) => sut.loadNotifications.resolve(event.output as NotificationList),
    'xstate.error.actor.loadNotifications': (sut, event) => sut.loadNotifications.reject(event.error),
    'bell.retry': () => {
      fireEvent.click(within(openPanel()).getByRole('button', { name: 'Try again' }));
    },
    'xstate.after.bellPoll.notificationBell.failed': poll,
    'xstate.after.bellPoll.notificationBell.ready': poll,
    'xstate.done.actor.countUnread': (sut, event) => sut.countUnread.resolve(event.output as number),
    'xstate.error.actor.countUnread': (sut, event) => sut.countUnread.reject(event.error),
    'bell.open': () => {
      fireEvent.click(within(openPanel()).getByRole('link', { name: new RegExp(`^${failedRunNotification.title.slice(0, 20)}`) }));
    },
    'xstate.done.actor.markRead': (sut, event) => sut.markRead.resolve(event.output as number),
    'xstate.error.actor.markRead': (sut, event) => sut.markRead.reject(event.error),
    'bell.readAll': () => {
      fireEvent.click(within(openPanel()).getByRole('button', { name: 'Mark all read' }));
    },
    'xstate.done.actor.markAllRead': (sut) => sut.markAllRead.resolve(undefined),
    'xstate.error.actor.markAllRead': (sut, event) => sut.markAllRead.reject(event.error),
  },
  assertions: {
    // Every state: the button's name carries the unread count.
    '#notificationBell': (_sut, snapshot) => {
      expect(bell()).toHaveAccessibleName(bellName(snapshot.context.unread));
    },
    loading: (sut, snapshot) => {
      expect(sut.loadNotifications.isPending).toBe(true);
      // Before the first list the panel says it loads; a list read again stays shown meanwhile.
      if (snapshot.context.items.length === 0) expect(within(openPanel()).getByRole('status')).toHaveTextContent('Loading notifications…');
      else expect(within(openPanel()).getAllByRole('listitem')).toHaveLength(snapshot.context.items.length);
    },
    failed: () => {
      expect(within(openPanel()).getByRole('alert')).toHaveTextContent('Your notifications could not be loaded.');
    },
    ready: (_sut, snapshot) => {
      const shown = openPanel();
      if (snapshot.context.items.length === 0) {
        expect(shown).toHaveTextContent('Nothing yet: failed runs, recoveries and refused webhook deliveries show here.');
        expect(within(shown).queryByRole('button', { name: 'Mark all read' })).toBeNull();
        return;
      }
      const items = within(shown).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(
        snapshot.context.items.map((item) => `${item.title}${item.readAt === null ? ' (unread)' : ''}${item.createdAt.slice(0, 10)} ${item.createdAt.slice(11, 16)} UTC`),
      );
      // A refused delivery has no run to open; a failed run opens at its run.
      expect(within(items[1]!).queryByRole('link')).toBeNull();
      expect(refusedDeliveryNotification.link).toBeNull();
      expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', failedRunNotification.link);
      if (snapshot.context.unread > 0) expect(within(shown).getByRole('button', { name: 'Mark all read' })).toBeEnabled();
    },
    counting: (sut) => {
      expect(sut.countUnread.isPending).toBe(true);
    },
    marking: (sut) => {
      expect(sut.markRead.calls.at(-1)).toEqual({ id: failedRunNotification.id });
      // Opening it went to its run.
      expect(screen.getByRole('status', { name: 'Location', hidden: true })).toHaveTextContent(failedRunNotification.link!);
    },
    markingAll: (sut) => {
      expect(sut.markAllRead.isPending).toBe(true);
    },
  },
});
