import { z } from "zod";
import { ApiErrorSchema } from "#app/domain/assistant/stream-events.ts";
import type { BreakdownRequestInput } from "#app/domain/assistant/breakdown/breakdown-request.ts";
import {
  latestBreakdown,
  ProceduralBreakdownSchema,
  type ProceduralBreakdown,
} from "#app/domain/assistant/breakdown/procedural-breakdown.ts";

const ProjectWithBreakdownSchema = z.object({
  project: z.object({ id: z.string(), proceduralBreakdownData: z.unknown() }),
});
const BreakdownResponseSchema = z.object({
  breakdown: ProceduralBreakdownSchema,
  notice: z.enum(["usage_limit", "model_failed"]).optional(),
});
export type BreakdownResponse = z.infer<typeof BreakdownResponseSchema>;

type Fetch = typeof fetch;

/** The breakdown view's calls: the project's stored breakdown, and a new one (CSRF header as the other calls). */
export function createBreakdownApi(options: { csrfToken: string; fetch?: Fetch }) {
  const doFetch: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await doFetch(`/api/assistant/${path}`, {
      method,
      headers: {
        accept: "application/json",
        "x-csrf-token": options.csrfToken,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = ApiErrorSchema.safeParse(json);
      throw new Error(error.success ? error.data.error.message : `HTTP ${response.status}`);
    }
    return json;
  }
  return {
    /** The latest breakdown stored on the project, and how many earlier ones it keeps. */
    async load(projectId: string): Promise<{ latest: ProceduralBreakdown | null; count: number }> {
      const { project } = ProjectWithBreakdownSchema.parse(
        await call("GET", `projects/${encodeURIComponent(projectId)}`),
      );
      const data = project.proceduralBreakdownData as { messages?: { type?: string }[] } | null;
      return {
        latest: latestBreakdown(project.proceduralBreakdownData),
        count: data?.messages?.filter((message) => message.type === "ai").length ?? 0,
      };
    },
    async create(projectId: string, request: BreakdownRequestInput): Promise<BreakdownResponse> {
      return BreakdownResponseSchema.parse(
        await call("POST", `projects/${encodeURIComponent(projectId)}/breakdown`, request),
      );
    },
  };
}
