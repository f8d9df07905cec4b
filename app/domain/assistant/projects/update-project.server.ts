import { and, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { projects } from "#app/db/schema/index.ts";
import { toProject, type Project } from "./project.ts";

/** Renames a project and/or edits its description; null when the user has no project with this id. */
export async function updateProject(input: {
  uid: string;
  id: string;
  title?: string;
  description?: string;
  now?: Date;
}): Promise<Project | null> {
  const changes: Partial<typeof projects.$inferInsert> = { updatedAt: (input.now ?? new Date()).toISOString() };
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = input.description;
  const [row] = await getDb()
    .update(projects)
    .set(changes)
    .where(and(eq(projects.id, input.id), eq(projects.uid, input.uid)))
    .returning();
  return row ? toProject(row) : null;
}
