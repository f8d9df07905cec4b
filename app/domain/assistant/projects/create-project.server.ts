import { getDb } from "#app/db/client.server.ts";
import { projects } from "#app/db/schema/index.ts";
import { toProject, type Project } from "./project.ts";

export class IdTakenError extends Error {
  override name = "IdTakenError";
}

/**
 * Creates a project with the id the client made. An id that exists already (the user's own or
 * another user's) is refused with IdTakenError; nothing of the existing project is changed or shown.
 */
export async function createProject(input: {
  uid: string;
  id: string;
  title: string;
  description?: string;
  now?: Date;
}): Promise<Project> {
  const now = (input.now ?? new Date()).toISOString();
  const [row] = await getDb()
    .insert(projects)
    .values({
      id: input.id,
      uid: input.uid,
      title: input.title,
      description: input.description ?? "",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: projects.id })
    .returning();
  if (!row) throw new IdTakenError(`A project with the id ${input.id} exists already.`);
  return toProject(row);
}
