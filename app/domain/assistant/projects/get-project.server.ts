import { and, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { projects } from "#app/db/schema/index.ts";
import { toProject, type Project } from "./project.ts";

/** The user's project, or null when there is none with this id for this user. */
export async function getProject(input: { uid: string; id: string }): Promise<Project | null> {
  const [row] = await getDb()
    .select()
    .from(projects)
    .where(and(eq(projects.id, input.id), eq(projects.uid, input.uid)));
  return row ? toProject(row) : null;
}
