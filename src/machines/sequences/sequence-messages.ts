import type { Sequence } from '../../domain/sequences/sequences';
import { errorTextOr } from '../../domain/error-text';
import type { ToastInput } from '../toast/toast.types';

/** The sequence toasts of spec 02 §8, word for word (and ours for deleting, which the spec lacks). */
export const loadFailedToast = (error: unknown): ToastInput => ({
  title: 'Error Loading Sequences',
  description: errorTextOr(error, 'Failed to load sequences data. Please try again.'),
  variant: 'destructive',
});

export const refreshedToast: ToastInput = { title: 'Sequences Refreshed', description: 'Sequences data has been refreshed successfully.' };

export const updatedToast: ToastInput = { title: 'Sequence Updated!', description: 'Sequence has been successfully updated.', variant: 'success' };

export const updateFailedToast = (error: unknown): ToastInput => ({
  title: 'Update Failed',
  description: errorTextOr(error, 'Failed to update sequence. Please try again.'),
  variant: 'destructive',
});

export const noSequenceToast: ToastInput = { title: 'Update Failed', description: 'No sequence selected or sequence ID missing.', variant: 'destructive' };

export const titleRequiredToast: ToastInput = { title: 'Validation Error', description: 'Title is required.', variant: 'destructive' };

export const createdToast = (sequence: Sequence): ToastInput => ({
  title: 'Sequence Created!',
  description: `"${sequence.title}" is ready for its first workflow.`,
  variant: 'success',
});

export const createFailedToast = (error: unknown): ToastInput => ({
  title: 'Creation Failed',
  description: errorTextOr(error, 'Failed to create sequence. Please try again.'),
  variant: 'destructive',
});

export const deletedToast = (sequence: Sequence): ToastInput => ({
  title: 'Sequence Deleted',
  description: `"${sequence.title}" has been deleted.`,
  variant: 'success',
});

export const deleteFailedToast = (error: unknown): ToastInput => ({
  title: 'Deletion Failed',
  description: errorTextOr(error, 'Failed to delete sequence. Please try again.'),
  variant: 'destructive',
});
