import { ClientIdSchema } from "#app/domain/assistant/api-schemas.ts";
import {
  apiJson,
  apiNoContent,
  handleApi,
  methodNotAllowed,
  notFound,
  requireAssistantApiUser,
} from "#app/http/assistant-api.server.ts";
import { deleteChat } from "#app/domain/assistant/projects/delete-chat.server.ts";
import { getChat } from "#app/domain/assistant/chat/get-chat.server.ts";
import type { Route } from "./+types/api.assistant.chats.$id";

function chatId(value: string | undefined): string {
  const parsed = ClientIdSchema.safeParse(value);
  if (!parsed.success) throw notFound("chat");
  return parsed.data;
}

/** GET /api/assistant/chats/:id → {chat, messages}. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireAssistantApiUser(request);
    const chat = await getChat({ uid: user.uid, id: chatId(params.id) });
    if (!chat) throw notFound("chat");
    return apiJson(chat);
  });
}

/** DELETE /api/assistant/chats/:id → 204. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") throw methodNotAllowed(["GET", "DELETE"]);
    const user = await requireAssistantApiUser(request);
    if (!(await deleteChat({ uid: user.uid, id: chatId(params.id) }))) throw notFound("chat");
    return apiNoContent();
  });
}
