import { expect, test } from "vitest";
import { deleteAccount } from "#app/domain/accounts/account-data.server.ts";
import { upsertUserFromIdentity } from "#app/domain/accounts/user.server.ts";
import { takeModelCall } from "#app/domain/assistant/take-model-call.server.ts";
import { useTestDatabase } from "../support/database.ts";

/*
 * Attack: at the usage limit, deleting the account and signing in again with the same identity
 * gave a fresh counter (outside waitlist mode: unlimited model calls).
 */
useTestDatabase();
const identity = { issuer: "https://idp.example", subject: "user-1", email: null, displayName: null, photoURL: null };

test("deleting the account and signing in again does not reset the usage limit", async () => {
  const first = (await upsertUserFromIdentity(identity)).user;
  expect(await takeModelCall(first.uid, { limit: 2 })).toBe(1);
  expect(await takeModelCall(first.uid, { limit: 2 })).toBe(2);
  expect(await takeModelCall(first.uid, { limit: 2 })).toBeNull();

  expect(await deleteAccount(first.uid)).toBe(true);
  const again = await upsertUserFromIdentity(identity);
  expect(again.created).toBe(true);
  expect(again.user.uid).not.toBe(first.uid);
  expect(await takeModelCall(again.user.uid, { limit: 2 })).toBeNull();
  // A second round keeps the count too.
  expect(await deleteAccount(again.user.uid)).toBe(true);
  const third = await upsertUserFromIdentity(identity);
  expect(await takeModelCall(third.user.uid, { limit: 3 })).toBe(3);
});

test("another identity starts from zero", async () => {
  const other = (await upsertUserFromIdentity({ ...identity, subject: "user-2" })).user;
  expect(await takeModelCall(other.uid, { limit: 2 })).toBe(1);
});
