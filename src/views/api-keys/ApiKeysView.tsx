import { useSelector } from '@xstate/react';
import { KeySquare, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { ApiAccess, ApiKey } from '../../domain/api-keys/api-key-contract';
import { apiKeyScopeLabels } from '../../domain/api-keys/api-key-scopes';
import type { apiKeysMachine } from '../../machines/api-keys/api-keys.machine';
import { selectApiAccess, selectApiKeys, selectApiKeysPhase, selectCanCreate } from '../../machines/api-keys/api-keys.selectors';
import type { createApiKeyMachine } from '../../machines/api-keys/create-api-key.machine';
import type { revokeApiKeyMachine } from '../../machines/api-keys/revoke-api-key.machine';
import { Button } from '../ui/Button';
import { LinkButton } from '../ui/LinkButton';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import { keyDate, lastUsedText } from './api-key-dates';
import * as styles from './ApiKeysView.css';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';
import { ColumnHeads } from '../ui/ColumnHeads';

export interface ApiKeysViewProps {
  actor: ActorRefFrom<typeof apiKeysMachine>;
  createActor: ActorRefFrom<typeof createApiKeyMachine>;
  revokeActor: ActorRefFrom<typeof revokeApiKeyMachine>;
}

function Expires({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.expiresAt === null) return <>Never</>;
  if (apiKey.expired) {
    return (
      <span className={styles.expired}>
        <span>Expired</span> <span>{keyDate(apiKey.expiresAt)}</span>
      </span>
    );
  }
  return <>{keyDate(apiKey.expiresAt)}</>;
}

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <tr data-testid="api-key-row">
      <th scope="row" className={styles.nameCell}>
        {apiKey.name}
      </th>
      <td className={styles.cell}>
        <ul className={styles.scopes} aria-label={`Scopes of ${apiKey.name}`}>
          {apiKey.scopes.map((scope) => (
            <li key={scope} className={styles.scope}>
              {apiKeyScopeLabels[scope]}
            </li>
          ))}
        </ul>
      </td>
      <td className={styles.cell}>
        <code className={styles.prefix}>{apiKey.prefix}…</code>
      </td>
      <td className={styles.dateCell}>{keyDate(apiKey.createdAt)}</td>
      <td className={styles.dateCell}>{lastUsedText(apiKey.lastUsedAt)}</td>
      <td className={styles.dateCell}>
        <Expires apiKey={apiKey} />
      </td>
      <td className={styles.cell}>
        <div className={styles.rowActions}>
          <Button variant="secondary" size="sm" aria-label={`Revoke ${apiKey.name}`} onPress={onRevoke}>
            Revoke
          </Button>
        </div>
      </td>
    </tr>
  );
}

function ApiKeysTable({ keys, canCreate, revokeActor }: { keys: ApiKey[]; canCreate: boolean; revokeActor: ApiKeysViewProps['revokeActor'] }) {
  if (keys.length === 0) {
    return (
      <div className={styles.empty}>
        <KeySquare size={28} aria-hidden="true" />
        <p className={styles.muted}>{canCreate ? 'No API keys yet. Create one for each program that calls the API, so you can revoke one without the others.' : 'No API keys.'}</p>
      </div>
    );
  }
  const columns = ['Name', 'Scopes', 'Key', 'Created', 'Last used', 'Expires'];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Your API keys</caption>
        <ColumnHeads columns={columns} cellClassName={styles.headCell} />
        <tbody>
          {keys.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => revokeActor.send({ type: 'revoke.request', key: apiKey })} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the plan grants the keys: its figure, or why there are none and the plan that has them. */
function Access({ access }: { access: ApiAccess }) {
  if (access.refusal !== null) {
    return (
      <div className={styles.notice} data-testid="api-access-notice">
        <p className={styles.noticeText}>{access.refusal}</p>
        <LinkButton to="/subscriptions" variant="secondary" size="sm">
          See the plans
        </LinkButton>
      </div>
    );
  }
  return (
    <p className={styles.access}>
      {access.plan}: each key may make {access.requestsPerMinute.toLocaleString('en-US')} requests a minute. How to call the API with one:{' '}
      <Link to="/documents/api-reference#api-keys">API Reference</Link>.
    </p>
  );
}

/** /api-keys (D137): the user's keys for their own programs; a key is shown once, when it is made. */
export function ApiKeysView({ actor, createActor, revokeActor }: ApiKeysViewProps) {
  const phase = useSelector(actor, selectApiKeysPhase);
  const keys = useSelector(actor, selectApiKeys);
  const access = useSelector(actor, selectApiAccess);
  const canCreate = useSelector(actor, selectCanCreate);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <div>
          <h1 id="page-title" className={styles.title}>
            API Keys
          </h1>
          <p className={styles.tagline}>
            Keys let your own programs start runs and read your sequences, runs and bots through the API, without your password. A key is shown once, when you create it.
          </p>
        </div>
        <Button isDisabled={!canCreate} onPress={() => createActor.send({ type: 'create.open' })}>
          <Plus size={16} aria-hidden="true" /> Create API Key
        </Button>
      </header>
      {phase === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner />
          Loading API keys...
        </p>
      ) : phase === 'failed' ? (
        <LoadFailed subject="Your API keys" className={styles.panel} textClassName={styles.muted} onRetry={() => actor.send({ type: 'keys.retry' })} />
      ) : (
        <>
          {access ? <Access access={access} /> : null}
          <ApiKeysTable keys={keys} canCreate={canCreate} revokeActor={revokeActor} />
        </>
      )}
      <CreateApiKeyDialog actor={createActor} />
      <RevokeApiKeyDialog actor={revokeActor} />
    </section>
  );
}
