import { getUsage } from "#app/domain/accounts/usage.server.ts";
import { getEnv } from "#app/env.server.ts";

/** What the usage meter shows: model calls used and the limit. */
export async function getUsageSummary(uid: string, limit = getEnv().USAGE_LIMIT): Promise<{ used: number; limit: number }> {
  return { used: (await getUsage(uid)).count, limit };
}
