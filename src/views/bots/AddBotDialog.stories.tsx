import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Bot } from '../../domain/bots/bots';
import { addBotMachine, type AddBotEvent, type AddBotRequest } from '../../machines/bots/add-bot.machine';
import { never } from './bot-story-fixtures';
import { AddBotDialog } from './AddBotDialog';

export default { title: 'Bots/AddBotDialog' };

function Dialog({ events, add = never }: { events: AddBotEvent[]; add?: () => Promise<Bot> }) {
  const actor = useActorRef(addBotMachine.provide({ actors: { addBot: fromPromise<Bot, AddBotRequest>(add) } }));
  useEffect(() => {
    actor.send({ type: 'dialog.open' });
    for (const event of events) actor.send(event);
  }, [actor, events]);
  // A dialog opens over a page (and is portalled out of the story's root): this is that page.
  return (
    <>
      <h1>My Bots</h1>
      <AddBotDialog actor={actor} />
    </>
  );
}

const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'picture.png', { type: 'image/png' });
const workflow = new File(['{"nodes":[],"edges":[],"viewport":{"x":0,"y":0,"zoom":1}}'], 'nightly.json', { type: 'application/json' });

export const Upload: Story = () => <Dialog events={[]} />;
export const Subscribe: Story = () => <Dialog events={[{ type: 'tab.subscribe' }]} />;
export const WrongFile: Story = () => <Dialog events={[{ type: 'file.chosen', file: picture }]} />;
export const NameMissing: Story = () => <Dialog events={[{ type: 'form.submit' }]} />;
/** A JSON file is chosen; the name and priority left empty are the file's to fill (D83). */
export const NameFromFile: Story = () => <Dialog events={[{ type: 'file.chosen', file: workflow }]} />;
/** The file had no title either: the server's message sits under the name. */
export const FileWithoutTitle: Story = () => (
  <Dialog events={[{ type: 'file.chosen', file: workflow }, { type: 'form.submit' }]} add={() => Promise.reject(Object.assign(new Error('title: Bot name is required'), { status: 422, body: { detail: 'title: Bot name is required' } }))} />
);
export const Uploading: Story = () => <Dialog events={[{ type: 'field.changed', field: 'name', value: 'Nightly export' }, { type: 'file.chosen', file: workflow }, { type: 'form.submit' }]} />;
export const BadSubscriptionUrl: Story = () => <Dialog events={[{ type: 'tab.subscribe' }, { type: 'field.changed', field: 'subscriptionUrl', value: 'not a url' }, { type: 'form.submit' }]} />;
/** The server read the file and refused it: its message sits under the file. */
export const RefusedByServer: Story = () => (
  <Dialog
    events={[{ type: 'field.changed', field: 'name', value: 'Nightly export' }, { type: 'file.chosen', file: workflow }, { type: 'form.submit' }]}
    add={() => Promise.reject(Object.assign(new Error('Only JSON and text files are accepted'), { status: 415 }))}
  />
);
