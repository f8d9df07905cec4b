import { getUsage } from "#app/domain/accounts/usage.server.ts";

/** What the usage meter shows: model calls used and the limit (USAGE_LIMIT). */
export async function getUsageSummary(uid: string, limit: number): Promise<{ used: number; limit: number }> {
  return { used: (await getUsage(uid)).count, limit };
}
