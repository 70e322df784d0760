import { z } from 'zod';
import { Password, Role } from './auth.js';
import { PageQuery, Pagination, storableText } from './common.js';

export const UserStatus = z.enum(['active', 'inactive'], { error: 'The status must be active or inactive.' });
export type UserStatus = z.infer<typeof UserStatus>;

export const AdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: Role,
  status: UserStatus,
  last_login: z.string().nullable().describe('ISO 8601 UTC, or null when the user never signed in.'),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const UsersQuery = PageQuery(50, 200).extend({
  search: storableText()
    .trim()
    .max(254, { error: 'search can be at most 254 characters.' })
    .optional()
    .describe('Part of a username or an email, without regard to case.'),
});
export type UsersQuery = z.infer<typeof UsersQuery>;

export const UsersPage = z.object({ users: z.array(AdminUser), pagination: Pagination });
export type UsersPage = z.infer<typeof UsersPage>;

export const CreateUserRequest = z.object({
  username: storableText({ error: 'A username is required.' })
    .trim()
    .min(1, { error: 'A username is required.', abort: true })
    .max(50, { error: 'The username can have at most 50 characters.' })
    .regex(/^[\p{L}\p{N}._-]+$/u, {
      error: 'The username can use letters, digits, dots, dashes and underscores.',
    }),
  email: storableText({ error: 'An email is required.' })
    .trim()
    .min(1, { error: 'An email is required.', abort: true })
    .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }).max(254)),
  password: Password,
  role: Role.default('user'),
});
export type CreateUserRequest = z.input<typeof CreateUserRequest>;
/** A create-user request after validation: trimmed, with the role defaulted. */
export type NewUser = z.output<typeof CreateUserRequest>;

export const UpdateUserStatusRequest = z.object({
  status: UserStatus,
});
export type UpdateUserStatusRequest = z.infer<typeof UpdateUserStatusRequest>;

export const ChangePasswordRequest = z.object({ new_password: Password });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
