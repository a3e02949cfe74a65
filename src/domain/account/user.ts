import { z } from 'zod';

/** The user as the API returns it and as the client stores it under `user_data`. */
export const userSchema = z.object({
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  is_admin: z.boolean(),
  created_at: z.string().optional(),
}).meta({ id: 'User', description: 'A user’s profile.' });
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  access_token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export function fullName(user: Pick<User, 'name' | 'lastname'>): string {
  return `${user.name} ${user.lastname}`;
}
