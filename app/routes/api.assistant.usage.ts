import { apiJson, handleApi, methodNotAllowed, requireAssistantApiUser } from "#app/http/assistant-api.server.ts";
import { getEnv } from "#app/env.server.ts";
import { getUsageSummary } from "#app/domain/assistant/get-usage-summary.server.ts";
import type { Route } from "./+types/api.assistant.usage";

/** GET /api/assistant/usage → {used, limit}: model calls counted against the user's limit. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireAssistantApiUser(request);
    return apiJson(await getUsageSummary(user.uid, getEnv().USAGE_LIMIT));
  });
}

export async function action() {
  return handleApi(async () => {
    throw methodNotAllowed(["GET"]);
  });
}
