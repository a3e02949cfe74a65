import { publishMessages } from '../../domain/market/publishing';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { releaseDate } from './market-format';
import * as styles from './VersionCheckStatus.css';

/** A saved version as a choice says it: "Version 3 · Jan 2, 2026 · Added Send report". */
export const savedVersionLabel = (version: { number: number; savedAt: string; summary: string }) => `Version ${version.number} · ${releaseDate(version.savedAt)} · ${version.summary}`;

interface VersionCheckStatusProps {
  /** The publishing machine's stage: the upload modal's and the update dialog's name the same ones. */
  stage: string;
  problems: readonly string[];
  onRetry: () => void;
  /** Whose saved versions load: "its" (the chosen sequence's) or "its sequence’s" (a published bot's). */
  versionsOf: string;
  /** What a version that passes the check means for the buyers. */
  passes: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What loading, checking or the check before a run says of the version chosen to publish (D130). */
export function VersionCheckStatus({ stage, problems, onRetry, versionsOf, passes }: VersionCheckStatusProps) {
  const retry = (label: string) => (
    <Button variant="secondary" size="sm" onPress={onRetry}>
      {label}
    </Button>
  );
  switch (stage) {
    case 'loadingVersions':
      return (
        <p className={styles.note} role="status">
          <Spinner /> Loading {versionsOf} saved versions...
        </p>
      );
    case 'versionsFailed':
      return (
        <div className={styles.note} role="alert">
          {capitalised(versionsOf)} saved versions could not be loaded. {retry('Try again')}
        </div>
      );
    case 'noVersions':
      return (
        <p className={styles.note} role="alert">
          {publishMessages.noVersions}
        </p>
      );
    case 'checking':
      return (
        <p className={styles.note} role="status">
          <Spinner /> Checking this version as a Run would...
        </p>
      );
    case 'checkFailed':
      return (
        <div className={styles.note} role="alert">
          This version could not be checked. {retry('Check again')}
        </div>
      );
    case 'refused':
      return (
        <div className={styles.problems} role="alert">
          <p className={styles.problemsTitle}>This version cannot be published:</p>
          <ul className={styles.problemList}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p className={styles.note}>Set it up in the designer and save it, then choose the new version.</p>
        </div>
      );
    case 'publishable':
      return (
        <p className={styles.passes} role="status">
          {passes}
        </p>
      );
    default:
      return null;
  }
}
