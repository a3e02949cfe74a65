import { z } from 'zod';
import { emailRule, nameRule, passwordRule } from '../rules';
import { ruleMessages } from '../rule-texts';

/** Password reset links are good for 30 minutes, once (D82). */
export const resetLinkLifetimeMinutes = 30;

export const resetLinkMessages = {
  /** Said for a used, expired or unknown link alike: a link's holder learns nothing more. */
  invalid: 'This password reset link has expired or has already been used. Please ask for a new one.',
} as const;

export const loginPayloadSchema = z.object({
  email: emailRule(),
  password: z.string({ error: ruleMessages.required('Password') }).min(1, ruleMessages.required('Password')).max(100),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const registerPayloadSchema = z.object({
  name: nameRule('First name'),
  lastname: nameRule('Last name'),
  email: emailRule(),
  password: passwordRule(),
  // Accepted for the spec's payload shape; the server ignores both (D6).
  is_active: z.boolean().optional(),
  is_admin: z.boolean().optional(),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const changePasswordPayloadSchema = z.object({
  current_password: passwordRule('Current password'),
  new_password: passwordRule('New password'),
});
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

export const profileUpdatePayloadSchema = z.object({
  name: nameRule('First name'),
  lastname: nameRule('Last name'),
  email: emailRule(),
});
export type ProfileUpdatePayload = z.infer<typeof profileUpdatePayloadSchema>;

/** Asks for a password reset link (D82); the answer is the same whether or not the address has an account. */
export const forgotPasswordPayloadSchema = z.object({
  email: emailRule(),
});
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayloadSchema>;

/** A reset link's token and the new password, under the rules of registration and password change. */
export const resetPasswordPayloadSchema = z.object({
  token: z.string({ error: resetLinkMessages.invalid }).min(1, resetLinkMessages.invalid).max(512, resetLinkMessages.invalid),
  password: passwordRule('New password'),
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;
