import { and, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { chats } from "#app/db/schema/index.ts";

/** Deletes the user's chat with its messages; false when there was none. */
export async function deleteChat(input: { uid: string; id: string }): Promise<boolean> {
  const rows = await getDb()
    .delete(chats)
    .where(and(eq(chats.id, input.id), eq(chats.uid, input.uid)))
    .returning({ id: chats.id });
  return rows.length > 0;
}
