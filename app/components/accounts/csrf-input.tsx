import { useRouteLoaderData } from "react-router";

/**
 * The session's CSRF token as a hidden form field. Every form that POSTs while signed in must
 * contain it (checked by the root middleware, app/http/accounts/csrf.server.ts).
 */
export function CsrfInput() {
  const root = useRouteLoaderData("root") as { account?: { csrfToken: string } | null } | undefined;
  return root?.account ? <input type="hidden" name="csrf" value={root.account.csrfToken} /> : null;
}
