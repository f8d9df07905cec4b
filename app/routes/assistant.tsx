import { AssistantWorkspace } from "#app/components/assistant/assistant-workspace.tsx";
import "#app/components/assistant/assistant.css";
import { requireAssistantUser } from "#app/http/accounts/current-user.server.ts";
import { getUsage } from "#app/domain/accounts/usage.server.ts";
import { getEnv } from "#app/env.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import { pageMessages } from "../i18n/page-messages.server.ts";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/assistant";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, { title: "assistant.title", description: "assistant.description", path: "/assistant" }),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Signed-in users only (in waitlist mode: approved ones); the page's data comes from
 * /api/assistant in the browser, the usage meter's first figures from here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAssistantUser(request);
  const usage = await getUsage(user.uid);
  return {
    usage: { used: usage.count, limit: getEnv().USAGE_LIMIT },
    messages: pageMessages(request, "assistant", "assistantCards", "assistantBreakdown", "exportActions"),
  };
}

/** Project, chat and view live in the query string: switching them needs no new loader data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function Assistant({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page assistant-page">
      <AssistantWorkspace initialUsage={loaderData.usage} />
    </div>
  );
}
