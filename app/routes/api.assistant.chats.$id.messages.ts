import { AppError } from "#app/utils/app-error.ts";
import {
  handleApi,
  methodNotAllowed,
  notFound,
  readApiBody,
  requireAssistantApiUser,
  assistantSettings,
} from "#app/http/assistant-api.server.ts";
import { checkChatQuota, takeWrite } from "#app/domain/assistant/projects/stored-work-limits.server.ts";
import { ClientIdSchema, SendMessageBodySchema } from "#app/domain/assistant/api-schemas.ts";
import {
  maxAnswersPerUser,
  releaseAnswer,
  reserveAnswer,
} from "#app/domain/assistant/chat/answers-in-progress.server.ts";
import { legalTextsStillInstalling } from "#app/domain/assistant/legal-texts-installing.server.ts";
import { startAnswer } from "#app/domain/assistant/chat/start-answer.server.ts";
import type { Route } from "./+types/api.assistant.chats.$id.messages";

/**
 * POST /api/assistant/chats/:id/messages {projectId, question} → 200 application/x-ndjson.
 * The chat is made on the first question (its id comes from the client). Checks come before the
 * first byte (401/403/400/404/413/429, and 503 while the first start installs the legal texts,
 * as JSON); the user's message is stored before any model call;
 * the answer goes on and is stored when the client goes away (docs/api.md).
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["POST"]);
    const received = performance.now();
    const user = await requireAssistantApiUser(request);
    const chatId = ClientIdSchema.safeParse(params.id);
    if (!chatId.success) throw new AppError(400, "invalid_id", "The chat id must be a UUID.");
    const body = await readApiBody(request, SendMessageBodySchema);
    if (await legalTextsStillInstalling()) {
      throw new AppError(
        503,
        "legal_texts_installing",
        "The legal texts are still being installed (first start); ask again in a minute.",
        undefined,
        { "Retry-After": "30" },
      );
    }
    takeWrite(user.uid);
    await checkChatQuota(user.uid, chatId.data);
    if (!reserveAnswer(user.uid)) {
      throw new AppError(
        429,
        "too_many_answers",
        `At most ${maxAnswersPerUser} answers can be written for you at a time; wait for one to finish.`,
        undefined,
        { "Retry-After": "5" },
      );
    }
    let started = false;
    try {
      const answer = await startAnswer({
        uid: user.uid,
        chatId: chatId.data,
        projectId: body.projectId,
        question: body.question,
        checkedMs: performance.now() - received,
        ...assistantSettings(),
      });
      if (!answer) throw notFound("chat or project");
      started = true;
      return new Response(answer.stream, {
        status: 200,
        headers: {
          "Content-Type": "application/x-ndjson; charset=utf-8",
          "Cache-Control": "no-store",
          "X-Accel-Buffering": "no",
        },
      });
    } finally {
      if (!started) releaseAnswer(user.uid);
    }
  });
}

export async function loader() {
  return handleApi(async () => {
    throw methodNotAllowed(["POST"]);
  });
}
