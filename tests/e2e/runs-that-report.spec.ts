import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { createSequence } from './designer-fixtures';
import { createAccount, expect, payForPlan, signIn, test, type Account } from './fixtures';
import { httpReceiver } from '../fixtures/loopback-receivers';
import { mailTo } from './mail-fixtures';
import { nodeAt } from './workflow-fixtures';

/*
 * A failing unattended run, handled and reported (D128, D129): its api node takes the error path to
 * an Email node, which mails its owner; a later step fails the run, whose alert reaches a
 * Slack-compatible receiver and a signed webhook on loopback; the bell, the sequence's tile, the
 * dashboard's Runs card and insights say so, every one from the records of that run.
 */

function failingWorkflow(baseURL: string, email: string): SavedWorkflow {
  return {
    nodes: [
      nodeAt('n1', 'start', 'Start', 0, 100),
      // A 404 is not retried (D88): the error path is taken at once.
      nodeAt('n2', 'api', 'Fetch orders', 300, 100, { url: `${baseURL}/v1/no-such-orders`, method: 'GET', onFailure: 'errorPath' }),
      nodeAt('n3', 'end', 'Done', 600, 100),
      nodeAt('n4', 'email', 'Tell me', 600, 300, { to: email, subject: 'Orders could not be fetched', body: 'The error: {{input.error.message}}' }),
      // Stops the run (the default): the run fails here, after the error path mailed its owner.
      nodeAt('n5', 'api', 'Post to ledger', 900, 300, { url: `${baseURL}/v1/no-such-ledger`, method: 'POST' }),
    ],
    edges: [
      { id: 'e1', source: 'n1', target: 'n2' },
      { id: 'e2', source: 'n2', target: 'n3' },
      { id: 'e3', source: 'n2', target: 'n4', sourceHandle: 'error' },
      { id: 'e4', source: 'n4', target: 'n5' },
    ],
    viewport: { x: 0, y: 0, zoom: 0.8 },
  };
}

async function addCredential(request: APIRequestContext, account: Account, name: string, kind: string, fields: Record<string, string>) {
  const response = await request.post('/v1/credentials', { headers: { Authorization: account.token }, data: { name, kind, fields } });
  expect(response.status(), await response.text()).toBe(201);
}

test('a failing run takes its error path to an Email node, alerts once on loopback, and shows in the bell, on its tile, the dashboard and insights', async ({ page, request, baseURL }) => {
  const receiver = await httpReceiver();
  try {
    const account = await createAccount(request);
    // Insights per sequence and failing nodes are advanced analytics (D148): a Pro plan has them.
    await payForPlan(request, account);
    await addCredential(request, account, 'team-slack', 'webhookUrl', { url: receiver.url('/slack') });
    await addCredential(request, account, 'alert-signing', 'secret', { value: 'whsec-e2e-not-a-secret' });
    const sequence = await createSequence(request, account, 'Nightly Orders', failingWorkflow(baseURL!, account.email));
    const settings = await request.put(`/v1/sequences/sequences/${sequence.id}/failure-settings`, {
      headers: { Authorization: account.token },
      data: { errorWorkflowId: null, onFailure: true, onRecovery: true, email: false, slackCredential: 'team-slack', webhookUrl: receiver.url('/hook'), webhookCredential: 'alert-signing' },
    });
    expect(settings.status(), await settings.text()).toBe(200);

    const started = await request.post(`/v1/sequences/sequences/${sequence.id}/runs`, { headers: { Authorization: account.token } });
    expect(started.status(), await started.text()).toBe(202);
    const runId = ((await started.json()) as { id: string }).id;

    // The error path's Email node mailed its owner before the ledger step failed the run.
    await expect.poll(async () => (await mailTo(account.email)).join('\n'), { timeout: 30_000 }).toContain('The error: ');
    // One alert on each channel, told once.
    await expect.poll(() => receiver.received.map((each) => each.path).sort(), { timeout: 30_000 }).toEqual(['/hook', '/slack']);
    const slack = JSON.parse(receiver.on('/slack')[0]!.body) as { text: string };
    expect(slack.text).toContain('Nightly Orders failed at Post to ledger (api)');
    expect(slack.text).toContain(runId);
    const hook = receiver.on('/hook')[0]!;
    const [t, v1] = String(hook.headers['botflow-signature']).split(',').map((part) => part.split('=')[1]);
    // The receiver recomputes the signature as the README says: HMAC-SHA256 of "t.body" with the secret.
    expect(v1).toBe(createHmac('sha256', 'whsec-e2e-not-a-secret').update(`${t}.${hook.body}`).digest('hex'));
    expect(JSON.parse(hook.body)).toMatchObject({ kind: 'failure', run: { id: runId }, failedNode: { label: 'Post to ledger' } });

    await signIn(page, account);
    await page.goto('/sequences');
    const tile = page.getByTestId('sequence-tile').filter({ hasText: 'Nightly Orders' });
    await expect(tile.getByTestId('sequence-last-run')).toContainText('Failed');

    // The bell counts the failure; opening it goes to the run in the designer.
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    await page.getByRole('link', { name: /Nightly Orders failed at Post to ledger/ }).click();
    await expect(page).toHaveURL(new RegExp(`\\?run=${runId}`));
    await expect(page.getByRole('region', { name: /^Run: / }).getByRole('status', { name: 'Run status: Failed' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

    await page.goto('/dashboard');
    const runsCard = page.getByRole('region', { name: 'Runs' });
    await expect(runsCard.getByTestId('failed-run')).toContainText('Nightly Orders');

    await page.goto('/insights');
    await expect(page.getByTestId('insights-figure').filter({ hasText: 'Runs' })).toContainText('1');
    await expect(page.getByTestId('insights-figure').filter({ hasText: 'Success rate' })).toContainText('0');
    await expect(page.getByTestId('failing-node').filter({ hasText: 'Post to ledger' })).toBeVisible();
    // Told once: nothing more reached the receiver while the pages above were looked at.
    expect(receiver.received).toHaveLength(2);
  } finally {
    await receiver.close();
  }
});
