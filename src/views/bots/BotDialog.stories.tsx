import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { CredentialChoice } from '../../domain/bots/bot-setup';
import type { Bot } from '../../domain/bots/bots';
import { botDialogMachine, type BotDialogEvent, type BotSave } from '../../machines/bots/bot-dialog.machine';
import { backupChecker, invoiceCollector, leadCapture, leadCaptureSetUp, leadSync, never, nightlyReport, storyCredentials } from './bot-story-fixtures';
import { BotDialog } from './BotDialog';

export default { title: 'Bots/BotDialog' };

function Dialog({ events, save = never, credentials = async () => storyCredentials }: { events: BotDialogEvent[]; save?: () => Promise<Bot>; credentials?: () => Promise<CredentialChoice[]> }) {
  const actor = useActorRef(
    botDialogMachine.provide({ actors: { saveBot: fromPromise<Bot, BotSave>(save), loadCredentials: fromPromise(credentials) } }),
  );
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

/** A bought bot before its setup (D66): each input, which are set, which are required. */
export const ViewModeNeedsSetup: Story = () => <Dialog events={[{ type: 'dialog.open', bot: leadCapture, mode: 'view' }]} />;
/** Set up: a credential input shows the credential's name, never a value. */
export const ViewModeSetUp: Story = () => <Dialog events={[{ type: 'dialog.open', bot: leadCaptureSetUp, mode: 'view' }]} />;
/** A bought bot's edit is its setup alone (D130): the setup's fields, the credential a select of the user's token credentials. */
export const EditSetup: Story = () => <Dialog events={[{ type: 'dialog.open', bot: leadCapture, mode: 'edit' }]} />;
export const EditSetupLoadingCredentials: Story = () => <Dialog events={[{ type: 'dialog.open', bot: leadCapture, mode: 'edit' }]} credentials={never} />;
/** The credentials could not be read: the credential is named by typing it. */
export const EditSetupCredentialsUnavailable: Story = () => (
  <Dialog events={[{ type: 'dialog.open', bot: leadCapture, mode: 'edit' }]} credentials={() => Promise.reject(new Error('No response from server'))} />
);
/** An input of every other kind: number, checkbox, JSON, file name. */
export const EditSetupEveryKind: Story = () => <Dialog events={[{ type: 'dialog.open', bot: nightlyReport, mode: 'edit' }]} />;
export const EditSetupWithErrors: Story = () => (
  <Dialog
    events={[
      { type: 'dialog.open', bot: nightlyReport, mode: 'edit' },
      { type: 'setup.changed', name: 'limit', value: 'lots' },
      { type: 'setup.changed', name: 'columns', value: '["id",' },
      { type: 'form.submit' },
    ]}
  />
);
/** The server refused a setup value: its message sits under the input. */
export const SetupRefused: Story = () => (
  <Dialog
    events={[{ type: 'dialog.open', bot: leadCapture, mode: 'edit' }, { type: 'form.submit' }]}
    save={() => Promise.reject(new Error('inputValues.crmUrl: CRM contacts endpoint must be a web address starting with http:// or https://'))}
  />
);

/** A bought bot whose workflow asks for nothing: its details are its listing's, so there is nothing to edit (D130). */
export const EditBoughtNothingToSetUp: Story = () => <Dialog events={[{ type: 'dialog.open', bot: { ...leadSync, marketBotId: 3, version: 1 }, mode: 'edit' }]} />;
