import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { BotUpdate, BotUpdatePayload } from '../../domain/bots/bot-update';
import type { Bot } from '../../domain/bots/bots';
import { botUpdateMachine, type BotUpdateEvent, type LoadedUpdate } from '../../machines/bots/bot-update.machine';
import { leadCaptureUpdatable, leadCaptureUpdate, never, storyCredentials } from './bot-story-fixtures';
import { BotUpdateDialog } from './BotUpdateDialog';

export default { title: 'Bots/BotUpdateDialog' };

const refuse = async (): Promise<never> => {
  throw new Error('Failed to fetch');
};

function Dialog({ load, apply = never, events = [] }: { load: () => Promise<LoadedUpdate>; apply?: () => Promise<Bot>; events?: BotUpdateEvent[] }) {
  const actor = useActorRef(
    botUpdateMachine.provide({ actors: { loadUpdate: fromPromise<LoadedUpdate, { id: number }>(load), applyUpdate: fromPromise<Bot, { id: number; payload: BotUpdatePayload }>(apply) } }),
  );
  useEffect(() => {
    actor.send({ type: 'update.open', bot: leadCaptureUpdatable });
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches('showing')) return;
      subscription.unsubscribe();
      for (const event of events) actor.send(event);
    });
    return () => subscription.unsubscribe();
  }, [actor, events]);
  return (
    <>
      <h1>My Bots</h1>
      <BotUpdateDialog actor={actor} />
    </>
  );
}

const loaded = (update: BotUpdate = leadCaptureUpdate, credentials: LoadedUpdate['credentials'] = storyCredentials) => async () => ({ update, credentials });
const layoutOnly: BotUpdate = { ...leadCaptureUpdate, steps: { added: [], removed: [], changed: [] }, inputs: { added: [], removed: [], changed: [] }, kept: ['crmUrl', 'crmToken'] };

export const Loading: Story = () => <Dialog load={never} />;
export const Failed: Story = () => <Dialog load={refuse} />;
/** What the seller says, what changes, the setup kept and the inputs it asks for (D130). */
export const Showing: Story = () => <Dialog load={loaded()} />;
/** The credentials could not be read: the changed credential is named by typing it. */
export const CredentialsUnavailable: Story = () => <Dialog load={loaded(leadCaptureUpdate, null)} />;
/** Nothing to ask: every input still fits, so the whole setup is kept. */
export const NothingAsked: Story = () => <Dialog load={loaded(layoutOnly)} />;
export const Refused: Story = () => (
  <Dialog load={loaded()} apply={() => Promise.reject(new Error('inputValues.region: CRM region must be text of 2000 characters at most'))} events={[{ type: 'setup.changed', name: 'region', value: 'eu' }, { type: 'update.apply' }]} />
);
export const Applying: Story = () => <Dialog load={loaded()} events={[{ type: 'setup.changed', name: 'region', value: 'eu' }, { type: 'update.apply' }]} />;
