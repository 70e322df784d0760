import type { LoginRequest, Me } from '@socratica/contracts';
import { tooManyRequests, unauthorized } from '../../lib/http-errors.js';
import type { Principal } from '../../plugins/access.js';
import type { AuditService } from '../audit/audit.service.js';
import { verifyDecoy, verifyPassword } from '../users/password-hashing.js';
import { toPrincipal, type UsersService } from '../users/users.service.js';
import type { DeviceCookies } from './device-cookie.js';
import { THROTTLE_WINDOW_MS, refusalDetail, signInRefusal } from './login-throttle.js';

/** One answer for an unknown user, a wrong password and a deactivated account: it tells an attacker nothing. */
const BAD_CREDENTIALS = 'Incorrect username or password.';

/** What the server knows of the client asking to sign in. */
export interface SignInClient {
  ip: string;
  /** The device-cookie values the browser sent, unchecked. */
  deviceCookies: readonly string[];
}

export interface SignedIn {
  principal: Principal;
  /** A fresh device cookie for this browser: the hint that lets it sign in while others guess (decision 015). */
  deviceCookie: string;
}

export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly deviceCookies: DeviceCookies,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * An unknown user walks the same path as a wrong password: looked up, throttled as an untrusted client
   * (no device cookie can be valid for nobody), checked against a decoy hash, counted and answered alike.
   */
  async login({ username, password }: LoginRequest, client: SignInClient): Promise<SignedIn> {
    const { ip } = client;
    const now = this.now();
    const user = await this.users.findByUsername(username);
    const device = user ? this.deviceCookies.trustedFor(client.deviceCookies, user.id, now) : null;
    const deviceDetails = device ? { device: device.nonce } : {};

    const failures = await this.audit.recentFailedLogins({
      username,
      ip,
      deviceNonce: device?.nonce ?? null,
      since: new Date(now.getTime() - THROTTLE_WINDOW_MS),
    });
    const refusal = signInRefusal(failures, now);
    if (refusal) {
      await this.audit.record({
        actionType: 'login_throttled',
        actor: null,
        username,
        ip,
        action: `Sign-in refused for "${username}": too many failed attempts`,
        details: { limit: refusal.limit, ...deviceDetails },
      });
      throw tooManyRequests(refusalDetail(refusal), refusal.waitSeconds);
    }

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
        // `device` marks a failure as this device's own, outside the account's count for untrusted clients.
        details: { reason, ...(user ? { target_user_id: user.id } : {}), ...deviceDetails },
      });
      throw unauthorized(BAD_CREDENTIALS);
    }

    const signedIn = (await this.users.recordSignIn(user.id)) ?? user;
    const principal = toPrincipal(signedIn);
    // A new nonce on every sign-in, as OWASP's design asks: the browser starts again with a clean count.
    const issued = this.deviceCookies.issue(user.id, now);
    await this.audit.record({
      actionType: 'login_success',
      actor: principal,
      ip,
      action: `Signed in as "${principal.username}"`,
      details: { issued_device: issued.nonce, ...deviceDetails },
    });
    return { principal, deviceCookie: issued.value };
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
