import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.js';

/** LIKE's own characters, taken literally in a search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const matching = (search: string) => {
  // Lowered by the database on both sides, so that both follow the same case rules.
  const pattern = sql`lower(${`%${escapeLike(search)}%`})`;
  return sql`(lower(${users.username}) like ${pattern} or lower(${users.email}) like ${pattern})`;
};

export class UsersRepository {
  constructor(private readonly db: Database) {}

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    return row;
  }

  async findClash(username: string, email: string): Promise<{ usernameTaken: boolean; emailTaken: boolean }> {
    const rows = await this.db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`);
    return {
      usernameTaken: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      emailTaken: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    };
  }

  /** A page of users by id; with a search, those whose username or email contains it, whatever the case. */
  async page(offset: number, limit: number, search?: string): Promise<{ rows: UserRow[]; total: number }> {
    if (search) return this.searchPage(offset, limit, search);
    const [rows, [totals]] = await Promise.all([
      this.db.select().from(users).orderBy(users.id).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(users),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  /**
   * A search reads every user (no index answers "contains"), so the page and its total come from one
   * pass: the rows with the count of all matches beside them. A page past the last match has no row to
   * carry the count, so only then is it counted on its own.
   */
  private async searchPage(offset: number, limit: number, search: string) {
    const found = await this.db
      .select({ user: users, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(users)
      .where(matching(search))
      .orderBy(users.id)
      .limit(limit)
      .offset(offset);
    const total = found[0]?.total;
    if (total !== undefined || offset === 0) return { rows: found.map((f) => f.user), total: total ?? 0 };
    const [totals] = await this.db.select({ total: count() }).from(users).where(matching(search));
    return { rows: [], total: totals?.total ?? 0 };
  }

  async counts(): Promise<{ total: number; active: number; admins: number }> {
    const [row] = await this.db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.status} = 'active')`.mapWith(Number),
        admins: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
      })
      .from(users);
    return row ?? { total: 0, active: 0, admins: 0 };
  }

  async insert(row: NewUserRow): Promise<UserRow> {
    const [created] = await this.db.insert(users).values(row).returning();
    if (!created) throw new Error('insert into users returned no row');
    return created;
  }

  /**
   * Deactivates a user unless they are the last active administrator. The active administrators' rows
   * are locked first (in id order, so two callers never deadlock): a second deactivation at the same
   * moment waits, then sees the first one's result, so two admins deactivating each other cannot both
   * succeed. Revokes every token of the user.
   */
  async deactivateUnlessLastAdmin(id: number): Promise<UserRow | 'last active admin' | undefined> {
    return this.db.transaction(async (tx) => {
      const activeAdmins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
        .orderBy(users.id)
        .for('update');
      if (activeAdmins.length === 1 && activeAdmins[0]?.id === id) return 'last active admin';
      const [row] = await tx
        .update(users)
        .set({ status: 'inactive', tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id))
        .returning();
      return row;
    });
  }

  async update(
    id: number,
    changes: Partial<Pick<UserRow, 'status' | 'passwordHash' | 'lastLogin'>>,
    revokeTokens: boolean,
  ): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, ...(revokeTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
      .where(eq(users.id, id))
      .returning();
    return row;
  }
}
