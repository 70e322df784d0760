import type { AuditLog } from '@socratica/contracts';

/** What a field the server left empty shows. */
export const NONE = '—';

/** The sentence the server writes for every row (`action_details.action`), shown as text, never as HTML. */
export function actionSentence(log: AuditLog): string {
  const action = log.action_details.action;
  return typeof action === 'string' ? action : NONE;
}

export function roleText({ user_role }: AuditLog): string {
  if (user_role === 'admin') return 'Admin';
  if (user_role === 'user') return 'User';
  return NONE;
}

export function locationText(log: AuditLog): string {
  return [log.location_city, log.location_country].filter(Boolean).join(', ') || NONE;
}
