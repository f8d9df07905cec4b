import { describe, expect, test } from "vitest";
import { identityFromClaims } from "#app/domain/accounts/oidc.server.ts";
import { isAdmin } from "#app/domain/accounts/access.server.ts";
import { upsertUserFromIdentity } from "#app/domain/accounts/user.server.ts";
import { useTestDatabase } from "../support/database.ts";

/*
 * Attack: an identity from an OpenID Connect provider whose ID token carries
 * email=admin@example.org without email_verified (Microsoft Entra ID's "common" tenant often
 * sends none) opened /admin/waitlist with ADMIN_EMAILS=admin@example.org.
 */
useTestDatabase();
const admins = ["admin@example.org"];
const issuer = "https://login.microsoftonline.com/common/v2.0";

describe("an e-mail address the provider did not verify", () => {
  test.each([
    ["no email_verified claim", {}],
    ["email_verified: false", { email_verified: false }],
    ['email_verified: "false"', { email_verified: "false" }],
  ])("gives no admin rights (%s)", async (_name, verification) => {
    const identity = identityFromClaims({
      iss: issuer,
      sub: `attacker-${_name}`,
      email: "Admin@example.org",
      ...verification,
    });
    expect(identity.email).toBeNull();
    const { user } = await upsertUserFromIdentity(identity);
    expect(user.email).toBeNull();
    expect(isAdmin(user, admins)).toBe(false);
  });

  test("a verified address still makes its owner an admin", async () => {
    const { user } = await upsertUserFromIdentity(
      identityFromClaims({ iss: issuer, sub: "real-admin", email: "admin@example.org", email_verified: true }),
    );
    expect(isAdmin(user, admins)).toBe(true);
  });

  test("an address verified once stops counting when a later sign-in no longer vouches for it", async () => {
    await upsertUserFromIdentity(
      identityFromClaims({ iss: issuer, sub: "changed", email: "admin@example.org", email_verified: true }),
    );
    const { user } = await upsertUserFromIdentity(
      identityFromClaims({ iss: issuer, sub: "changed", email: "admin@example.org" }),
    );
    expect(isAdmin(user, admins)).toBe(false);
  });
});
