import { ClientIdSchema } from "#app/domain/assistant/api-schemas.ts";
import { AppError } from "#app/utils/app-error.ts";
import { handleApi, notFound, requireAssistantApiUser } from "#app/http/assistant-api.server.ts";
import { getProjectExport } from "#app/domain/assistant/projects/get-project-export.server.ts";
import { latestBreakdown } from "#app/domain/assistant/breakdown/procedural-breakdown.ts";
import { breakdownToExportSections } from "#app/domain/export/breakdown-to-export-document.ts";
import { withCitedWording } from "#app/domain/export/cited-wording.server.ts";
import { exportResponse } from "#app/http/export/export-response.server.ts";
import { regulationCardsToExportSections } from "#app/domain/export/regulation-cards-to-export-document.ts";
import { projectToExportDocument } from "#app/domain/export/project-to-export-document.ts";
import { readExportQuery } from "#app/http/export/read-export-query.server.ts";
import type { Route } from "./+types/api.assistant.projects.$id.export";

/** GET /api/assistant/projects/:id/export?format=md|docx[&lang=en|de]: the project with its regulation cards, procedural breakdown and every chat as a download. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireAssistantApiUser(request);
    const { format, message, language } = readExportQuery(request);
    if (message)
      throw new AppError(
        400,
        "invalid_query",
        "message: export a single answer from its chat (/api/assistant/chats/:id/export).",
        [{ path: ["message"], message: "Not a parameter of a project export." }],
      );
    const id = ClientIdSchema.safeParse(params.id);
    const found = id.success ? await getProjectExport({ uid: user.uid, id: id.data }) : null;
    if (!found) throw notFound("project");
    // The project's regulation cards and its latest procedural breakdown come before its chats.
    const breakdown = latestBreakdown(found.project.proceduralBreakdownData);
    const extraSections = [
      ...(found.project.regulationCards
        ? [regulationCardsToExportSections(found.project.regulationCards, language)]
        : []),
      ...(breakdown ? [breakdownToExportSections(breakdown, language, { titled: true })] : []),
    ];
    const document = projectToExportDocument(
      { project: found.project, chats: found.chats, extraSections },
      { language, now: new Date() },
    );
    return exportResponse(await withCitedWording(document), format);
  });
}
