import { Check, Globe, KeyRound, ListOrdered } from 'lucide-react';
import type { ListingNeeds, ListingStep, ListingVersion } from '../../domain/market/listing';
import { credentialKindLabels } from '../../domain/credentials/credential-kinds';
import type { DeclaredInput } from '../../domain/workflow/node-catalogue/declared-inputs';
import { releaseDate } from './market-format';
import * as styles from './ListingFacts.css';

/** What an input takes, as a buyer reads it: "a web address", "one of your API token credentials". */
function takes(input: DeclaredInput): string {
  switch (input.kind) {
    case 'url':
      return 'a web address';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'on or off';
    case 'json':
      return 'JSON';
    case 'file':
      return 'a file name';
    case 'selector':
      return 'a CSS selector';
    case 'credential':
      return `one of your ${(input.accepts ?? []).map((kind) => credentialKindLabels[kind]).join(' or ')} credentials`;
    default:
      return 'text';
  }
}

/** What the bot does (D130): its steps in the order a run takes them, each by its label and kind. */
export function ListingSteps({ steps }: { steps: readonly ListingStep[] }) {
  if (steps.length === 0) return <p className={styles.muted}>It has no steps of its own.</p>;
  return (
    <ol className={styles.steps} aria-label="What it does">
      {steps.map((step, index) => (
        <li key={`${index}-${step.label}`} className={styles.step}>
          <ListOrdered size={14} aria-hidden="true" /> <span>{step.label}</span> <span className={styles.kind}>{step.kind}</span>
        </li>
      ))}
    </ol>
  );
}

/** What a buyer sets up before it runs (D130): its inputs, the kinds of credential among them, and whether it runs a browser. */
export function ListingNeeds({ needs }: { needs: ListingNeeds }) {
  return (
    <ul className={styles.needs} aria-label="What it needs">
      {needs.inputs.length === 0 ? (
        <li>
          <Check size={14} aria-hidden="true" /> Nothing to set up
        </li>
      ) : (
        needs.inputs.map((input) => (
          <li key={input.name}>
            <Check size={14} aria-hidden="true" /> {input.label}: {takes(input)}
            {input.required ? ' (required)' : ''}
          </li>
        ))
      )}
      {needs.credentialKinds.length > 0 ? (
        <li>
          <KeyRound size={14} aria-hidden="true" /> Credentials of your own: {needs.credentialKinds.map((kind) => credentialKindLabels[kind]).join(', ')}
        </li>
      ) : null}
      <li>
        <Globe size={14} aria-hidden="true" /> {needs.browser ? 'Runs a browser: its runs wait for a server with one' : 'Runs without a browser'}
      </li>
    </ul>
  );
}

/** A version as its listing says it: "Version 2 · Jan 2, 2026: Checks the threshold first". */
export function ListingVersionLine({ version }: { version: ListingVersion }) {
  return (
    <p className={styles.version}>
      <strong>Version {version.version}</strong> · {releaseDate(version.publishedAt)}: {version.changelog}
    </p>
  );
}

/** Every version listed, newest first. */
export function ListingChangelog({ versions }: { versions: readonly ListingVersion[] }) {
  return (
    <ul className={styles.changelog} aria-label="Changelog">
      {versions.map((version) => (
        <li key={version.version}>
          <ListingVersionLine version={version} />
        </li>
      ))}
    </ul>
  );
}
