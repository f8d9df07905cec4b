import { isoDay } from "#app/domain/ai-act/classify-ai-act-request.ts";
import { loadAiActCheck } from "#app/domain/ai-act/load-ai-act-check.server.ts";
import { AppError } from "#app/utils/app-error.ts";
import { handleApi } from "#app/http/assistant-api.server.ts";
import { aiActCheckToExportDocument } from "#app/domain/export/ai-act-check-to-export-document.ts";
import { exportResponse } from "#app/http/export/export-response.server.ts";
import { readExportQuery } from "#app/http/export/read-export-query.server.ts";
import { getEnv } from "#app/env.server.ts";
import type { Route } from "./+types/ai-act-check_.export";

/**
 * GET /ai-act-check/export?<the result's answers>&format=md|docx[&lang=en|de]: the public check's
 * result as a download, without an account. Like the result page, it reads the answers from the
 * query string and stores nothing; the document links back to the shareable result.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const { format, language, query } = readExportQuery(request);
    const answers = new URLSearchParams(query);
    for (const name of ["format", "lang", "message"]) answers.delete(name);
    answers.set("step", "result");
    const state = loadAiActCheck(answers.toString(), isoDay(new Date()));
    if (!state.result) {
      const message =
        state.error === "roles"
          ? "Choose at least one role (role=…)."
          : state.error === "situation"
            ? "Say whether you are established in the EU (eu=yes|no) and whether it is placed on the EU market (market=yes|no)."
            : "Some answers are missing or invalid; open the check's result page and export from there.";
      const path = state.error === "roles" ? "role" : state.error === "situation" ? "eu" : "answers";
      throw new AppError(400, "invalid_answers", message, [{ path: [path], message }]);
    }
    const resultUrl = `${getEnv().PUBLIC_URL}/ai-act-check?${new URLSearchParams([...state.answers, ["step", "result"]])}`;
    return exportResponse(aiActCheckToExportDocument(state.result, { language, now: new Date(), resultUrl }), format);
  });
}
