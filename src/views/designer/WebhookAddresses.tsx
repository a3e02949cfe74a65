import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Webhook, WebhookAddress } from '../../domain/webhooks/webhooks';
import type { webhookAddressesMachine } from '../../machines/designer/webhook-addresses.machine';
import { selectAddressesError, selectAddressesPhase, selectAddressInHand, selectShownWebhook, selectWorkflowActive, type WebhookAddressesPhase } from '../../machines/designer/webhook-addresses.selectors';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import * as panelStyles from './PropertiesPanel.css';
import * as styles from './WebhookAddresses.css';

export type WebhookAddressesActorRef = ActorRefFrom<typeof webhookAddressesMachine>;

const addressNames: Record<WebhookAddress, string> = { production: 'Production URL', test: 'Test URL' };
/** The same within a sentence. */
const addressWords: Record<WebhookAddress, string> = { production: 'production URL', test: 'test URL' };

export interface WebhookAddressesProps {
  actor: WebhookAddressesActorRef;
  sequenceId: string | null;
  nodeId: string;
  /**
   * Changes when the server's list may have changed: a save (a new node gets its addresses) or a
   * Workflow Active flip. The list is loaded again then.
   */
  reloadKey: string;
  /** Opens the sequence's deliveries log. */
  onOpenDeliveries?: () => void;
}

function AddressLine({ actor, webhook, address, phase, inHand }: { actor: WebhookAddressesActorRef; webhook: Webhook; address: WebhookAddress; phase: WebhookAddressesPhase; inHand: WebhookAddress | null }) {
  const url = address === 'production' ? webhook.productionUrl : webhook.testUrl;
  const busy = phase === 'copying' || phase === 'rotating' || phase === 'confirming';
  const isThis = inHand === address;
  const id = `webhook-${address}-url`;
  return (
    <div className={styles.address}>
      <label htmlFor={id} className={panelStyles.label}>
        {addressNames[address]}
      </label>
      <input id={id} className={styles.url} readOnly value={url} onFocus={(event) => event.target.select()} />
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" isDisabled={busy} aria-label={`Copy the ${addressWords[address]}`} onPress={() => actor.send({ type: 'addresses.copy', address })}>
          {isThis && phase === 'copied' ? 'Copied' : 'Copy'}
        </Button>
        <Button size="sm" variant="secondary" isDisabled={busy} aria-label={`Rotate the ${addressWords[address]}`} isPending={isThis && phase === 'rotating'} pendingLabel="Rotating..." onPress={() => actor.send({ type: 'addresses.rotate', address })}>
          Rotate
        </Button>
      </div>
    </div>
  );
}

/** What the live region says after a copy or a rotation. */
function doneText(phase: WebhookAddressesPhase, inHand: WebhookAddress | null): string {
  if (!inHand) return '';
  if (phase === 'copied') return `Copied the ${addressWords[inHand]}.`;
  if (phase === 'rotated') return `The ${addressWords[inHand]} is new; the old one no longer answers.`;
  return '';
}

/**
 * A Webhook node's addresses in Run Settings (D126, D135): its production and test URLs, each with
 * Copy and Rotate (confirmed first), what Workflow Active means for the production URL, and, for a
 * node the server does not list, that saving gives it its addresses.
 */
export function WebhookAddresses({ actor, sequenceId, nodeId, reloadKey, onOpenDeliveries }: WebhookAddressesProps) {
  const phase = useSelector(actor, selectAddressesPhase);
  const webhook = useSelector(actor, selectShownWebhook);
  const active = useSelector(actor, selectWorkflowActive);
  const inHand = useSelector(actor, selectAddressInHand);
  const errorMessage = useSelector(actor, selectAddressesError);
  useEffect(() => {
    if (sequenceId) actor.send({ type: 'addresses.show', sequenceId, nodeId });
  }, [actor, sequenceId, nodeId, reloadKey]);
  if (!sequenceId) return null;
  return (
    <fieldset className={panelStyles.section}>
      <legend className={panelStyles.legend}>Addresses</legend>
      {phase === 'idle' || phase === 'loading' ? (
        <p className={styles.text} role="status">
          <Spinner />
          Loading the addresses...
        </p>
      ) : phase === 'failed' ? (
        <>
          <p className={styles.error} role="alert">
            {errorMessage}
          </p>
          <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'addresses.retry' })}>
            Try again
          </Button>
        </>
      ) : !webhook ? (
        <p className={styles.text}>This node has no address yet: save the workflow to give it one.</p>
      ) : (
        <>
          {webhook.enabled ? null : <p className={styles.text}>This node is disabled: both addresses answer 404 until it is enabled and the workflow saved.</p>}
          <AddressLine actor={actor} webhook={webhook} address="production" phase={phase} inHand={inHand} />
          <p className={styles.text}>
            {active ? 'Answers while Workflow Active is on (it is on): runs the last saved version.' : 'Answers only while Workflow Active is on. It is off, so this address does not run yet.'}
          </p>
          <AddressLine actor={actor} webhook={webhook} address="test" phase={phase} inHand={inHand} />
          <p className={styles.text}>Runs the latest saved version whether Workflow Active is on or not; while this designer is open, its runs show in the run panel.</p>
          {phase === 'confirming' && inHand ? (
            <div className={styles.confirm} role="group" aria-labelledby="webhook-rotate-question">
              <p id="webhook-rotate-question" className={styles.text}>
                Rotate the {addressWords[inHand]}? The old address stops answering at once: programs that call it need the new one.
              </p>
              <div className={styles.actions}>
                <Button size="sm" variant="primary" onPress={() => actor.send({ type: 'addresses.confirm' })}>
                  Rotate address
                </Button>
                <Button size="sm" variant="secondary" autoFocus onPress={() => actor.send({ type: 'addresses.cancel' })}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : null}
          {(phase === 'copyFailed' || phase === 'rotateFailed') && errorMessage ? (
            <p className={styles.error} role="alert">
              {errorMessage}
            </p>
          ) : null}
        </>
      )}
      <p className={styles.text} role="status" aria-live="polite">
        {doneText(phase, inHand)}
      </p>
      {onOpenDeliveries ? (
        <Button size="sm" variant="secondary" onPress={onOpenDeliveries}>
          Show deliveries
        </Button>
      ) : null}
    </fieldset>
  );
}
