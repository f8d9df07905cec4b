import { z } from "zod";
import {
  ApiErrorSchema,
  ChatMessageSchema,
  ChatSummarySchema,
  ProjectSummarySchema,
  type ChatMessage,
  type ChatSummary,
  type ProjectSummary,
} from "#app/domain/assistant/stream-events.ts";

/** An /api/assistant answer that was not ok: its status and the server's error code. */
export class AssistantApiError extends Error {
  override name = "AssistantApiError";
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const ProjectsSchema = z.object({ projects: z.array(ProjectSummarySchema) });
const ProjectSchema = z.object({ project: ProjectSummarySchema });
const ChatsSchema = z.object({ chats: z.array(ChatSummarySchema) });
const ChatSchema = z.object({
  chat: z.object({ id: z.string(), projectId: z.string(), title: z.string(), createdAt: z.string() }),
  messages: z.array(ChatMessageSchema),
});
export const UsageSchema = z.object({ used: z.number().int().min(0), limit: z.number().int().min(0) });
export type UsageFigures = z.infer<typeof UsageSchema>;

type Fetch = typeof fetch;

/**
 * The browser's client of the assistant's JSON API (docs/api.md). Every answer is validated with
 * the shared zod schemas. Changes carry the session's CSRF token in `X-CSRF-Token`: JSON bodies
 * would pass on their Origin alone, but bodiless DELETEs need the token (docs/decisions/050).
 */
export function createAssistantApi(options: { csrfToken: string; fetch?: Fetch }) {
  const doFetch: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const headers = (json: boolean): Record<string, string> => ({
    accept: "application/json",
    "x-csrf-token": options.csrfToken,
    ...(json ? { "content-type": "application/json" } : {}),
  });

  async function request(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await doFetch(`/api/assistant/${path}`, {
      method,
      headers: headers(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
    if (!response.ok) throw await toApiError(response);
    return response;
  }
  const json = async <T>(schema: z.ZodType<T>, response: Response): Promise<T> => schema.parse(await response.json());
  const id = (value: string) => encodeURIComponent(value);

  return {
    listProjects: async (): Promise<ProjectSummary[]> =>
      (await json(ProjectsSchema, await request("GET", "projects"))).projects,
    createProject: async (project: { id: string; title: string; description?: string }): Promise<ProjectSummary> =>
      (await json(ProjectSchema, await request("POST", "projects", project))).project,
    updateProject: async (
      projectId: string,
      changes: { title?: string; description?: string },
    ): Promise<ProjectSummary> =>
      (await json(ProjectSchema, await request("PATCH", `projects/${id(projectId)}`, changes))).project,
    deleteProject: async (projectId: string): Promise<void> => {
      await request("DELETE", `projects/${id(projectId)}`);
    },
    listChats: async (projectId: string): Promise<ChatSummary[]> =>
      (await json(ChatsSchema, await request("GET", `projects/${id(projectId)}/chats`))).chats,
    getChat: async (chatId: string): Promise<{ projectId: string; messages: ChatMessage[] }> => {
      const { chat, messages } = await json(ChatSchema, await request("GET", `chats/${id(chatId)}`));
      return { projectId: chat.projectId, messages };
    },
    deleteChat: async (chatId: string): Promise<void> => {
      await request("DELETE", `chats/${id(chatId)}`);
    },
    getUsage: async (): Promise<UsageFigures> => json(UsageSchema, await request("GET", "usage")),
    /** Starts an answer; the body is the NDJSON event stream (read it with readStreamEvents). */
    sendQuestion: async (
      chatId: string,
      body: { projectId: string; question: string },
      signal?: AbortSignal,
    ): Promise<ReadableStream<Uint8Array>> => {
      const response = await doFetch(`/api/assistant/chats/${id(chatId)}/messages`, {
        method: "POST",
        headers: { ...headers(true), accept: "application/x-ndjson" },
        body: JSON.stringify(body),
        credentials: "same-origin",
        signal,
      });
      if (!response.ok) throw await toApiError(response);
      if (!response.body) throw new AssistantApiError(response.status, "no_body", "The answer had no body.");
      return response.body;
    },
  };
}
export type AssistantApi = ReturnType<typeof createAssistantApi>;

async function toApiError(response: Response): Promise<AssistantApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (e.g. a proxy's error page): the status says enough.
  }
  const parsed = ApiErrorSchema.safeParse(body);
  return parsed.success
    ? new AssistantApiError(response.status, parsed.data.error.code, parsed.data.error.message)
    : new AssistantApiError(
        response.status,
        `http_${response.status}`,
        `Request failed with status ${response.status}`,
      );
}
