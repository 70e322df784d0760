// The built server with an installation's worth of admin data, for the admin benchmark of
// `npm run bench`: 10,000 users and 100,000 audit rows over 60 days, inserted in one SQL statement
// each. No VACUUM or ANALYZE afterwards: PGlite runs neither on its own, so the figures are those of
// an embedded installation whose planner has no statistics.
import { sql } from 'drizzle-orm';
import { startBenchApp } from './bench-app.mjs';

const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 10_000);
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 100_000);

/** Learners, one administrator in 500, one account in 20 switched off, a third never signed in. */
async function seedUsers(db, count) {
  await db.execute(sql`
    insert into users (username, email, password_hash, role, status, last_login)
    select 'learner' || n, 'learner' || n || '@example.com', 'not-a-hash',
      case when n % 500 = 0 then 'admin' else 'user' end,
      case when n % 20 = 0 then 'inactive' else 'active' end,
      case when n % 3 = 0 then null else now() - n * interval '7 minutes' end
    from generate_series(1, ${count}) n`);
}

/**
 * A trail as an installation writes it, one row every 52 seconds for 60 days: sign-ins (two in
 * five), sign-outs, failed and throttled sign-ins with the typed name and no user, and admin and
 * content actions. Each user mostly signs in from their own country; one located sign-in in 97 is
 * from another (flagged as a new country, as the server decides when it writes a sign-in); one row in
 * 37 is from a VPN; one in ten has no location (private addresses).
 */
async function seedAuditTrail(db, count, users) {
  await db.execute(sql`
    with places as (
      select array['US','GB','DE','FR','CA','IN','BR','JP'] as countries,
             array['New York','London','Berlin','Paris','Toronto','Mumbai','São Paulo','Tokyo'] as cities,
             array['login_success','login_success','login_success','login_success','login_success',
                   'login_success','login_success','login_success','logout','logout','logout','logout',
                   'login_failed','login_failed','login_throttled','user_created','user_status_changed',
                   'message_blocked','curated_video_updated','video_report_reviewed'] as actions
    ),
    rows as (
      select n, 1 + (n * 7919) % ${users} as uid, actions[1 + n % 20] as action,
             case when n % 97 = 0 then 1 else 0 end as abroad, n % 10 = 0 as unlocated
      from generate_series(1, ${count}) n, places
    )
    insert into audit_logs (created_at, user_id, username, user_role, action_type, action_details,
      ip_address, location_city, location_country, is_vpn, new_country)
    select now() - (${count} - n) * interval '51.84 seconds',
      case when action in ('login_failed', 'login_throttled') then null else uid end,
      'learner' || uid,
      case when action in ('login_failed', 'login_throttled') then null
           when uid % 500 = 0 then 'admin' else 'user' end,
      action,
      jsonb_build_object('action', initcap(replace(action, '_', ' ')) || ' (learner' || uid || ')',
                         'target_user_id', 1 + n % ${users}),
      (81 + n % 100) || '.' || (n % 256) || '.' || (n * 7 % 256) || '.' || (1 + n % 254),
      case when unlocated then null else cities[1 + (uid + abroad) % 8] end,
      case when unlocated then null else countries[1 + (uid + abroad) % 8] end,
      n % 37 = 0,
      action = 'login_success' and abroad = 1 and not unlocated
    from rows, places
    order by n`);
}

const { database, listen } = await startBenchApp('admin');
const started = performance.now();
await seedUsers(database.db, USERS);
await seedAuditTrail(database.db, AUDIT_ROWS, USERS);
const seedSeconds = (performance.now() - started) / 1000;
process.send?.({ port: await listen(), users: USERS, auditRows: AUDIT_ROWS, seedSeconds });
