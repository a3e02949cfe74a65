import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { acceptedBotFileExtensions, acceptedBotFileTypes } from '../../domain/bots/bot-file';
import type { addBotMachine } from '../../machines/bots/add-bot.machine';
import type { AddBotTextField } from '../../machines/bots/add-bot-form';
import { selectAddBotErrors, selectAddBotFile, selectAddBotFileMayFill, selectAddBotOpen, selectAddBotTab, selectAddBotValues, selectIsAddingBot } from '../../machines/bots/add-bot.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { FileField } from '../ui/FileField';
import { SelectField } from '../ui/SelectField';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs';
import { TextField } from '../ui/TextField';
import { botPriorityOptions } from './bot-priority-options';
import * as styles from './AddBotDialog.css';

type AddBotActor = ActorRefFrom<typeof addBotMachine>;

function ConfigurationFile({ actor }: { actor: AddBotActor }) {
  const file = useSelector(actor, selectAddBotFile);
  const error = useSelector(actor, selectAddBotErrors).file;
  const busy = useSelector(actor, selectIsAddingBot);
  return (
    <FileField
      label="Configuration File (.json and .txt)"
      file={file}
      accepted={[...acceptedBotFileTypes, ...acceptedBotFileExtensions]}
      errorMessage={error}
      isDisabled={busy}
      onChoose={(chosen) => actor.send({ type: 'file.chosen', file: chosen })}
      onRemove={() => actor.send({ type: 'file.removed' })}
    />
  );
}

/** The Add Bot dialog (spec 02 §2): Upload and Subscribe tabs; Cancel and 'Add Bot'. */
export function AddBotDialog({ actor }: { actor: AddBotActor }) {
  const open = useSelector(actor, selectAddBotOpen);
  const tab = useSelector(actor, selectAddBotTab);
  const values = useSelector(actor, selectAddBotValues);
  const errors = useSelector(actor, selectAddBotErrors);
  const busy = useSelector(actor, selectIsAddingBot);
  const fileMayFill = useSelector(actor, selectAddBotFileMayFill);
  const close = () => actor.send({ type: 'dialog.close' });
  const text = (field: AddBotTextField, label: string, multiline = false, description?: string) => (
    <TextField
      label={label}
      description={description}
      value={values[field]}
      multiline={multiline}
      isDisabled={busy}
      errorMessage={errors[field]}
      onChange={(value) => actor.send({ type: 'field.changed', field, value })}
    />
  );
  return (
    <Dialog
      isOpen={open}
      isDismissable={!busy}
      onOpenChange={(isOpen) => {
        if (!isOpen && !busy) close();
      }}
    >
      <DialogHeader title="Add Bot" description="Choose how you want to add your bot" closeLabel={busy ? undefined : 'Close'} onClose={close} />
      <form
        className={styles.form}
        noValidate
        aria-label="Add Bot"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        <Tabs selectedKey={tab} onSelectionChange={(key) => actor.send({ type: key === 'subscribe' ? 'tab.subscribe' : 'tab.upload' })} isDisabled={busy}>
          <TabList className={styles.tabList} aria-label="How to add the bot">
            <Tab id="upload" className={styles.tab}>
              Upload
            </Tab>
            <Tab id="subscribe" className={styles.tab}>
              Subscribe
            </Tab>
          </TabList>
          <TabPanel id="upload" className={styles.panel}>
            {text('name', 'Bot Name', false, fileMayFill ? "Left empty, the workflow file's title is used." : undefined)}
            {text('description', 'Description', true)}
            <SelectField
              label="Priority"
              value={values.priority}
              options={[{ value: '', label: fileMayFill ? "Not chosen: the file's, else Normal" : 'Not chosen: Normal' }, ...botPriorityOptions]}
              isDisabled={busy}
              onChange={(value) => actor.send({ type: 'field.changed', field: 'priority', value })}
            />
            {text('notes', 'Notes', true)}
            <ConfigurationFile actor={actor} />
          </TabPanel>
          <TabPanel id="subscribe" className={styles.panel}>
            {text('subscriptionUrl', 'Subscription URL')}
          </TabPanel>
        </Tabs>
        <DialogActions>
          <Button variant="secondary" isDisabled={busy} onPress={close}>
            Cancel
          </Button>
          <Button type="submit" isPending={busy} pendingLabel="Adding...">
            Add Bot
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
