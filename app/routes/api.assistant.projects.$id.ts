import { ClientIdSchema, UpdateProjectBodySchema } from "#app/domain/assistant/api-schemas.ts";
import { takeWrite } from "#app/domain/assistant/projects/stored-work-limits.server.ts";
import {
  apiJson,
  apiNoContent,
  handleApi,
  methodNotAllowed,
  notFound,
  readApiBody,
  requireAssistantApiUser,
} from "#app/http/assistant-api.server.ts";
import { deleteProject } from "#app/domain/assistant/projects/delete-project.server.ts";
import { getProject } from "#app/domain/assistant/projects/get-project.server.ts";
import { updateProject } from "#app/domain/assistant/projects/update-project.server.ts";
import type { Route } from "./+types/api.assistant.projects.$id";

/** An id that is not a UUID names no project: 404, like an unknown or another user's id. */
function projectId(value: string | undefined): string {
  const parsed = ClientIdSchema.safeParse(value);
  if (!parsed.success) throw notFound("project");
  return parsed.data;
}

/** GET /api/assistant/projects/:id → {project} (with regulation cards and breakdown). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireAssistantApiUser(request);
    const project = await getProject({ uid: user.uid, id: projectId(params.id) });
    if (!project) throw notFound("project");
    return apiJson({ project });
  });
}

/** PATCH {title?,description?} → {project}; DELETE → 204 (its chats and messages go with it). */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") throw methodNotAllowed(["GET", "PATCH", "DELETE"]);
    const user = await requireAssistantApiUser(request);
    const id = projectId(params.id);
    if (request.method === "DELETE") {
      if (!(await deleteProject({ uid: user.uid, id }))) throw notFound("project");
      return apiNoContent();
    }
    const body = await readApiBody(request, UpdateProjectBodySchema);
    takeWrite(user.uid);
    const project = await updateProject({ uid: user.uid, id, ...body });
    if (!project) throw notFound("project");
    return apiJson({ project });
  });
}
