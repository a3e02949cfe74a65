import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { acceptedMarketImageExtensions, acceptedMarketImageTypes } from '../../domain/market/market-image';
import type { publishBotMachine } from '../../machines/market/publish-bot.machine';
import { selectPublishErrors, selectPublishImage, selectPublishing, selectPublishOpen, selectPublishValues } from '../../machines/market/publish-bot.selectors';
import type { PublishField } from '../../machines/market/publish-form';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { FileField } from '../ui/FileField';
import { TextField } from '../ui/TextField';
import * as styles from './MarketplaceView.css';
import { PublishChoiceFields } from './PublishChoice';

type PublishActor = ActorRefFrom<typeof publishBotMachine>;

/**
 * The upload modal (02 §2: name, description, comma-separated tags, image 'PNG, JPG up to 5MB', Cancel,
 * Upload), with the price (D56) and what D130 adds: one of the seller's sequences and a saved version.
 */
export function PublishBotDialog({ actor }: { actor: PublishActor }) {
  const open = useSelector(actor, selectPublishOpen);
  const values = useSelector(actor, selectPublishValues);
  const image = useSelector(actor, selectPublishImage);
  const errors = useSelector(actor, selectPublishErrors);
  const busy = useSelector(actor, selectPublishing);
  const close = () => actor.send({ type: 'dialog.close' });
  const text = (field: PublishField, label: string, options: { multiline?: boolean; inputMode?: 'decimal' } = {}) => (
    <TextField
      label={label}
      value={values[field]}
      multiline={options.multiline}
      inputMode={options.inputMode}
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
      <DialogHeader title="Upload Bot" description="Publish your bot to the marketplace" closeLabel={busy ? undefined : 'Close'} onClose={close} />
      <form
        className={styles.publishForm}
        noValidate
        aria-label="Upload Bot"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        <div className={styles.publishFields}>
        {text('name', 'Name')}
        {text('description', 'Description', { multiline: true })}
        {text('tags', 'Tags (comma-separated)')}
        {text('price', 'Price (USD)', { inputMode: 'decimal' })}
        <PublishChoiceFields actor={actor} />
        <FileField
          label="Image"
          hint="PNG, JPG up to 5MB"
          file={image}
          accepted={[...acceptedMarketImageTypes, ...acceptedMarketImageExtensions]}
          errorMessage={errors.image}
          isDisabled={busy}
          onChoose={(file) => actor.send({ type: 'image.chosen', file })}
          onRemove={() => actor.send({ type: 'image.removed' })}
        />
        </div>
        <DialogActions>
          <Button variant="secondary" isDisabled={busy} onPress={close}>
            Cancel
          </Button>
          <Button type="submit" isPending={busy} pendingLabel="Uploading...">
            Upload
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
