import { z } from 'zod';
import { emailRule, nameRule, passwordRule } from '../rules';
import { ruleMessages } from '../rule-texts';

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
