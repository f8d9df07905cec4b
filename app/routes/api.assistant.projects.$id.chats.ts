import { ClientIdSchema } from "#app/domain/assistant/api-schemas.ts";
import {
  apiJson,
  handleApi,
  methodNotAllowed,
  notFound,
  requireAssistantApiUser,
} from "#app/http/assistant-api.server.ts";
import { listChats } from "#app/domain/assistant/projects/list-chats.server.ts";
import type { Route } from "./+types/api.assistant.projects.$id.chats";

/** GET /api/assistant/projects/:id/chats → {chats} (newest first). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireAssistantApiUser(request);
    const id = ClientIdSchema.safeParse(params.id);
    const chats = id.success ? await listChats({ uid: user.uid, projectId: id.data }) : null;
    if (!chats) throw notFound("project");
    return apiJson({ chats });
  });
}

export async function action() {
  return handleApi(async () => {
    throw methodNotAllowed(["GET"]);
  });
}
