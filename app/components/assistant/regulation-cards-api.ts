import { z } from "zod";
import { RegulationCardsSchema, type RegulationCards } from "#app/domain/assistant/cards/regulation-cards.ts";
import { ApiErrorSchema } from "#app/domain/assistant/stream-events.ts";
import { AssistantApiError } from "./assistant-api.ts";

type Fetch = typeof fetch;

const ProjectCardsSchema = z.object({ project: z.object({ regulationCards: RegulationCardsSchema.nullable() }) });
const GeneratedSchema = z.object({ regulationCards: RegulationCardsSchema });

/**
 * The comparison view's client: the project's stored cards (GET the project) and regenerating them
 * (POST …/regulation-cards with the session's CSRF token). Answers are validated with the shared schema.
 */
export function createRegulationCardsApi(options: { csrfToken: string; fetch?: Fetch }) {
  const doFetch: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  async function request(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await doFetch(`/api/assistant/projects/${path}`, {
      method,
      headers: {
        accept: "application/json",
        "x-csrf-token": options.csrfToken,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
    if (!response.ok) {
      const parsed = ApiErrorSchema.safeParse(await response.json().catch(() => null));
      throw parsed.success
        ? new AssistantApiError(response.status, parsed.data.error.code, parsed.data.error.message)
        : new AssistantApiError(
            response.status,
            `http_${response.status}`,
            `Request failed with status ${response.status}`,
          );
    }
    return response.json();
  }
  return {
    getCards: async (projectId: string): Promise<RegulationCards | null> =>
      ProjectCardsSchema.parse(await request("GET", encodeURIComponent(projectId))).project.regulationCards,
    generateCards: async (projectId: string, language: "en" | "de"): Promise<RegulationCards> =>
      GeneratedSchema.parse(await request("POST", `${encodeURIComponent(projectId)}/regulation-cards`, { language }))
        .regulationCards,
  };
}
