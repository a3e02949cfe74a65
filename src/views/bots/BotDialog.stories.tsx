import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Bot, BotEditPayload } from '../../domain/bots/bots';
import { botDialogMachine, type BotDialogEvent } from '../../machines/bots/bot-dialog.machine';
import { backupChecker, invoiceCollector, leadSync, never } from './bot-story-fixtures';
import { BotDialog } from './BotDialog';

export default { title: 'Bots/BotDialog' };

function Dialog({ events, save = never }: { events: BotDialogEvent[]; save?: () => Promise<Bot> }) {
  const actor = useActorRef(botDialogMachine.provide({ actors: { saveBot: fromPromise<Bot, { id: number; payload: BotEditPayload }>(save) } }));
  useEffect(() => {
    for (const event of events) actor.send(event);
  }, [actor, events]);
  // A dialog opens over a page (and is portalled out of the story's root): this is that page.
  return (
    <>
      <h1>My Bots</h1>
      <BotDialog actor={actor} />
    </>
  );
}

export const ViewMode: Story = () => <Dialog events={[{ type: 'dialog.open', bot: invoiceCollector, mode: 'view' }]} />;
/** No notes, no configuration, never run. */
export const ViewModeBare: Story = () => <Dialog events={[{ type: 'dialog.open', bot: leadSync, mode: 'view' }]} />;
/** An uploaded workflow file. */
export const ViewModeWithFile: Story = () => <Dialog events={[{ type: 'dialog.open', bot: backupChecker, mode: 'view' }]} />;
export const EditMode: Story = () => <Dialog events={[{ type: 'dialog.open', bot: invoiceCollector, mode: 'edit' }]} />;
export const EditWithErrors: Story = () => (
  <Dialog
    events={[
      { type: 'dialog.open', bot: invoiceCollector, mode: 'edit' },
      { type: 'field.changed', field: 'author', value: '' },
      { type: 'field.changed', field: 'rating', value: '7' },
      { type: 'field.changed', field: 'tags', value: ' , ' },
      { type: 'form.submit' },
    ]}
  />
);
export const Saving: Story = () => <Dialog events={[{ type: 'dialog.open', bot: invoiceCollector, mode: 'edit' }, { type: 'form.submit' }]} />;
/** The server refused the author: its message sits under the field, the edits kept. */
export const SaveRefused: Story = () => (
  <Dialog events={[{ type: 'dialog.open', bot: invoiceCollector, mode: 'edit' }, { type: 'form.submit' }]} save={() => Promise.reject(new Error('author: Author is required'))} />
);
