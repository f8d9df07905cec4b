import { accountsConfig } from "#app/domain/accounts/config.server.ts";
import { isAdmin } from "#app/domain/accounts/access.server.ts";
import { devIdpEnabled } from "#app/domain/accounts/providers.server.ts";
import { maskToken } from "#app/domain/accounts/tokens.server.ts";
import { getEnv } from "#app/env.server.ts";
import { getSessionWithUser } from "./current-user.server.ts";

/**
 * What every page needs from accounts (the root loader): who is signed in, the CSRF token for
 * forms, the idle limit for the inactivity timer, and whether the development sign-in is active.
 */
export async function accountRootData(request: Request) {
  const current = await getSessionWithUser(request);
  return {
    devIdp: devIdpEnabled(getEnv()),
    account: current
      ? {
          name: current.user.displayName ?? current.user.email ?? "",
          admin: isAdmin(current.user, accountsConfig(getEnv()).adminEmails),
          // Masked afresh for every response (BREACH); the check accepts any masking.
          csrfToken: maskToken(current.session.csrfToken),
          idleSeconds: Math.round(accountsConfig(getEnv()).idleMs / 1000),
        }
      : null,
  };
}
export type AccountRootData = Awaited<ReturnType<typeof accountRootData>>;
