import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.js';

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

  async page(offset: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
    const [rows, [totals]] = await Promise.all([
      this.db.select().from(users).orderBy(users.id).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(users),
    ]);
    return { rows, total: totals?.total ?? 0 };
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
