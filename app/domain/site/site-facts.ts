/** The shapes of the site facts, free of server code so that components can name them. */

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
