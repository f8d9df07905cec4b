import { z } from "zod";

export const assistantViews = ["comparison_view", "chat_view", "procedural_breakdown"] as const;
export type AssistantView = (typeof assistantViews)[number];
export const defaultView: AssistantView = "comparison_view";

/** What the assistant shows, kept in the URL so that a reload or a shared link opens the same. */
export type AssistantLocation = { projectId: string | null; chatId: string | null; view: AssistantView };

const IdSchema = z.string().trim().min(1).max(100);
const ViewSchema = z.enum(assistantViews);

/** Reads `?project=…&chat=…&view=…`; a malformed value counts as absent. A chat needs its project. */
export function readAssistantLocation(params: URLSearchParams): AssistantLocation {
  const projectId = IdSchema.safeParse(params.get("project")).data ?? null;
  const chatId = projectId ? (IdSchema.safeParse(params.get("chat")).data ?? null) : null;
  const view = ViewSchema.safeParse(params.get("view")).data ?? defaultView;
  return { projectId, chatId, view };
}

export function assistantSearchParams(location: AssistantLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (location.projectId) params.set("project", location.projectId);
  if (location.projectId && location.chatId) params.set("chat", location.chatId);
  params.set("view", location.view);
  return params;
}
