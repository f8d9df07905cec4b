import { redirect } from "react-router";
import { completeSignIn } from "#app/http/accounts/sign-in.server.ts";
import { logger } from "../utils/logger.server.ts";
import type { Route } from "./+types/auth.callback.$provider";

/** The OIDC redirect URI: /auth/callback/google | microsoft | oidc | dev. */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const done = await completeSignIn(request, params.provider);
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const cookie of done.setCookies) headers.append("Set-Cookie", cookie);
    return redirect(done.location, { headers });
  } catch (error) {
    logger.warn({ err: error, provider: params.provider }, "sign-in failed at the callback");
    return redirect("/auth/sign-in?error=failed", { headers: { "Cache-Control": "no-store" } });
  }
}
