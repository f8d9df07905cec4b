import { expect, test } from "vitest";
import { accountsConfig } from "#app/domain/accounts/config.server.ts";
import { readRequestSession } from "#app/http/accounts/session.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { signIn } from "../support/sign-in.ts";
import { getEnv } from "#app/env.server.ts";

/*
 * Last round's partial fix: a session had only the idle timeout, so a cookie used every few
 * minutes (a stolen one kept alive by a script) never expired. Sessions now end a fixed time after
 * sign-in (SESSION_MAX_HOURS, 12 by default) however active they are. The clock is injected.
 */
useTestDatabase();
const request = (cookie: string) => new Request("http://localhost/account", { headers: { cookie } });

test("a session used every 20 minutes ends 12 hours after sign-in", async () => {
  expect(accountsConfig(getEnv()).maxAgeMs).toBe(12 * 3_600_000);
  const start = new Date("2026-01-01T08:00:00Z");
  const user = await signIn({ now: start });
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
    expect(
      await readRequestSession(request(user.cookie), { now: at(minutes) }),
      `after ${minutes} minutes`,
    ).not.toBeNull();
  }
  // The last slide stops at the end of life, not 30 minutes past it.
  const last = await readRequestSession(request(user.cookie), { now: at(12 * 60 - 10) });
  expect(last!.session.expiresAt.toISOString()).toBe(at(12 * 60).toISOString());
  expect(await readRequestSession(request(user.cookie), { now: at(12 * 60) })).toBeNull();
  // Gone for good: an earlier clock reading does not bring it back.
  expect(await readRequestSession(request(user.cookie), { now: at(60) })).toBeNull();
});
