import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Toast, toastMachine } from '../../machines/toast/toast.machine';
import { selectVisibleToast } from '../../machines/toast/toast.selectors';
import * as styles from './ToastRegion.css';
import { CloseIcon, ToastVariantIcon } from './toast-icons';

export type ToastActorRef = ActorRefFrom<typeof toastMachine>;

/** Spec 01 §9: F8 takes keyboard users to the notifications. */
const FOCUS_HOTKEY = 'F8';

/**
 * Where toasts appear. Both live regions are always in the page, so a toast inserted into one is
 * announced; errors (destructive) interrupt, everything else waits its turn.
 */
export function ToastRegion({ actor }: { actor: ToastActorRef }) {
  const toast = useSelector(actor, selectVisibleToast);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== FOCUS_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const urgent = toast?.variant === 'destructive';
  return (
    <section ref={regionRef} aria-label={`Notifications (${FOCUS_HOTKEY})`} tabIndex={-1} className={styles.region}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && !urgent ? <ToastCard key={toast.id} toast={toast} actor={actor} /> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {toast && urgent ? <ToastCard key={toast.id} toast={toast} actor={actor} /> : null}
      </div>
    </section>
  );
}

interface Drag {
  pointerId: number;
  startX: number;
}

function ToastCard({ toast, actor }: { toast: Toast; actor: ToastActorRef }) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [offsetX, setOffsetX] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // The close button handles its own presses; capturing here would steal its click.
    if ((event.target as Element).closest('button')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ pointerId: event.pointerId, startX: event.clientX });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    // Only rightward travel dismisses, so only rightward travel moves the card.
    setOffsetX(Math.max(0, event.clientX - drag.startX));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (drag?.pointerId !== event.pointerId) return;
    setDrag(null);
    setOffsetX(0);
    if (!cancelled) actor.send({ type: 'toast.swipe', dx: event.clientX - drag.startX });
  };

  return (
    <div
      className={[styles.card, styles.variant[toast.variant], drag ? styles.dragging : styles.settling].join(' ')}
      style={offsetX ? { transform: `translateX(${offsetX}px)`, opacity: Math.max(0.3, 1 - offsetX / 200) } : undefined}
      data-variant={toast.variant}
      data-testid="toast"
      onPointerEnter={() => actor.send({ type: 'toast.pause' })}
      onPointerLeave={() => actor.send({ type: 'toast.resume' })}
      onFocus={() => actor.send({ type: 'toast.pause' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) actor.send({ type: 'toast.resume' });
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
    >
      <span className={[styles.iconBox, styles.icon[toast.variant]].join(' ')} aria-hidden="true">
        <ToastVariantIcon variant={toast.variant} size={20} />
      </span>
      <div className={styles.text}>
        <div className={styles.title}>{toast.title}</div>
        {toast.description ? (
          <div className={[styles.description, toast.variant === 'destructive' ? styles.descriptionDestructive : ''].join(' ')}>
            {toast.description}
          </div>
        ) : null}
      </div>
      {/* A native button: react-aria would put its press machinery into the first-load chunk. */}
      <button type="button" className={styles.close} aria-label="Close notification" onClick={() => actor.send({ type: 'toast.dismiss' })}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
