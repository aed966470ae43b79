import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { ROLES } from "../contract/enums";
import type { StaffUser, UserListQuery, UserSort } from "../contract/staff-users";
import type { Db } from "../db/client";
import { contains } from "../db/contains";
import { users } from "../db/schema";
import { toStaffUser } from "./user-view";

const USER_ORDERS: Record<UserSort, SQL[]> = {
  username: [asc(users.username), asc(users.id)],
  newest: [desc(users.createdAt), desc(users.id)],
  // Never signed in comes last.
  "last-login": [asc(sql`${users.lastLogin} is null`), desc(users.lastLogin), asc(users.id)],
  // Admins first, as ROLES ranks them.
  role: [
    desc(
      sql`case ${users.role} ${sql.join(
        ROLES.map((role, rank) => sql`when ${role} then ${rank}`),
        sql` `,
      )} end`,
    ),
    asc(users.username),
    asc(users.id),
  ],
};

/** One page of staff accounts and how many match: a search of name and email, a role, active or not. */
export async function listStaffUsers(db: Db, query: UserListQuery): Promise<{ rows: StaffUser[]; total: number }> {
  const where = and(
    query.q ? or(contains(users.username, query.q), contains(sql`coalesce(${users.email}, '')`, query.q)) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.active ? eq(users.isActive, query.active === "true") : undefined,
  );
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...USER_ORDERS[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toStaffUser), total: counted?.total ?? 0 };
}
