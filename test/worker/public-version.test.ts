import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { bumpPublicVersion, PUBLIC_VERSION_MEMO_MS, publicVersion } from "../../worker/db/public-version";
import { emptyDatabase } from "./helpers";

/** A change made by another isolate: the row moves, this isolate's copy of the version does not hear of it. */
async function bumpElsewhere(): Promise<number> {
  const { version } = (await env.DB.prepare(
    "update site_versions set version = version + 1 where name = 'public' returning version",
  ).first<{ version: number }>())!;
  return version;
}

describe("the public version an isolate keys its cache by", () => {
  const db = createDb(env.DB);

  beforeEach(async () => {
    await emptyDatabase();
  });

  it("is read once and trusted for PUBLIC_VERSION_MEMO_MS; a change elsewhere shows after that at the latest", async () => {
    const t0 = Date.now();
    const first = await publicVersion(db, t0);
    const changed = await bumpElsewhere();
    expect(changed).toBeGreaterThan(first);

    expect(await publicVersion(db, t0 + PUBLIC_VERSION_MEMO_MS - 1)).toBe(first);
    expect(await publicVersion(db, t0 + PUBLIC_VERSION_MEMO_MS)).toBe(changed);
  });

  it("sees a change this isolate makes at once", async () => {
    const t0 = Date.now();
    const first = await publicVersion(db, t0);
    await bumpPublicVersion(db);
    const next = await publicVersion(db, t0 + 1);
    expect(next).toBeGreaterThan(first);
  });

  it("reads again when the clock goes backwards, rather than trusting a copy from the future", async () => {
    const t0 = Date.now();
    await publicVersion(db, t0);
    const changed = await bumpElsewhere();
    expect(await publicVersion(db, t0 - 1)).toBe(changed);
  });
});
