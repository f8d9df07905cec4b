import type { Env } from "#app/env.server.ts";
import type { Operator, SiteFacts } from "./site-facts.ts";

export type { Operator, SiteFacts } from "./site-facts.ts";

export const LOG_RETENTION_DAYS = 14;
export const POLICY_DATE = "2026-11-22";
const EXAMPLE_OPERATOR_NAME = "Legal Calendar (example operator)";

export function getOperator(env: Env): Operator {
  return {
    name: env.OPERATOR_NAME,
    street: env.OPERATOR_STREET,
    city: env.OPERATOR_CITY,
    country: env.OPERATOR_COUNTRY,
    email: env.OPERATOR_EMAIL,
    phone: env.OPERATOR_PHONE ?? null,
    representative: env.OPERATOR_REPRESENTATIVE,
    register: env.OPERATOR_REGISTER ?? null,
    vatId: env.OPERATOR_VAT_ID ?? null,
    isExample: env.OPERATOR_NAME === EXAMPLE_OPERATOR_NAME,
  };
}

export function getSiteFacts(env: Env): SiteFacts {
  return {
    operator: getOperator(env),
    supervisoryAuthority: env.SUPERVISORY_AUTHORITY,
    aiProvider: env.AI_BASE_URL && env.AI_MODEL ? env.AI_PROVIDER_NAME : null,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    logRetentionDays: LOG_RETENTION_DAYS,
    policyDate: POLICY_DATE,
  };
}
