import { useSelector } from '@xstate/react';
import { Copy } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { apiKeyScopeLabels, apiKeyScopes, apiKeyScopeUses, type ApiKeyScope } from '../../domain/api-keys/api-key-scopes';
import { limits } from '../../domain/rule-texts';
import { apiKeyExpiries, type ApiKeyExpiry } from '../../machines/api-keys/api-key-form';
import type { createApiKeyMachine } from '../../machines/api-keys/create-api-key.machine';
import { selectCopyState, selectCreatedKey, selectCreateStage, selectCreateValues } from '../../machines/api-keys/create-api-key.selectors';
import { selectFieldErrors, selectIsBusy } from '../../machines/forms/form.selectors';
import { Button } from '../ui/Button';
import { Checkbox, CheckboxGroup } from '../ui/CheckboxGroup';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { Form } from '../ui/Form';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { useFormFocus } from '../ui/use-form-focus';
import { keyDate } from './api-key-dates';
import * as styles from './ApiKeysView.css';

type CreateActor = ActorRefFrom<typeof createApiKeyMachine>;

const expiryOptions = apiKeyExpiries.map(({ value, label }) => ({ value, label }));

function KeyForm({ actor }: { actor: CreateActor }) {
  const values = useSelector(actor, selectCreateValues);
  const errors = useSelector(actor, selectFieldErrors);
  const creating = useSelector(actor, selectIsBusy);
  const formRef = useFormFocus(errors, creating);
  return (
    <Form ref={formRef} className={styles.form} onSubmit={() => actor.send({ type: 'create.submit' })}>
      <TextField
        label="Name"
        autoFocus
        description="The program that will use it, so you know which key to revoke"
        value={values.name}
        maxLength={limits.name}
        isDisabled={creating}
        errorMessage={errors.name ?? null}
        onChange={(value) => actor.send({ type: 'create.name', value })}
      />
      <CheckboxGroup
        label="Scopes"
        description="What the key may do. Credentials, payments, API keys and your account are never open to a key."
        value={values.scopes}
        isDisabled={creating}
        errorMessage={errors.scopes ?? null}
        onChange={(scopes) => actor.send({ type: 'create.scopes', scopes: scopes as ApiKeyScope[] })}
      >
        {apiKeyScopes.map((scope) => (
          <Checkbox key={scope} value={scope} label={apiKeyScopeLabels[scope]} description={apiKeyScopeUses[scope]} />
        ))}
      </CheckboxGroup>
      <SelectField<ApiKeyExpiry>
        label="Expires"
        value={values.expiry}
        options={expiryOptions}
        isDisabled={creating}
        errorMessage={errors.expiry ?? null}
        onChange={(expiry) => actor.send({ type: 'create.expiry', expiry })}
      />
      <DialogActions>
        <Button variant="secondary" isDisabled={creating} onPress={() => actor.send({ type: 'create.close' })}>
          Cancel
        </Button>
        <Button type="submit" isPending={creating} pendingLabel="Creating...">
          Create Key
        </Button>
      </DialogActions>
    </Form>
  );
}

const copyWords = { idle: '', copying: 'Copying...', copied: 'Copied to the clipboard.', failed: 'The clipboard refused it: select the key above and copy it yourself.' } as const;

/** The key, this once: readable, selectable and copied with a button; Done is the only way out. */
function CreatedKey({ actor }: { actor: CreateActor }) {
  const created = useSelector(actor, selectCreatedKey);
  const copy = useSelector(actor, selectCopyState);
  if (!created) return null;
  return (
    <div className={styles.form}>
      <p className={styles.warning}>Copy this key now. It will not be shown again: Botflow keeps only a hash of it.</p>
      <TextField label="API key" value={created.key} isReadOnly className={styles.keyField} description={`Send it as the header Authorization: Bearer ${created.prefix}…`} />
      <div className={styles.copyRow}>
        {/* Not disabled while it copies: a disabled button would drop the keyboard's focus; a second press meanwhile is ignored. */}
        <Button variant="secondary" onPress={() => actor.send({ type: 'key.copy' })}>
          <Copy size={16} aria-hidden="true" /> Copy key
        </Button>
        <p role="status" className={styles.summary}>
          {copyWords[copy]}
        </p>
      </div>
      <p className={styles.summary}>
        &ldquo;{created.name}&rdquo; may {created.scopes.map((scope) => apiKeyScopeLabels[scope].toLowerCase()).join(', ')}.{' '}
        {created.expiresAt === null ? 'It works until you revoke it.' : `It expires ${keyDate(created.expiresAt)}.`}
      </p>
      <DialogActions>
        <Button onPress={() => actor.send({ type: 'create.close' })}>Done</Button>
      </DialogActions>
    </div>
  );
}

/**
 * Create an API key (D137): a name, its scopes and an expiry; then the key shown once. The dialog
 * showing it closes only by Done, so Escape or a stray click outside cannot lose a key not yet copied.
 */
export function CreateApiKeyDialog({ actor }: { actor: CreateActor }) {
  const stage = useSelector(actor, selectCreateStage);
  const creating = useSelector(actor, selectIsBusy);
  return (
    <Dialog
      isOpen={stage !== 'closed'}
      isDismissable={stage === 'form' && !creating}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'create.close' });
      }}
    >
      <DialogHeader title={stage === 'created' ? 'API Key Created' : 'Create API Key'} />
      {stage === 'form' ? <KeyForm actor={actor} /> : stage === 'created' ? <CreatedKey actor={actor} /> : null}
    </Dialog>
  );
}
