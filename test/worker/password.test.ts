import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../../worker/domain/password";

describe("password hashing", () => {
  it("stays at the 100,000 iterations deployed Workers accept", () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });

  it("stores scheme, iterations, salt and hash, never the password", async () => {
    const stored = await hashPassword("s3cret-Passw0rd");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain("s3cret");
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("s3cret-Passw0rd");
    expect(await verifyPassword("s3cret-Passw0rd", stored)).toBe(true);
    expect(await verifyPassword("s3cret-passw0rd", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("verifies hashes made with fewer iterations, so the count can be raised later", async () => {
    const stored = await hashPassword("older", 1_000);
    expect(stored.split("$")[1]).toBe("1000");
    expect(await verifyPassword("older", stored)).toBe(true);
  });

  it("rejects malformed or over-expensive stored values instead of throwing", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "plain-text-password")).toBe(false);
    expect(await verifyPassword("x", "pbkdf2-sha256$abc$c2FsdA$aGFzaA")).toBe(false);
    expect(await verifyPassword("x", "pbkdf2-sha256$100001$c2FsdA$aGFzaA")).toBe(false);
  });

  it("generates long random passwords from an unambiguous alphabet", () => {
    const password = generatePassword();
    expect(password).toHaveLength(20);
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]+$/);
    expect(generatePassword()).not.toBe(password);
  });
});
