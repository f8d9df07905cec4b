import { desc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { projects } from "#app/db/schema/index.ts";

export type ProjectListItem = { id: string; title: string; description: string; createdAt: string };

/** The user's projects, newest first. */
export async function listProjects(uid: string): Promise<ProjectListItem[]> {
  const rows = await getDb()
    .select({
      id: projects.id,
      title: projects.title,
      description: projects.description,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(eq(projects.uid, uid))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
