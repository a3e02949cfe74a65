import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Webhook, WebhookList } from '../../domain/webhooks/webhooks';
import { webhookAddressesMachine, type RotateRequest } from '../../machines/designer/webhook-addresses.machine';
import { sampleWebhook } from './webhook-fixtures';
import { WebhookAddresses } from './WebhookAddresses';

/** A Webhook node's Addresses in Run Settings (D126, D135), in each state of the webhook-addresses machine. */
export default { title: 'Designer/Properties/Webhook addresses' };

const never = () => new Promise<never>(() => {});
const rotated: Webhook = { ...sampleWebhook, productionUrl: 'https://botflow.example/v1/webhooks/Pm4tY8sC1nA6vF2hJ9kD0e' };

interface Scenario {
  load?: () => Promise<WebhookList>;
  copy?: () => Promise<void>;
  rotate?: () => Promise<Webhook>;
  /** What the user pressed once the addresses were shown. */
  press?: 'copy' | 'rotate' | 'confirm';
  nodeId?: string;
}

function Addresses({ load = never, copy = never, rotate = never, press, nodeId = 'hook' }: Scenario) {
  const actor = useActorRef(
    webhookAddressesMachine.provide({
      actors: {
        loadWebhooks: fromPromise<WebhookList, { sequenceId: string }>(load),
        copyText: fromPromise<void, { text: string }>(copy),
        rotateAddress: fromPromise<Webhook, RotateRequest>(rotate),
      },
    }),
  );
  useEffect(() => {
    if (!press) return;
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches({ shown: 'ready' })) return;
      subscription.unsubscribe();
      if (press === 'copy') actor.send({ type: 'addresses.copy', address: 'test' });
      else actor.send({ type: 'addresses.rotate', address: 'production' });
      if (press === 'confirm') actor.send({ type: 'addresses.confirm' });
    });
    return () => subscription.unsubscribe();
  }, [actor, press]);
  return (
    <div style={{ width: 360, padding: 16 }}>
      <WebhookAddresses actor={actor} sequenceId="seq-1" nodeId={nodeId} reloadKey="1" />
    </div>
  );
}

const answer = <T,>(value: T) => async () => value;
const inactive: WebhookList = { active: false, items: [{ ...sampleWebhook, live: false }] };
const active: WebhookList = { active: true, items: [sampleWebhook] };

export const Loading: Story = () => <Addresses />;
export const LoadFailed: Story = () => <Addresses load={() => Promise.reject(new Error('No response from server'))} />;
/** Workflow Active is off: the production URL does not run yet. */
export const ShownInactive: Story = () => <Addresses load={answer(inactive)} />;
export const ShownActive: Story = () => <Addresses load={answer(active)} />;
/** A disabled node's addresses answer 404. */
export const ShownDisabled: Story = () => <Addresses load={answer({ active: true, items: [{ ...sampleWebhook, enabled: false, live: false }] })} />;
/** A node added since the last save has no address yet. */
export const NotSavedYet: Story = () => <Addresses load={answer(active)} nodeId="fresh" />;
export const Copying: Story = () => <Addresses load={answer(active)} press="copy" />;
export const Copied: Story = () => <Addresses load={answer(active)} copy={async () => {}} press="copy" />;
export const CopyRefused: Story = () => <Addresses load={answer(active)} copy={() => Promise.reject(new Error('Denied'))} press="copy" />;
export const ConfirmingRotate: Story = () => <Addresses load={answer(active)} press="rotate" />;
export const Rotating: Story = () => <Addresses load={answer(active)} press="confirm" />;
export const Rotated: Story = () => <Addresses load={answer(active)} rotate={answer(rotated)} press="confirm" />;
export const RotateFailed: Story = () => <Addresses load={answer(active)} rotate={() => Promise.reject(new Error('No sequence of yours has this id'))} press="confirm" />;
