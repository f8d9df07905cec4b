import { afterEach, describe, expect, test, vi } from "vitest";
import { resetEnvForTests, getEnv } from "#app/env.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { signIn } from "#tests/support/sign-in.ts";
import { canUseAssistant } from "./access.server.ts";
import { getUserById } from "./user.server.ts";
import { approveWaitlistEntry, listWaitlist, removeWaitlistEntry, routeAfterSignIn } from "./waitlist.server.ts";
import { accountsConfig } from "#app/domain/accounts/config.server.ts";

useTestDatabase();

function setEnv(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  resetEnvForTests();
}
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("waitlist mode", () => {
  test("a new user joins the waitlist, gets the entry's id and lands on the thank-you page", async () => {
    setEnv({ WAITLIST_MODE: "true" });
    const { user } = await signIn({ email: "new@example.com" });
    const routed = await routeAfterSignIn(user, { config: accountsConfig(getEnv()), returnTo: "/assistant" });
    expect(routed.location).toBe("/waitlist/thank-you");
    expect(routed.joined).toMatchObject({ status: "joined", entry: { email: "new@example.com", uid: user.uid } });
    const stored = await getUserById(user.uid);
    expect(stored?.waitlistId).toBe(routed.joined?.status === "joined" ? routed.joined.entry.id : "missing");
    expect(canUseAssistant(stored!, accountsConfig(getEnv()))).toBe(false);
    // Signing in again neither duplicates the entry nor changes where the user lands.
    const again = await routeAfterSignIn(stored!, { config: accountsConfig(getEnv()), returnTo: "/assistant" });
    expect(again.joined).toBeNull();
    expect(again.location).toBe("/waitlist/thank-you");
    expect((await listWaitlist()).filter((entry) => entry.uid === user.uid)).toHaveLength(1);
  });

  test("approval sets verified: the user then goes where they came from", async () => {
    setEnv({ WAITLIST_MODE: "true" });
    const { user } = await signIn({ email: "later@example.com" });
    const first = await routeAfterSignIn(user, { config: accountsConfig(getEnv()) });
    const entryId = first.joined?.status === "joined" ? first.joined.entry.id : "";
    expect(await approveWaitlistEntry(entryId)).toBe(true);
    const approved = (await getUserById(user.uid))!;
    expect(approved.verified).toBe(true);
    expect(
      (await routeAfterSignIn(approved, { config: accountsConfig(getEnv()), returnTo: "/account" })).location,
    ).toBe("/account");
    expect((await routeAfterSignIn(approved, { config: accountsConfig(getEnv()) })).location).toBe("/assistant");
    expect(await approveWaitlistEntry("no-such-entry")).toBe(false);
  });

  test("a user without an e-mail gets no entry", async () => {
    setEnv({ WAITLIST_MODE: "true" });
    const { user } = await signIn({ email: null });
    const routed = await routeAfterSignIn(user, { config: accountsConfig(getEnv()) });
    expect(routed.joined).toEqual({ status: "no-email" });
    expect(routed.location).toBe("/waitlist/thank-you");
    expect((await getUserById(user.uid))?.waitlistId).toBeNull();
  });

  test("removing an entry clears the user's waitlistId; the list is ordered by date", async () => {
    setEnv({ WAITLIST_MODE: "true" });
    const a = await signIn({ email: "a-order@example.com" });
    const b = await signIn({ email: "b-order@example.com" });
    await routeAfterSignIn(a.user, { config: accountsConfig(getEnv()) });
    await routeAfterSignIn(b.user, { config: accountsConfig(getEnv()) });
    const list = await listWaitlist();
    const emails = list.map((entry) => entry.email);
    expect(emails.indexOf("a-order@example.com")).toBeLessThan(emails.indexOf("b-order@example.com"));
    const entry = list.find((candidate) => candidate.email === "a-order@example.com")!;
    expect(await removeWaitlistEntry(entry.id)).toBe(true);
    expect((await getUserById(a.user.uid))?.waitlistId).toBeNull();
    expect(await removeWaitlistEntry(entry.id)).toBe(false);
  });

  test("admins are never put on the list", async () => {
    setEnv({ WAITLIST_MODE: "true", ADMIN_EMAILS: "Boss@Example.com" });
    const { user } = await signIn({ email: "boss@example.com" });
    const routed = await routeAfterSignIn(user, { config: accountsConfig(getEnv()) });
    expect(routed).toMatchObject({ joined: null, location: "/assistant" });
  });
});

describe("outside waitlist mode", () => {
  test("every signed-in user may use the assistant and returns to where they came from", async () => {
    setEnv({ WAITLIST_MODE: "false" });
    const { user } = await signIn();
    expect(canUseAssistant(user, accountsConfig(getEnv()))).toBe(true);
    expect(
      await routeAfterSignIn(user, { config: accountsConfig(getEnv()), returnTo: "/decision-details/x" }),
    ).toMatchObject({
      location: "/decision-details/x",
      joined: null,
    });
    expect(
      (await routeAfterSignIn(user, { config: accountsConfig(getEnv()), returnTo: "https://evil.example/" })).location,
    ).toBe("/assistant");
  });

  test("the pricing page's 'Join the Waitlist' (intent=waitlist) puts the user on the list", async () => {
    setEnv({ WAITLIST_MODE: "false" });
    const { user } = await signIn({ email: "addin@example.com" });
    const routed = await routeAfterSignIn(user, {
      config: accountsConfig(getEnv()),
      intent: "waitlist",
      returnTo: "/pricing",
    });
    expect(routed.location).toBe("/waitlist/thank-you");
    expect(routed.joined?.status).toBe("joined");
  });
});
