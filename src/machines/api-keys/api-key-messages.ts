import type { ApiKey } from '../../domain/api-keys/api-key-contract';
import { errorTextOr } from '../../domain/error-text';
import type { ToastInput } from '../toast/toast.types';

/** The API Keys screen's toasts (D137), in the words of the app's other lists. */
export const loadFailedToast = (error: unknown): ToastInput => ({
  title: 'Error Loading API Keys',
  description: errorTextOr(error, 'Failed to load API keys. Please try again.'),
  variant: 'destructive',
});

export const createFailedToast = (error: unknown): ToastInput => ({
  title: 'Creation Failed',
  description: errorTextOr(error, 'Failed to create the API key. Please try again.'),
  variant: 'destructive',
});

export const revokedToast = (key: ApiKey): ToastInput => ({ title: 'API Key Revoked', description: `"${key.name}" no longer works.`, variant: 'success' });

export const revokeFailedToast = (error: unknown): ToastInput => ({
  title: 'Revoke Failed',
  description: errorTextOr(error, 'Failed to revoke the API key. Please try again.'),
  variant: 'destructive',
});
