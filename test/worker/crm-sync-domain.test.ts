import { describe, expect, it } from "vitest";
import { ghlConnection, leadSyncState, type SyncDelivery } from "../../worker/domain/crm-sync";

const written = new Date("2026-03-02T09:00:00Z");
const delivery = (overrides: Partial<SyncDelivery> = {}): SyncDelivery => ({
  status: "pending",
  attempts: 0,
  lastError: null,
  nextAttemptAt: null,
  createdAt: written,
  ...overrides,
});

describe("a lead's sync state", () => {
  it("reads nothing for a lead without a delivery but the error it was given up on", () => {
    expect(leadSyncState(null, null)).toEqual({ syncError: null, syncAttempts: 0, nextSyncAt: null });
    expect(leadSyncState("Contact rejected", null)).toMatchObject({ syncError: "Contact rejected" });
  });

  it("shows a retried delivery's last error, attempts and next try; a pending one without a try is due since written", () => {
    const retry = new Date("2026-03-02T09:05:00Z");
    const retrying = delivery({ attempts: 2, lastError: "GHL 502", nextAttemptAt: retry });
    expect(leadSyncState(null, retrying)).toEqual({
      syncError: "GHL 502",
      syncAttempts: 2,
      nextSyncAt: "2026-03-02T09:05:00.000Z",
    });
    expect(leadSyncState(null, delivery())).toMatchObject({ nextSyncAt: "2026-03-02T09:00:00.000Z" });
  });

  it("prefers the given-up error, and reads no next try nor error of a delivery that is no longer pending", () => {
    const gone = delivery({ status: "dead", attempts: 5, lastError: "GHL 400", nextAttemptAt: written });
    expect(leadSyncState(null, gone)).toEqual({ syncError: null, syncAttempts: 5, nextSyncAt: null });
    expect(leadSyncState("Given up", delivery({ lastError: "GHL 502" }))).toMatchObject({ syncError: "Given up" });
  });
});

describe("the GoHighLevel connection", () => {
  it("is connected only when configured and the latest call worked", () => {
    expect(ghlConnection(true, { last_call_ok: "true" })).toEqual({ connectionStatus: "Connected", lastError: null });
    expect(ghlConnection(true, { last_call_ok: "false", last_call_error: "401 Unauthorized" })).toEqual({
      connectionStatus: "Disconnected",
      lastError: "401 Unauthorized",
    });
    expect(ghlConnection(true, {})).toEqual({ connectionStatus: "Disconnected", lastError: null });
  });

  it("forgets an error recorded before the service was unconfigured", () => {
    const settings = { last_call_ok: "true", last_call_error: "old" };
    expect(ghlConnection(false, settings)).toEqual({ connectionStatus: "Disconnected", lastError: null });
  });
});
