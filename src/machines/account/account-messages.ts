import { errorTextOr } from '../../domain/error-text';
import type { User } from '../../domain/account/user';
import type { ToastInput } from '../toast/toast.types';

/** The account toasts of spec 01 §8, word for word. */

export const loginSucceededToast = (user: User): ToastInput => ({
  title: 'Login Successful!',
  description: `Welcome back ${user.name} ${user.lastname}`,
  variant: 'success',
});

export const loginFailedToast = (error: unknown): ToastInput => ({
  title: 'Login Failed',
  description: errorTextOr(error, 'Invalid email or password. Please try again.'),
  variant: 'destructive',
});

export const registrationSucceededToast = (user: User): ToastInput => ({
  title: 'Registration Successful!',
  description: `Welcome to Botflow, ${user.name} ${user.lastname}! Your account has been created.`,
  variant: 'success',
});

export const registrationFailedToast = (error: unknown): ToastInput => ({
  title: 'Registration Failed',
  description: errorTextOr(error, 'An error occurred during registration. Please try again.'),
  variant: 'destructive',
});

export const passwordTooShortToast: ToastInput = {
  title: 'Password Too Short',
  description: 'Password must be at least 6 characters long',
  variant: 'destructive',
};

export const profileLoadFailedToast = (error: unknown): ToastInput => ({
  title: 'Error Loading Profile',
  description: errorTextOr(error, 'Failed to load profile data. Please try again.'),
  variant: 'destructive',
});

export const profileUpdatedToast: ToastInput = {
  title: 'Profile Updated!',
  description: 'Your profile has been successfully updated.',
  variant: 'success',
};

export const profileUpdateFailedToast = (error: unknown): ToastInput => ({
  title: 'Update Failed',
  description: errorTextOr(error, 'Failed to update profile. Please try again.'),
  variant: 'destructive',
});

export const passwordChangedToast: ToastInput = {
  title: 'Password Changed Successfully!',
  description: 'Your password has been updated successfully.',
  variant: 'success',
};

export const passwordChangeFailedToast = (error: unknown): ToastInput => ({
  title: 'Password Change Failed',
  description: errorTextOr(error, 'An error occurred while changing password. Please try again.'),
  variant: 'destructive',
});

/** The password reset flows' refusals (D82), in the words of the spec's other account toasts. */
export const resetLinkRequestFailedToast = (error: unknown): ToastInput => ({
  title: 'Reset Link Not Sent',
  description: errorTextOr(error, 'An error occurred while sending the reset link. Please try again.'),
  variant: 'destructive',
});

export const passwordResetFailedToast = (error: unknown): ToastInput => ({
  title: 'Password Reset Failed',
  description: errorTextOr(error, 'An error occurred while resetting the password. Please try again.'),
  variant: 'destructive',
});
