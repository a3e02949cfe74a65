import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { NotificationList } from '../../domain/alerts/notifications';
import { notificationBellMachine } from '../../machines/alerts/notification-bell.machine';
import { noNotifications, recoveryNotification, someNotifications } from './alert-story-fixtures';
import { NotificationBell } from './NotificationBell';

export default { title: 'Alerts/NotificationBell' };

const never = () => new Promise<never>(() => {});

/** The bell on a machine whose list answers `load`; the panel open unless `closed`. */
function Bell({ load, closed = false }: { load: () => Promise<NotificationList>; closed?: boolean }) {
  const actor = useActorRef(
    notificationBellMachine.provide({
      actors: { loadNotifications: fromPromise(load), countUnread: fromPromise<number>(never), markRead: fromPromise<number, { id: string }>(never), markAllRead: fromPromise<void>(never) },
    }),
  );
  // Each notification links to its run in the designer.
  return (
    <MemoryRouter initialEntries={['/dashboard']}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <NotificationBell actor={actor} defaultOpen={!closed} />
      </div>
    </MemoryRouter>
  );
}

export const Empty: Story = () => <Bell load={async () => noNotifications} />;
export const Unread: Story = () => <Bell load={async () => ({ items: [recoveryNotification, ...someNotifications.items], unread: 2 })} />;
export const UnreadClosed: Story = () => <Bell load={async () => someNotifications} closed />;
export const Loading: Story = () => <Bell load={never} />;
export const LoadFailed: Story = () => (
  <Bell
    load={async () => {
      throw new Error('Service unavailable');
    }}
  />
);
