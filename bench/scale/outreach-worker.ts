/**
 * The Worker as bench/scale/outreach.ts serves it: the real one (worker/index.ts), its D1 binding counted. Every queue
 * batch prints one line (`BENCH {...}`: the queue, its messages and their JSON bytes, the D1 statements, rows read and
 * rows written), and `GET /api/__bench/tick?time=<ms>&part=sequences|cron` runs the cron's sequence step (or the
 * whole cron run) at that instant and answers its report with the same counts. Never deployed: a bench's entry only.
 *
 * D1 reports rows read and written in each answer's `meta`, which Drizzle drops when it reads rows as arrays
 * (`raw()`): a read is then run once more with `all()` for its meta, a write is sent as a batch of one (whose answer
 * keeps it) and its rows handed back as arrays, as Drizzle itself reads a batch's rows.
 */
import { runScheduled } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import type { Bindings } from "../../worker/env";
import worker from "../../worker/index";
import { runSequenceTick } from "../../worker/sequence-steps/tick";

export interface Work {
  statements: number;
  rowsRead: number;
  rowsWritten: number;
}

type Target = Pick<D1Database, "prepare" | "batch">;

/** Only what reads: a select, or a common table expression that feeds one. */
const READ_ONLY = /^\s*(select\b|with\b(?![\s\S]*\b(insert|update|delete)\b))/i;

function counted(target: Target, work: Work): Target {
  const inner = new WeakMap<object, D1PreparedStatement>();
  const add = (meta: D1Meta) => {
    work.statements++;
    work.rowsRead += meta.rows_read ?? 0;
    work.rowsWritten += meta.rows_written ?? 0;
  };
  const wrap = (statement: D1PreparedStatement, query: string): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), query),
      async first(column?: string) {
        const result = await statement.all();
        add(result.meta);
        const row = result.results[0] as Record<string, unknown> | undefined;
        return column === undefined ? (row ?? null) : (row?.[column] ?? null);
      },
      async run() {
        const result = await statement.run();
        add(result.meta);
        return result;
      },
      async all() {
        const result = await statement.all();
        add(result.meta);
        return result;
      },
      async raw(options?: { columnNames?: boolean }) {
        if (READ_ONLY.test(query)) {
          add((await statement.all()).meta);
          return statement.raw(options as { columnNames: true });
        }
        const [result] = await target.batch([statement]);
        add(result!.meta);
        return (result!.results as Record<string, unknown>[]).map((row) => Object.values(row));
      },
    };
    inner.set(wrapped, statement);
    return wrapped as unknown as D1PreparedStatement;
  };
  return {
    prepare: (query: string) => wrap(target.prepare(query), query),
    async batch<T>(statements: D1PreparedStatement[]) {
      const results = await target.batch<T>(statements.map((statement) => inner.get(statement) ?? statement));
      for (const result of results) add(result.meta);
      return results;
    },
  };
}

/** The bindings with DB counted into `work`, its sessions (the cron's and each queue batch's) counted too. */
function countedEnv(env: Bindings, work: Work): Bindings {
  const DB = {
    ...counted(env.DB, work),
    withSession: (start?: string) => {
      const session = env.DB.withSession(start as D1SessionBookmark);
      return { ...counted(session, work), getBookmark: () => session.getBookmark() };
    },
  } as unknown as D1Database;
  return { ...env, DB };
}

const fresh = (): Work => ({ statements: 0, rowsRead: 0, rowsWritten: 0 });

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname !== "/api/__bench/tick") return worker.fetch(request, env, ctx);
    const now = new Date(Number(url.searchParams.get("time")));
    const work = fresh();
    const bindings = countedEnv(env, work);
    const report =
      url.searchParams.get("part") === "cron"
        ? await runScheduled({ scheduledTime: now.getTime() }, bindings)
        : await runSequenceTick(bindings, createDb(bindings.DB), now);
    return Response.json({ report, work });
  },
  async queue(batch, env) {
    const work = fresh();
    await worker.queue(batch, countedEnv(env, work));
    const bytes = batch.messages.map((message) => JSON.stringify(message.body).length);
    console.log(`BENCH ${JSON.stringify({ queue: batch.queue, messages: batch.messages.length, bytes, ...work })}`);
  },
  scheduled: worker.scheduled,
  email: worker.email,
} satisfies ExportedHandler<Bindings>;
