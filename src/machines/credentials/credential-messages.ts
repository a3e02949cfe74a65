import type { Credential } from '../../domain/credentials/credentials';
import { errorTextOr } from '../../domain/error-text';
import type { ToastInput } from '../toast/toast.types';

/** The Credentials screen's toasts (D66), in the words of the app's other lists. */
export const loadFailedToast = (error: unknown): ToastInput => ({
  title: 'Error Loading Credentials',
  description: errorTextOr(error, 'Failed to load credentials. Please try again.'),
  variant: 'destructive',
});

export const createdToast = (credential: Credential): ToastInput => ({
  title: 'Credential Added',
  description: `"${credential.name}" is stored encrypted. Its values are never shown again.`,
  variant: 'success',
});

export const updatedToast = (credential: Credential): ToastInput => ({ title: 'Credential Updated', description: `"${credential.name}" has been saved.`, variant: 'success' });

export const saveFailedToast = (error: unknown): ToastInput => ({
  title: 'Save Failed',
  description: errorTextOr(error, 'Failed to save the credential. Please try again.'),
  variant: 'destructive',
});

export const deletedToast = (credential: Credential): ToastInput => ({ title: 'Credential Deleted', description: `"${credential.name}" has been deleted.`, variant: 'success' });

export const deleteFailedToast = (error: unknown): ToastInput => ({
  title: 'Deletion Failed',
  description: errorTextOr(error, 'Failed to delete the credential. Please try again.'),
  variant: 'destructive',
});
