import { z } from 'zod';
import { storableText } from './common.js';

export const Role = z.enum(['user', 'admin'], { error: 'The role must be user or admin.' });
export type Role = z.infer<typeof Role>;

export const LoginRequest = z.object({
  username: storableText({ error: 'Enter your username.' })
    .trim()
    .min(1, { error: 'Enter your username.' })
    .max(100),
  password: storableText({ error: 'Enter your password.' })
    .min(1, { error: 'Enter your password.' })
    .max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().describe('Seconds until the token expires.'),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const Me = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: Role,
});
export type Me = z.infer<typeof Me>;

/** Shared password rule of spec 2 §5. */
export const PASSWORD_MIN_LENGTH = 4;
export const Password = storableText({ error: 'A password is required.' })
  .min(PASSWORD_MIN_LENGTH, { error: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(200, { error: 'The password can have at most 200 characters.' });
