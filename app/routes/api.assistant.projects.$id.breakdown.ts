import { ClientIdSchema } from "#app/domain/assistant/api-schemas.ts";
import { takeWrite } from "#app/domain/assistant/projects/stored-work-limits.server.ts";
import {
  apiJson,
  handleApi,
  methodNotAllowed,
  notFound,
  readApiBody,
  requireAssistantApiUser,
  assistantSettings,
} from "#app/http/assistant-api.server.ts";
import { createProceduralBreakdown } from "#app/domain/assistant/breakdown/create-procedural-breakdown.server.ts";
import { BreakdownRequestSchema } from "#app/domain/assistant/breakdown/breakdown-request.ts";
import type { Route } from "./+types/api.assistant.projects.$id.breakdown";

/** POST {question, context, profile?, asOf?} → {breakdown, notice?}; stored on the project's proceduralBreakdownData. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["POST"]);
    const user = await requireAssistantApiUser(request);
    const id = ClientIdSchema.safeParse(params.id);
    if (!id.success) throw notFound("project");
    const body = await readApiBody(request, BreakdownRequestSchema);
    takeWrite(user.uid);
    const outcome = await createProceduralBreakdown({
      uid: user.uid,
      projectId: id.data,
      request: body,
      ...assistantSettings(),
    });
    if (!outcome) throw notFound("project");
    return apiJson(outcome);
  });
}

export async function loader() {
  return handleApi(async () => {
    throw methodNotAllowed(["POST"]);
  });
}
