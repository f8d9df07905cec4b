import { and, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { projects } from "#app/db/schema/index.ts";

/** Deletes the user's project with its chats and messages (the foreign keys cascade); false when there was none. */
export async function deleteProject(input: { uid: string; id: string }): Promise<boolean> {
  const rows = await getDb()
    .delete(projects)
    .where(and(eq(projects.id, input.id), eq(projects.uid, input.uid)))
    .returning({ id: projects.id });
  return rows.length > 0;
}
