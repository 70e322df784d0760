import { randomBytes } from 'node:crypto';
import type { AdminUser, NewUser, UserStatus, UsersPage, UsersQuery } from '@socratica/contracts';
import type { UserRow } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { offsetOf, paginationOf } from '../../lib/pagination.js';
import type { Principal } from '../../plugins/access.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { hashPassword } from './password-hashing.js';
import { PrincipalCache } from './principal-cache.js';
import type { UserChangeFeed } from './user-change-feed.js';
import type { UsersRepository } from './users.repository.js';
import { isUniqueViolation } from '../../lib/postgres-errors.js';

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    last_login: row.lastLogin?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export const toPrincipal = (row: UserRow): Principal => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  tokenVersion: row.tokenVersion,
});

const actorOf = (principal: Principal): AuditActor => ({
  id: principal.id,
  username: principal.username,
  role: principal.role,
});

/** Work another area does when an account is deactivated; it reports its own failures and never throws. */
type DeactivationListener = (userId: number) => Promise<void>;

export class UsersService {
  private readonly principals = new PrincipalCache();
  private readonly deactivationListeners: DeactivationListener[] = [];

  constructor(
    private readonly repository: UsersRepository,
    private readonly audit: AuditService,
    private readonly changes: UserChangeFeed,
  ) {}

  /** Keeps the principal cache exact while other instances change users. Returns how to stop. */
  watchChanges(): Promise<() => Promise<void>> {
    return this.changes.subscribe(
      (id) => this.principals.evict(id),
      () => this.principals.clear(),
    );
  }

  /** The signed-in user behind a token, or null when the account is gone or deactivated. */
  activePrincipal(id: number): Promise<Principal | null> {
    return this.principals.get(id, async () => {
      const row = await this.repository.findById(id);
      return row && row.status === 'active' ? toPrincipal(row) : null;
    });
  }

  /** Called after each deactivation (the podcast area retires the user's feed address, decision 035). */
  onDeactivation(listener: DeactivationListener): void {
    this.deactivationListeners.push(listener);
  }

  private async changed(id: number): Promise<void> {
    this.principals.evict(id);
    await this.changes.publish(id);
  }

  findById(id: number) {
    return this.repository.findById(id);
  }

  findByUsername(username: string) {
    return this.repository.findByUsername(username);
  }

  recordSignIn(id: number) {
    return this.repository.update(id, { lastLogin: new Date() }, false);
  }

  async revokeTokens(id: number): Promise<void> {
    await this.repository.update(id, {}, true);
    await this.changed(id);
  }

  async list(query: UsersQuery): Promise<UsersPage> {
    const { rows, total } = await this.repository.page(offsetOf(query), query.limit, query.search);
    return { users: rows.map(toAdminUser), pagination: paginationOf(query, total) };
  }

  async create({ username, email, password, role }: NewUser, by: Principal, ip: string): Promise<AdminUser> {
    const clash = await this.repository.findClash(username, email);
    if (clash.usernameTaken)
      throw conflict(`The username "${username}" is already taken. Choose another one.`);
    if (clash.emailTaken) throw conflict(`The email ${email} is already used by another account.`);
    let row: UserRow;
    try {
      row = await this.repository.insert({
        username,
        email,
        role,
        passwordHash: await hashPassword(password),
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('That username or email was just taken. Choose another one.');
      throw error;
    }
    await this.audit.record({
      actionType: 'user_created',
      actor: actorOf(by),
      ip,
      action: `Created ${role} account "${username}"`,
      details: { target_user_id: row.id, target_username: username, role },
    });
    return toAdminUser(row);
  }

  async setStatus(id: number, status: UserStatus, by: Principal, ip: string): Promise<AdminUser> {
    const existing = await this.repository.findById(id);
    if (!existing) throw notFound(`There is no user with id ${id}.`);
    if (id === by.id && status === 'inactive') {
      throw conflict('You cannot deactivate your own account. Ask another administrator.');
    }
    // Deactivation revokes every token at once; reactivation leaves the (already revoked) ones dead.
    const row =
      status === 'inactive'
        ? await this.repository.deactivateUnlessLastAdmin(id)
        : await this.repository.update(id, { status }, false);
    if (row === 'last active admin') {
      throw conflict(
        `"${existing.username}" is the last active administrator, and Socratica needs one. Create or activate another administrator first.`,
      );
    }
    if (!row) throw notFound(`There is no user with id ${id}.`);
    await this.changed(id);
    if (status === 'inactive') await Promise.all(this.deactivationListeners.map((listener) => listener(id)));
    await this.audit.record({
      actionType: 'user_status_changed',
      actor: actorOf(by),
      ip,
      action: `${status === 'active' ? 'Activated' : 'Deactivated'} account "${row.username}"`,
      details: { target_user_id: id, target_username: row.username, from: existing.status, to: status },
    });
    return toAdminUser(row);
  }

  async changePassword(id: number, newPassword: string, by: Principal, ip: string): Promise<AdminUser> {
    const row = await this.repository.update(id, { passwordHash: await hashPassword(newPassword) }, true);
    if (!row) throw notFound(`There is no user with id ${id}.`);
    await this.changed(id);
    await this.audit.record({
      actionType: 'user_password_changed',
      actor: actorOf(by),
      ip,
      action: `Changed the password of "${row.username}"`,
      details: { target_user_id: id, target_username: row.username },
    });
    return toAdminUser(row);
  }

  counts() {
    return this.repository.counts();
  }

  /**
   * The first start creates the `admin` account. Its password comes from configuration, or is made
   * here and returned so that start-up can print it once.
   */
  async ensureFirstAdmin(
    configuredPassword: string | undefined,
  ): Promise<{ created: boolean; password?: string }> {
    if ((await this.repository.counts()).admins > 0) return { created: false };
    const password = configuredPassword ?? randomBytes(12).toString('base64url');
    try {
      const row = await this.repository.insert({
        username: 'admin',
        email: 'admin@socratica.local',
        role: 'admin',
        passwordHash: await hashPassword(password),
      });
      await this.changed(row.id);
    } catch (error) {
      if (isUniqueViolation(error)) return { created: false };
      throw error;
    }
    return { created: true, password: configuredPassword ? undefined : password };
  }
}
