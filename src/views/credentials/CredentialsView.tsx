import { useSelector } from '@xstate/react';
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { credentialKindLabels } from '../../domain/credentials/credential-kinds';
import { setFieldLabels, type Credential } from '../../domain/credentials/credentials';
import type { credentialFormMachine } from '../../machines/credentials/credential-form.machine';
import type { credentialsMachine } from '../../machines/credentials/credentials.machine';
import { selectCredentials, selectCredentialsPhase } from '../../machines/credentials/credentials.selectors';
import type { deleteCredentialMachine } from '../../machines/credentials/delete-credential.machine';
import { Button } from '../ui/Button';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import { CredentialFormDialog } from './CredentialFormDialog';
import { lastUsedText, readableDate } from './credential-dates';
import * as styles from './CredentialsView.css';
import { DeleteCredentialDialog } from './DeleteCredentialDialog';
import { ColumnHeads } from '../ui/ColumnHeads';

export interface CredentialsViewProps {
  actor: ActorRefFrom<typeof credentialsMachine>;
  formActor: ActorRefFrom<typeof credentialFormMachine>;
  deleteActor: ActorRefFrom<typeof deleteCredentialMachine>;
}

function CredentialRow({ credential, onEdit, onDelete }: { credential: Credential; onEdit: () => void; onDelete: () => void }) {
  return (
    <tr data-testid="credential-row">
      <th scope="row" className={styles.nameCell}>
        {credential.name}
      </th>
      <td className={styles.cell}>{credentialKindLabels[credential.kind]}</td>
      <td className={styles.cell}>
        <ul className={styles.fieldNames} aria-label={`Fields of ${credential.name}`}>
          {setFieldLabels(credential).map((label) => (
            <li key={label} className={styles.fieldName}>
              {label}
            </li>
          ))}
        </ul>
      </td>
      <td className={styles.dateCell}>{readableDate(credential.createdAt)}</td>
      <td className={styles.dateCell}>{lastUsedText(credential.lastUsedAt)}</td>
      <td className={styles.cell}>
        <div className={styles.rowActions}>
          <Button variant="ghost" size="sm" aria-label={`Edit ${credential.name}`} onPress={onEdit}>
            <Pencil size={16} aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Delete ${credential.name}`} onPress={onDelete}>
            <Trash2 size={16} aria-hidden="true" />
          </Button>
        </div>
      </td>
    </tr>
  );
}

function CredentialsTable({ credentials, formActor, deleteActor }: { credentials: Credential[] } & Omit<CredentialsViewProps, 'actor'>) {
  if (credentials.length === 0) {
    return (
      <div className={styles.empty}>
        <KeyRound size={28} aria-hidden="true" />
        <p className={styles.muted}>No credentials yet. Add one, then pick it in a node&rsquo;s Run Settings.</p>
      </div>
    );
  }
  const columns = ['Name', 'Kind', 'Fields', 'Created', 'Last used by a run'];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Your credentials</caption>
        <ColumnHeads columns={columns} cellClassName={styles.headCell} />
        <tbody>
          {credentials.map((credential) => (
            <CredentialRow
              key={credential.id}
              credential={credential}
              onEdit={() => formActor.send({ type: 'form.edit', credential })}
              onDelete={() => deleteActor.send({ type: 'delete.request', credential })}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /credentials (D66): the user's credentials, their names and metadata only; values are write-only. */
export function CredentialsView({ actor, formActor, deleteActor }: CredentialsViewProps) {
  const phase = useSelector(actor, selectCredentialsPhase);
  const credentials = useSelector(actor, selectCredentials);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <div>
          <h1 id="page-title" className={styles.title}>
            Credentials
          </h1>
          <p className={styles.tagline}>Logins, tokens and secrets your workflows use. They are stored encrypted, and their values are never shown again.</p>
        </div>
        <Button isDisabled={phase !== 'ready'} onPress={() => formActor.send({ type: 'form.add' })}>
          <Plus size={16} aria-hidden="true" /> Add Credential
        </Button>
      </header>
      {phase === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner />
          Loading credentials...
        </p>
      ) : phase === 'failed' ? (
        <LoadFailed subject="Your credentials" className={styles.panel} textClassName={styles.muted} onRetry={() => actor.send({ type: 'credentials.retry' })} />
      ) : (
        <CredentialsTable credentials={credentials} formActor={formActor} deleteActor={deleteActor} />
      )}
      <CredentialFormDialog actor={formActor} />
      <DeleteCredentialDialog actor={deleteActor} />
    </section>
  );
}
