import { Link } from "react-router";
import { requireAssistantUser } from "#app/domain/accounts/current-user.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import { useTranslate } from "../i18n/use-translate.ts";
import type { Route } from "./+types/assistant";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: "accounts.assistant.title", description: "accounts.assistant.description", path: "/assistant" }), { name: "robots", content: "noindex" }];
}

/**
 * The gated entry to the research assistant (issue 6). Anonymous users go to sign-in, waitlisted
 * ones to /waitlist/thank-you. The assistant itself is a later issue; until then this page says so.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAssistantUser(request);
  return { name: user.displayName ?? user.email ?? "" };
}

export default function Assistant({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <section className="page page-narrow" aria-labelledby="assistant-title">
      <h1 id="assistant-title">{t("accounts.assistant.title")}</h1>
      <p>{t("accounts.assistant.setup")}</p>
      <p className="muted">{t("accounts.assistant.signedInAs", { name: loaderData.name })}</p>
      <p>
        <Link to="/account">{t("accounts.assistant.accountLink")}</Link>
      </p>
    </section>
  );
}
