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
import { generateRegulationCards } from "#app/domain/assistant/cards/generate-regulation-cards.server.ts";
import { GenerateCardsBodySchema } from "#app/domain/assistant/cards/regulation-cards.ts";
import type { Route } from "./+types/api.assistant.projects.$id.regulation-cards";

/** POST {language?} → {regulationCards}: makes the project's cards anew and stores them (GET the project to read them). */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["POST"]);
    const user = await requireAssistantApiUser(request);
    const id = ClientIdSchema.safeParse(params.id);
    if (!id.success) throw notFound("project");
    const body = await readApiBody(request, GenerateCardsBodySchema);
    takeWrite(user.uid);
    const regulationCards = await generateRegulationCards({
      uid: user.uid,
      id: id.data,
      language: body.language,
      ...assistantSettings(),
    });
    if (!regulationCards) throw notFound("project");
    return apiJson({ regulationCards });
  });
}

export async function loader() {
  return handleApi(async () => {
    throw methodNotAllowed(["POST"]);
  });
}
