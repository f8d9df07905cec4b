import { AppError } from "#app/utils/app-error.ts";
import {
  apiJson,
  handleApi,
  methodNotAllowed,
  readApiBody,
  requireAssistantApiUser,
} from "#app/http/assistant-api.server.ts";
import { checkProjectQuota, takeWrite } from "#app/domain/assistant/projects/stored-work-limits.server.ts";
import { CreateProjectBodySchema } from "#app/domain/assistant/api-schemas.ts";
import { createProject, IdTakenError } from "#app/domain/assistant/projects/create-project.server.ts";
import { listProjects } from "#app/domain/assistant/projects/list-projects.server.ts";
import type { Route } from "./+types/api.assistant.projects";

/** GET /api/assistant/projects → {projects} (newest first). docs/api.md */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireAssistantApiUser(request);
    return apiJson({ projects: await listProjects(user.uid) });
  });
}

/** POST /api/assistant/projects {id,title,description?} → 201 {project}; an id that exists → 409. */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
    const user = await requireAssistantApiUser(request);
    const body = await readApiBody(request, CreateProjectBodySchema);
    takeWrite(user.uid);
    await checkProjectQuota(user.uid);
    try {
      return apiJson({ project: await createProject({ uid: user.uid, ...body }) }, { status: 201 });
    } catch (error) {
      if (error instanceof IdTakenError)
        throw new AppError(409, "id_taken", "A project with this id exists already; make a new id.");
      throw error;
    }
  });
}
