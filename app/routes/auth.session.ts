import { clearSessionCookie, endRequestSession, readRequestSession } from "#app/http/accounts/session.server.ts";
import type { Route } from "./+types/auth.session";

function status(expiresAt: Date | null) {
  const headers = { "Cache-Control": "no-store" };
  if (!expiresAt) return Response.json({ signedIn: false }, { status: 401, headers });
  const expiresInSeconds = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return Response.json({ signedIn: true, expiresInSeconds }, { headers });
}

/** GET: the session's remaining idle time, without extending it (the inactivity timer's check). */
export async function loader({ request }: Route.LoaderArgs) {
  const current = await readRequestSession(request, { touch: false });
  return status(current?.session.expiresAt ?? null);
}

/**
 * POST: activity in the page; slides the idle expiry. DELETE: the inactivity sign-out ends the
 * session. (CSRF: same-origin by Origin, and the token header of the session.)
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method === "DELETE") {
    await endRequestSession(request);
    return Response.json(
      { signedIn: false },
      { headers: { "Set-Cookie": clearSessionCookie(), "Cache-Control": "no-store" } },
    );
  }
  if (request.method !== "POST")
    return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, POST, DELETE" } });
  const current = await readRequestSession(request);
  return status(current?.session.expiresAt ?? null);
}
