import type { SnapshotFrom } from 'xstate';
import type { failureSettingsMachine } from './failure-settings.machine';

type FailureSettingsSnapshot = SnapshotFrom<typeof failureSettingsMachine>;

export const selectFailureSettings = (snapshot: FailureSettingsSnapshot) => snapshot.context.settings;
export const selectFailureChoices = (snapshot: FailureSettingsSnapshot) => snapshot.context.choices;
export const selectRecentAlerts = (snapshot: FailureSettingsSnapshot) => snapshot.context.recentAlerts;
export const selectFailureSaveError = (snapshot: FailureSettingsSnapshot) => snapshot.context.error;
export const selectFailureSaved = (snapshot: FailureSettingsSnapshot) => snapshot.context.saved;
export const selectFailureLoading = (snapshot: FailureSettingsSnapshot) => snapshot.matches('loading');
export const selectFailureLoadFailed = (snapshot: FailureSettingsSnapshot) => snapshot.matches('failed');
export const selectFailureSaving = (snapshot: FailureSettingsSnapshot) => snapshot.matches('saving');
