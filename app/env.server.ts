import { AsyncLocalStorage } from "node:async_hooks";
import { z } from "zod";

const booleanString = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/**
 * Proxy hops to trust for the client address (Express' `trust proxy` with a hop count): `false`/`0`
 * trusts none, `N` trusts the N proxies nearest to the server, `true` means exactly one. Never
 * "all": the leftmost X-Forwarded-For entry is whatever the client wrote there.
 */
const proxyHops = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim().toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^(|true|false|\d{1,2})$/, 'expected "false", "true" (one proxy) or the number of proxy hops (0–99)')
      .transform((value) => (value === "true" ? 1 : value === "false" || value === "" ? 0 : Number(value))),
  );

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

/**
 * Every environment variable the server reads. Validated once at start; `.env.example`
 * documents each one. Features switch on by the presence of their configuration.
 */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    TRUST_PROXY: proxyHops,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),

    OPERATOR_NAME: z.string().default("Legal Calendar (example operator)"),
    OPERATOR_STREET: z.string().default("Musterstraße 1"),
    OPERATOR_CITY: z.string().default("80331 München"),
    OPERATOR_COUNTRY: z.string().default("Deutschland"),
    OPERATOR_EMAIL: z.email().default("contact@legal-calendar.example"),
    OPERATOR_PHONE: optionalString,
    OPERATOR_REPRESENTATIVE: z.string().default("Max Mustermann"),
    OPERATOR_REGISTER: optionalString,
    OPERATOR_VAT_ID: optionalString,
    SUPERVISORY_AUTHORITY: z
      .string()
      .default("Bayerisches Landesamt für Datenschutzaufsicht (BayLDA), Promenade 18, 91522 Ansbach"),

    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    MICROSOFT_CLIENT_ID: optionalString,
    MICROSOFT_CLIENT_SECRET: optionalString,
    MICROSOFT_TENANT: z.string().default("common"),
    OIDC_ISSUER: optionalString,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_NAME: z.string().default("OpenID Connect"),
    DEV_IDP: booleanString,
    WAITLIST_MODE: booleanString,
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    SESSION_MAX_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 24)
      .default(12),
    USAGE_LIMIT: z.coerce.number().int().min(0).default(200),
    /** On SIGTERM, how long answers being streamed may go on before they are stored as interrupted (ms). */
    SHUTDOWN_ANSWERS_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),

    AI_BASE_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: "expected an http(s) URL such as https://api.openai.com/v1" }).optional(),
    ),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    AI_PROVIDER_NAME: z.string().default("OpenAI-compatible provider"),
    EMBEDDINGS_BASE_URL: optionalString,
    EMBEDDINGS_API_KEY: optionalString,
    EMBEDDINGS_MODEL: optionalString,
    /** The provisions' everyday-word paraphrases in the search index (ADR 046); "off" for tests of the ranking on small fixtures. */
    CORPUS_PARAPHRASES: z.enum(["on", "off"]).default("on"),

    /** On by default (live refresh); "false" turns the in-server importers and the EUR-Lex update check off. */
    INGEST_SCHEDULE: z
      .enum(["true", "false", "1", "0", ""])
      .optional()
      .transform((value) => value !== "false" && value !== "0"),
    /** auto: a first start on an empty database installs the starter set in the background; off: never. */
    STARTER_DATA: z.enum(["auto", "off"]).default("auto"),
    STARTER_DATA_PATH: z.string().min(1).default("./data/starter"),
    OLDP_API_TOKEN: optionalString,
    /** The live sources of the scheduled importers (defaults: the public services); a mirror or a test server. */
    RII_TOC_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/ }).default("https://www.rechtsprechung-im-internet.de/rii-toc.xml"),
    ),
    NEURIS_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/ }).default("https://testphase.rechtsinformationen.bund.de"),
    ),
    OLDP_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).default("https://de.openlegaldata.io/api/cases/")),
    /** Where the EUR-Lex update check asks for consolidated versions (CELLAR SPARQL) and downloads their pages. */
    EURLEX_SPARQL_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/ }).default("https://publications.europa.eu/webapi/rdf/sparql"),
    ),
    EURLEX_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).default("https://eur-lex.europa.eu")),
    /** The folder of rechtsprechung-im-internet.de's `jb-<doknr>.zip` documents (the full-text job); a mirror or a test server. */
    RII_DOCUMENTS_URL: optionalString
      .pipe(z.url({ protocol: /^https?$/ }).optional())
      .transform((value) => value ?? "https://www.rechtsprechung-im-internet.de/jportal/docs/bsjrs/"),
    FEED_MAX_EVENTS: z.coerce.number().int().min(1).max(100_000).default(1000),
    FEED_MAX_AGE_DAYS: z.coerce.number().int().min(0).default(0),
    FEED_REVALIDATE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://${env.HOST === "0.0.0.0" ? "127.0.0.1" : env.HOST}:${env.PORT}`).replace(
      /\/+$/,
      "",
    ),
  }));

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Values that must not appear in an error message (a log line may travel further than the host). */
const SECRET = /SECRET|KEY|TOKEN|PASSWORD|DATABASE_URL/;

/**
 * Parses an environment; the error message names every variable that is wrong, the value it had
 * (unless it is a secret) and what is allowed.
 */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.map(String).join(".") || "(env)";
    const value = source[name];
    const shown = value === undefined ? "" : SECRET.test(name) ? "=(hidden)" : `=${JSON.stringify(value)}`;
    const message = issue.code === "invalid_type" && issue.expected === "number" ? "expected a number" : issue.message;
    return `  ${name}${shown}: ${message}`;
  });
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example for every variable.`);
}

let cached: Env | undefined;

/** The configuration of the app whose request (or background work) is running (server/app.ts `createApp`). */
const appEnv = new AsyncLocalStorage<Env>();

/**
 * The configuration in effect: the one of the app serving the current request when several apps
 * run in one process (createApp runs each request and its background work in `withEnv`), else
 * process.env, parsed once (docs/decisions/101-the-app-as-a-factory.md).
 */
export function getEnv(): Env {
  const scoped = appEnv.getStore();
  if (scoped) return scoped;
  cached ??= parseEnv(process.env);
  return cached;
}

/** Runs `fn` (and everything it starts) with `env` as getEnv()'s answer. */
export function withEnv<T>(env: Env, fn: () => T): T {
  return appEnv.run(env, fn);
}

/** Test hook: forget the parsed environment so the next getEnv() reads process.env again. */
export function resetEnvForTests() {
  cached = undefined;
}

/** The only values that reach the browser. Add to this list deliberately. */
export function getClientEnv(env: Env = getEnv()) {
  return {
    PUBLIC_URL: env.PUBLIC_URL,
  };
}
export type ClientEnv = ReturnType<typeof getClientEnv>;
