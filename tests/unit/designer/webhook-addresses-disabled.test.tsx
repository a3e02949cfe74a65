import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Webhook, WebhookList } from '../../../src/domain/webhooks/webhooks';
import { webhookAddressesMachine, type RotateRequest } from '../../../src/machines/designer/webhook-addresses.machine';
import { sampleWebhook } from '../../../src/views/designer/webhook-fixtures';
import { WebhookAddresses } from '../../../src/views/designer/WebhookAddresses';

/** A disabled Webhook node's addresses answer 404 (D135): its Addresses say so above them. */

const disabledText = 'This node is disabled: both addresses answer 404 until it is enabled and the workflow saved.';

function addressesOf(webhook: Webhook) {
  const list: WebhookList = { active: true, items: [webhook] };
  const actor = createActor(
    webhookAddressesMachine.provide({
      actors: {
        loadWebhooks: fromPromise<WebhookList, { sequenceId: string }>(async () => list),
        rotateAddress: fromPromise<Webhook, RotateRequest>(async () => webhook),
        copyText: fromPromise<void, { text: string }>(async () => {}),
      },
    }),
  ).start();
  render(<WebhookAddresses actor={actor} sequenceId="seq-1" nodeId={webhook.nodeId} reloadKey="1" />);
  return actor;
}

describe('WebhookAddresses', () => {
  it('says a disabled node’s addresses answer 404', async () => {
    const actor = addressesOf({ ...sampleWebhook, enabled: false });
    expect(await screen.findByText(disabledText)).toBeInTheDocument();
    actor.stop();
  });

  it('says nothing of it for an enabled node', async () => {
    const actor = addressesOf(sampleWebhook);
    expect(await screen.findByRole('textbox', { name: 'Test URL' })).toHaveValue(sampleWebhook.testUrl);
    expect(screen.queryByText(disabledText)).toBeNull();
    actor.stop();
  });
});
