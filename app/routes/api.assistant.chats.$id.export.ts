import { ClientIdSchema } from "#app/domain/assistant/api-schemas.ts";
import { handleApi, notFound, requireAssistantApiUser } from "#app/http/assistant-api.server.ts";
import { getChat } from "#app/domain/assistant/chat/get-chat.server.ts";
import { answerToExportDocument } from "#app/domain/export/answer-to-export-document.ts";
import { chatToExportDocument } from "#app/domain/export/chat-to-export-document.ts";
import { withCitedWording } from "#app/domain/export/cited-wording.server.ts";
import { exportResponse } from "#app/http/export/export-response.server.ts";
import { readExportQuery } from "#app/http/export/read-export-query.server.ts";
import type { Route } from "./+types/api.assistant.chats.$id.export";

/**
 * GET /api/assistant/chats/:id/export?format=md|docx[&message=<answer id>][&lang=en|de]: the whole
 * chat, or one answer under its question, as a Markdown or Word download; each footnote quotes the
 * provision in the document's language where that is installed (ADR 121).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireAssistantApiUser(request);
    const { format, message: messageId, language } = readExportQuery(request);
    const id = ClientIdSchema.safeParse(params.id);
    const detail = id.success ? await getChat({ uid: user.uid, id: id.data }) : null;
    if (!detail) throw notFound("chat");
    const now = new Date();
    if (!messageId)
      return exportResponse(
        await withCitedWording(chatToExportDocument(detail.chat, detail.messages, { language, now })),
        format,
      );
    const index = detail.messages.findIndex(
      (message) => message.id === messageId && message.type === "ai" && !message.isStreaming,
    );
    if (index < 0) throw notFound("answer in this chat");
    const question = detail.messages.slice(0, index).findLast((message) => message.type === "user")?.content;
    return exportResponse(
      await withCitedWording(
        answerToExportDocument(detail.messages[index]!, { language, now, ...(question ? { question } : {}) }),
      ),
      format,
    );
  });
}
