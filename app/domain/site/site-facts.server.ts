import { getEnv, type Env } from "#app/env.server.ts";

/** The operator as configured (OPERATOR_*); the defaults are examples, see .env.example. */
export type Operator = {
  name: string;
  street: string;
  city: string;
  country: string;
  email: string;
  phone: string | null;
  representative: string;
  register: string | null;
  vatId: string | null;
  /** True while the example defaults are in use: the pages say so. */
  isExample: boolean;
};

/** What the legal pages state about this installation; only these values reach a page. */
export type SiteFacts = {
  operator: Operator;
  supervisoryAuthority: string;
  /** The AI model provider's name when the research assistant is configured, else null. */
  aiProvider: string | null;
  sessionIdleMinutes: number;
  /** How long the operator keeps server logs (the policy's promise; see docs/areas/site.md). */
  logRetentionDays: number;
  /** Date the policy texts last changed materially (ISO). */
  policyDate: string;
};

export const LOG_RETENTION_DAYS = 14;
export const POLICY_DATE = "2026-11-22";
const EXAMPLE_OPERATOR_NAME = "Legal Calendar (example operator)";

export function getOperator(env: Env = getEnv()): Operator {
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

export function getSiteFacts(env: Env = getEnv()): SiteFacts {
  return {
    operator: getOperator(env),
    supervisoryAuthority: env.SUPERVISORY_AUTHORITY,
    aiProvider: env.AI_BASE_URL && env.AI_MODEL ? env.AI_PROVIDER_NAME : null,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    logRetentionDays: LOG_RETENTION_DAYS,
    policyDate: POLICY_DATE,
  };
}
