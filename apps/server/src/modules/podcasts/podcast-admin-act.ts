import type { Principal } from '../../plugins/access.js';

/** Who did an admin action, and from where, for the audit log. */
export interface AdminAct {
  by: Principal;
  ip: string;
}
