import type { LoginRequest, Me } from '@socratica/contracts';
import { tooManyRequests, unauthorized } from '../../lib/http-errors.js';
import type { Principal } from '../../plugins/access.js';
import type { AuditService } from '../audit/audit.service.js';
import { verifyDecoy, verifyPassword } from '../users/password-hashing.js';
import { toPrincipal, type UsersService } from '../users/users.service.js';
import { THROTTLE_WINDOW_MS, throttleWaitSeconds } from './login-throttle.js';

/** One answer for an unknown user, a wrong password and a deactivated account: it tells an attacker nothing. */
const BAD_CREDENTIALS = 'Incorrect username or password.';

export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async login({ username, password }: LoginRequest, ip: string): Promise<Principal> {
    const now = this.now();
    const failures = await this.audit.recentFailedLogins(
      username,
      ip,
      new Date(now.getTime() - THROTTLE_WINDOW_MS),
    );
    const wait = throttleWaitSeconds(failures, now);
    if (wait > 0) {
      await this.audit.record({
        actionType: 'login_throttled',
        actor: null,
        username,
        ip,
        action: `Sign-in refused for "${username}": too many failed attempts`,
      });
      const minutes = Math.ceil(wait / 60);
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        wait,
      );
    }

    const user = await this.users.findByUsername(username);
    const passwordMatches = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyDecoy(password);
    if (!user || !passwordMatches || user.status !== 'active') {
      const reason = !user ? 'unknown_user' : !passwordMatches ? 'wrong_password' : 'inactive_account';
      await this.audit.record({
        actionType: 'login_failed',
        actor: null,
        username,
        ip,
        action: `Failed sign-in for "${username}"`,
        details: { reason, ...(user ? { target_user_id: user.id } : {}) },
      });
      throw unauthorized(BAD_CREDENTIALS);
    }

    const signedIn = (await this.users.recordSignIn(user.id)) ?? user;
    const principal = toPrincipal(signedIn);
    await this.audit.record({
      actionType: 'login_success',
      actor: principal,
      ip,
      action: `Signed in as "${principal.username}"`,
    });
    return principal;
  }

  /** Logging out raises the token version, so every token of the account stops working. */
  async logout(principal: Principal, ip: string): Promise<void> {
    await this.users.revokeTokens(principal.id);
    await this.audit.record({
      actionType: 'logout',
      actor: principal,
      ip,
      action: `Signed out "${principal.username}"`,
    });
  }

  me(principal: Principal): Me {
    return { id: principal.id, username: principal.username, email: principal.email, role: principal.role };
  }
}
