import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { limitNoticeMachine } from '../../machines/plans/limit-notice.machine';
import { selectLimitNotice } from '../../machines/plans/limit-notice.selectors';
import { LinkButton } from '../ui/LinkButton';
import { Button } from '../ui/Button';
import * as styles from './PlanLimitNotice.css';

/**
 * A limit of the user's plan was reached (D85): the server's text, which names the limit and the
 * plan that lifts it, and a link to the plans. It stays where the action was until the user closes it
 * or acts again, so a keyboard reaches the link at its own pace (a toast leaves after 5 s).
 */
export function PlanLimitNotice({ detail, onDismiss }: { detail: string; onDismiss?: () => void }) {
  return (
    <div className={styles.notice} role="alert" data-testid="plan-limit-notice">
      <p className={styles.text}>{detail}</p>
      <div className={styles.actions}>
        <LinkButton to="/subscriptions" variant="secondary" size="sm">
          See the plans
        </LinkButton>
        {onDismiss ? (
          <Button variant="ghost" size="sm" onPress={onDismiss}>
            Dismiss
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export type LimitNoticeActorRef = ActorRefFrom<typeof limitNoticeMachine>;

/** The limit notice machine's notice, while it is shown. */
export function LimitNoticeView({ actor }: { actor: LimitNoticeActorRef }) {
  const detail = useSelector(actor, selectLimitNotice);
  if (detail === null) return null;
  return <PlanLimitNotice detail={detail} onDismiss={() => actor.send({ type: 'limit.dismiss' })} />;
}
