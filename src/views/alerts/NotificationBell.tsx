import { useSelector } from '@xstate/react';
import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { bellName, type Notification } from '../../domain/alerts/notifications';
import type { notificationBellMachine } from '../../machines/alerts/notification-bell.machine';
import { selectBellFailed, selectBellItems, selectBellLoading, selectBellUnread } from '../../machines/alerts/notification-bell.selectors';
import { Button } from '../ui/Button';
import { LoadFailed } from '../ui/LoadFailed';
import { PopoverButton, PopoverDialog, PopoverDialogTrigger, PopoverTitle } from '../ui/PopoverDialog';
import { Spinner } from '../ui/Spinner';
import * as styles from './NotificationBell.css';

export type NotificationBellActor = ActorRefFrom<typeof notificationBellMachine>;

/** When it came, in UTC as the alerts' digests count (D145): "2026-12-02 10:02 UTC". */
const whenOf = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const content = (
    <>
      <span className={item.readAt === null ? styles.unread : undefined}>
        {item.title}
        {item.readAt === null ? <span className="visually-hidden"> (unread)</span> : null}
      </span>
      <span className={styles.time}>{whenOf(item.createdAt)}</span>
    </>
  );
  return (
    <li>
      {item.link === null ? (
        <div className={styles.item}>{content}</div>
      ) : (
        <Link to={item.link} className={styles.item} onClick={onOpen}>
          {content}
        </Link>
      )}
    </li>
  );
}

/**
 * The navigation bar's bell (D129): its name says how many are unread; it opens the newest
 * notifications, each going to its run (and so read), with "Mark all read".
 */
export function NotificationBell({ actor, defaultOpen = false }: { actor: NotificationBellActor; /** Stories show the panel open. */ defaultOpen?: boolean }) {
  const items = useSelector(actor, selectBellItems);
  const unread = useSelector(actor, selectBellUnread);
  const loading = useSelector(actor, selectBellLoading);
  const failed = useSelector(actor, selectBellFailed);
  return (
    <PopoverDialogTrigger defaultOpen={defaultOpen}>
      <PopoverButton className={styles.button} aria-label={bellName(unread)}>
        <Bell size={20} aria-hidden="true" />
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </PopoverButton>
      <PopoverDialog popoverClassName={styles.popover} className={styles.dialog}>
        {(close) => (
          <>
            <div className={styles.head}>
              <PopoverTitle className={styles.heading}>Notifications</PopoverTitle>
              {unread > 0 ? (
                <Button variant="ghost" size="sm" onPress={() => actor.send({ type: 'bell.readAll' })}>
                  Mark all read
                </Button>
              ) : null}
            </div>
            {loading ? (
              <p className={styles.note} role="status">
                <Spinner /> Loading notifications…
              </p>
            ) : failed ? (
              <LoadFailed subject="Your notifications" onRetry={() => actor.send({ type: 'bell.retry' })} />
            ) : items.length === 0 ? (
              <p className={styles.note}>Nothing yet: failed runs, recoveries and refused webhook deliveries show here.</p>
            ) : (
              <ul className={styles.list} aria-label="Newest notifications">
                {items.map((item) => (
                  <NotificationItem
                    key={item.id}
                    item={item}
                    onOpen={() => {
                      actor.send({ type: 'bell.open', id: item.id });
                      close();
                    }}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </PopoverDialog>
    </PopoverDialogTrigger>
  );
}
