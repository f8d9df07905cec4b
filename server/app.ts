import type { IncomingMessage, ServerResponse } from "node:http";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import {
  checkDatabase,
  getDatabase,
  openConfiguredDatabase,
  setDatabase,
  type Database,
} from "#app/db/client.server.ts";
import { parseEnv, withEnv, type Env } from "#app/env.server.ts";
import { isLanguage, languageCookie } from "#app/i18n/language.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { logger, withLogger, type Logger } from "#app/utils/logger.server.ts";
import { requestInfo } from "#app/utils/request-info.ts";
import { startAnswerLeases } from "#app/domain/assistant/chat/answer-leases.server.ts";
import { drainAnswers } from "#app/domain/assistant/chat/answers-in-progress.server.ts";
import { failInterruptedAnswers } from "#app/domain/assistant/chat/fail-interrupted-answers.server.ts";
import { searchIndexStatus, startSearchIndexing } from "#app/domain/corpus/retrieval/search-index.server.ts";
import {
  createFeedService,
  feedServiceOptions,
  withFeedService,
  type FeedService,
} from "#app/domain/feeds/feed-service.server.ts";
import { feedsFastPath, feedsHandler } from "./feeds-handler.ts";
import { startIngestScheduler } from "#app/jobs/index.server.ts";
import type { Scheduler } from "#app/jobs/scheduler.server.ts";
import { installStarterDataInBackground, type StarterInstall } from "#app/jobs/starter-data.server.ts";
import { getStarterStatus, updateStarterStatus } from "#app/jobs/starter-status.server.ts";
import { DEV_IDP_CLIENT_ID, DEV_IDP_PATH, callbackUrl, devIdpEnabled } from "#app/domain/accounts/providers.server.ts";
import { bodyLimit } from "./body-limit.ts";
import { closeUnreadBody } from "./close-unread-body.ts";
import { csrfProtection } from "./csrf.ts";
import { createDevIdp } from "./dev-idp.ts";
import { servePrecompressed } from "./precompress.ts";
import { pathGuard } from "./path-guard.ts";
import { queryGuard } from "./query-guard.ts";
import { rateLimit } from "./rate-limit.ts";
import { decisionSearchLimit } from "./route-limits.ts";
import { requestContext } from "./request-context.ts";
import { sameSiteLocation } from "./same-site-location.ts";
import { securityHeaders } from "./security-headers.ts";

/**
 * The process's shared services (docs/decisions/101-the-app-as-a-factory.md): the database (one per
 * process, getDb()), the answer leases, the starter installation, the scheduled jobs and the
 * legal-search index. The first app to start() starts them; the last one to shut down stops them.
 */
const shared = {
  apps: new Set<{ env: Env; database: Database }>(),
  started: 0,
  scheduler: undefined as Scheduler | undefined,
  starter: undefined as StarterInstall | undefined,
  searchIndex: undefined as ReturnType<typeof startSearchIndexing> | undefined,
  leases: undefined as Awaited<ReturnType<typeof startAnswerLeases>> | undefined,
  shuttingDown: false,
  /** The configuration of the process's first app: the shared services' settings (assertSharesProcess). */
  processEnv: undefined as Env | undefined,
  lastDatabase: undefined as Database | undefined,
};

/**
 * Settings an app may have of its own when several run in one process (tests run variants in
 * process): they are read per request. Every other setting is read by a shared service and must
 * be the same for every app of the process.
 */
const perAppSettings = new Set<string>([
  "NODE_ENV",
  "HOST",
  "PORT",
  "PUBLIC_URL",
  "TRUST_PROXY",
  "LOG_LEVEL",
  "OPERATOR_NAME",
  "OPERATOR_STREET",
  "OPERATOR_CITY",
  "OPERATOR_COUNTRY",
  "OPERATOR_EMAIL",
  "OPERATOR_PHONE",
  "OPERATOR_REPRESENTATIVE",
  "OPERATOR_REGISTER",
  "OPERATOR_VAT_ID",
  "SUPERVISORY_AUTHORITY",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "MICROSOFT_CLIENT_ID",
  "MICROSOFT_CLIENT_SECRET",
  "MICROSOFT_TENANT",
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "OIDC_NAME",
  "DEV_IDP",
  "WAITLIST_MODE",
  "ADMIN_EMAILS",
  "SESSION_IDLE_MINUTES",
  "SESSION_MAX_HOURS",
  "USAGE_LIMIT",
  "SHUTDOWN_ANSWERS_MS",
  "AI_BASE_URL",
  "AI_API_KEY",
  "AI_MODEL",
  "AI_PROVIDER_NAME",
  "FEED_MAX_EVENTS",
  "FEED_MAX_AGE_DAYS",
  "FEED_REVALIDATE_SECONDS",
]);

/**
 * The apps of one process share its database while they run, and every setting but the per-app
 * ones for the life of the process (caches built under one value would serve another).
 */
function assertSharesProcess(env: Env, database: Database) {
  for (const other of shared.apps) {
    if (other.database !== database)
      throw new Error(
        "createApp: the apps that run at once in a process share its database (getDb()): close the others first",
      );
  }
  shared.processEnv ??= env;
  const first = shared.processEnv;
  const differing = Object.keys(env).filter(
    (key) =>
      !perAppSettings.has(key) && JSON.stringify(env[key as keyof Env]) !== JSON.stringify(first[key as keyof Env]),
  );
  if (differing.length > 0)
    throw new Error(
      `createApp: ${differing.join(", ")} must be the same for every app of a process (they configure its shared services): use a process of its own`,
    );
  // A new database (the last app closed, a test starts the next on a fresh copy): what the
  // process cached from the old one is dropped, as a change of every kind of data would.
  if (shared.lastDatabase && shared.lastDatabase !== database)
    for (const topic of ["decisions", "courts", "corpus"] as const) emitDataChanged(topic);
  shared.lastDatabase = database;
}

/** Parses process.env (server.ts: the message of an invalid environment names each wrong variable). */
export function loadEnv(): Env {
  return parseEnv(process.env);
}

/** Opens (and migrates) the configured database and makes it the process's (getDb()). */
export function openDatabase(env: Env): Promise<Database> {
  return openConfiguredDatabase(env);
}

export type AppDependencies = {
  /** The process's database (server.ts: openDatabase(env)); createApp makes it getDb()'s. */
  database: Database;
  /** Where this app's log lines go (default: the process's logger on stdout). */
  logger?: Logger;
};

export type LegalCalendarApp = {
  /** The Express app (server.ts puts Vite's middleware before it in development). */
  express: express.Express;
  /** The request listener for node:http: built feeds first (ADR 028), then compression and Express. */
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Readiness, and the shared services when this is the process's first app (server.ts calls it before it listens). */
  start: () => Promise<void>;
  /** /readyz answers 503 from now on; answers being streamed get SHUTDOWN_ANSWERS_MS. */
  markShuttingDown: () => void;
  /** How long server.ts may wait for open connections: the answers' bound, and a margin to store them. */
  shutdownGraceMs: () => number;
  /** Stops this app's feeds and, for the last app of the process, the shared services (the opener closes the database). */
  shutdown: () => Promise<void>;
};

/**
 * The whole site as a value: its configuration (`env`, parsed) and its dependencies in, an Express
 * app and a request listener out. server.ts makes one; tests make variants in their own process.
 * Each request and each piece of work the app starts runs with this app's configuration, logger
 * and feed service (withEnv, withLogger, withFeedService), so getEnv() deep in the domain code
 * answers for the app that serves the request.
 */
export function createApp(env: Env, deps: AppDependencies): LegalCalendarApp {
  assertSharesProcess(env, deps.database);
  setDatabase(deps.database);
  const record = { env, database: deps.database };
  shared.apps.add(record);
  const appLogger = deps.logger ?? logger;
  let feeds: FeedService | undefined;
  const feedService = () => (feeds ??= createFeedService({ ...feedServiceOptions(env), prebuild: true }));
  const inScope = <T>(fn: () => T): T =>
    withEnv(env, () => withLogger(appLogger, () => withFeedService(feedService, fn)));
  const state = {
    ready: false,
    shuttingDown: false,
    started: false,
    draining: undefined as Promise<number> | undefined,
  };

  const app = express();
  app.use((_req, _res, next) => inScope(next));
  inScope(() => buildApp(app, env, state, feedService));
  const serveFeedFast = feedsFastPath(feedService);
  const compress = compressResponses();
  const compressed = express();
  compressed.disable("x-powered-by");
  compressed.use(compress);
  compressed.use(app);

  return {
    express: app,
    listener: (req, res) => inScope(() => (serveFeedFast(req, res) ? undefined : compressed(req, res))),
    start: () =>
      inScope(async () => {
        state.started = true;
        if (shared.started++ === 0) await startSharedServices(env);
        state.ready = true;
        // Every catalogue feed is built in the background before anyone asks for it, after the starter
        // set when one is being installed (docs/decisions/024-feed-rebuilds-in-the-background.md).
        const service = feedService();
        if (shared.starter) service.deferRebuildsUntil(shared.starter.done);
        service.prebuild();
      }),
    markShuttingDown: () => {
      state.shuttingDown = true;
      state.ready = false;
      state.draining ??= inScope(() => drainAnswers(env.SHUTDOWN_ANSWERS_MS));
    },
    shutdownGraceMs: () => env.SHUTDOWN_ANSWERS_MS + 10_000,
    shutdown: () =>
      inScope(async () => {
        state.shuttingDown = true;
        state.ready = false;
        shared.apps.delete(record);
        const last = state.started && --shared.started === 0;
        if (last) shared.shuttingDown = true;
        if (last) {
          await shared.scheduler?.stop();
          shared.scheduler = undefined;
        }
        // Answers still being written are stored before the database closes: finished within the bound
        // that began at the signal, or stored as interrupted (ADR 088).
        const interrupted = await (state.draining ?? drainAnswers(env.SHUTDOWN_ANSWERS_MS));
        if (interrupted > 0)
          logger.warn({ interrupted }, "answers still streaming at the shutdown bound were stored as interrupted");
        await feeds?.close();
        if (last) await stopSharedServices();
      }),
  };
}

async function startSharedServices(env: Env) {
  shared.shuttingDown = false;
  const database = getDatabase();
  // PGlite has one process: every answer still streaming was cut off by the last stop. On
  // PostgreSQL other instances may be writing theirs: only those of dead instances are finished,
  // now and by every instance's periodic sweep (docs/decisions/088-restarts-that-lose-no-answer.md).
  const interrupted = database.kind === "pglite" ? await failInterruptedAnswers() : 0;
  if (interrupted > 0) logger.warn({ interrupted }, "answers cut off by the last stop were stored as error messages");
  shared.leases = await startAnswerLeases();
  logger.info({ database: database.kind, location: database.location }, "database ready");
  // The starter set installs in the background (docs/decisions/015): the server listens at once.
  if (env.STARTER_DATA === "auto") shared.starter = installStarterDataInBackground(path.resolve(env.STARTER_DATA_PATH));
  else updateStarterStatus({ state: "off" });
  // The scheduled jobs start once the starter set is in: a first update check of the EU acts
  // would otherwise find none installed (and wait a day), and the first live imports would
  // compete with the installation for the database.
  if (env.INGEST_SCHEDULE) {
    const installed = shared.starter?.done.catch(() => null) ?? Promise.resolve(null);
    void installed.then(() => {
      if (!shared.shuttingDown && !shared.scheduler) shared.scheduler = startIngestScheduler();
    });
  }
  // The legal-search index is built now and after every change of the acts, not on a user's first
  // question (docs/decisions/087-search-index-in-the-background.md).
  shared.searchIndex = startSearchIndexing({ search: searchSettingsOf(env) });
}

async function stopSharedServices() {
  await shared.leases?.stop();
  shared.leases = undefined;
  await shared.starter?.stop();
  shared.starter = undefined;
  await shared.searchIndex?.stop();
  shared.searchIndex = undefined;
}

/**
 * Compression for everything but the calendar feeds, which send their own pre-compressed bytes
 * (docs/decisions/020-feed-addresses-and-http.md). The assistant's NDJSON answer stream is
 * compressed too (the default filter skips its type); React Router's adapter flushes after every
 * chunk, so each event still leaves at once (docs/decisions/061-assistant-answer-stream.md).
 */
export function compressResponses(): express.RequestHandler {
  const compress = compression({
    threshold: 1024,
    filter: (req, res) =>
      /^application\/x-ndjson\b/.test(String(res.getHeader("Content-Type") ?? "")) || compression.filter(req, res),
  });
  return (req, res, next) => (req.url.startsWith("/feeds/") ? next() : compress(req, res, next));
}

/** The middleware and routes, in their order: they read `env`, the app's configuration, never the process's. */
function buildApp(
  app: express.Express,
  env: Env,
  state: { ready: boolean; shuttingDown: boolean },
  feedService: () => FeedService,
) {
  const development = env.NODE_ENV === "development";

  app.disable("x-powered-by");
  // A number of proxy hops, never `true`: with `true` Express takes the leftmost X-Forwarded-For
  // entry, which the client writes itself (docs/decisions/056-trusted-proxy-hops.md).
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestContext());
  // Every request body is bounded before anything reads it, for every route (server/body-limit.ts).
  app.use(bodyLimit());
  app.use(closeUnreadBody());
  app.use(queryGuard());
  app.use(pathGuard());
  // Calendar feeds: prepared bytes, before the page machinery (docs/decisions/020-feed-addresses-and-http.md).
  // Keyword feeds run a search per new query: a per-address limit keeps that from being abused
  // (calendar apps poll a feed every few hours; the page builds one address per visitor).
  app.use(
    rateLimit({
      routes: ["/feeds/search.ics"],
      limit: 120,
      windowMs: 60_000,
      messageKey: "site.rateLimit.keywordFeeds",
    }),
  );
  app.use("/feeds", feedsHandler(feedService));
  app.use(securityHeaders({ development }));
  // Accounts (docs/areas/accounts.md): every state-changing request must come from our origin;
  // the dev identity provider's token endpoint is called server-to-server and is exempt.
  // The AI Act classifier is a public JSON API without cookies or state: callable from anywhere (docs/api.md).
  app.use(csrfProtection({ publicUrl: env.PUBLIC_URL, exempt: [DEV_IDP_PATH, "/api/ai-act/classify"] }));
  // Sign-in attempts per client and minute: starting a sign-in, the callback, the dev form's POST.
  // Limits key on the route, so React Router's data requests (/auth/sign-in.data) count too.
  app.use(
    rateLimit({
      routes: ["/auth/sign-in"],
      limit: 60,
      windowMs: 60_000,
      skip: (req) => req.method === "GET" && !req.query.provider,
    }),
  );
  app.use(rateLimit({ routes: ["/auth/callback"], limit: 60, windowMs: 60_000 }));
  app.use(
    rateLimit({
      routes: [`${DEV_IDP_PATH}/interaction`],
      limit: 60,
      windowMs: 60_000,
      skip: (req) => req.method === "GET",
    }),
  );
  app.use(
    rateLimit({
      routes: ["/api/ai-act/classify"],
      limit: 30,
      windowMs: 60_000,
      messageKey: "aiAct.rateLimit",
      skip: (req) => req.method !== "POST",
    }),
  );
  // The public check's downloads render a document per request: the same budget per address.
  app.use(rateLimit({ routes: ["/ai-act-check/export"], limit: 30, windowMs: 60_000, messageKey: "aiAct.rateLimit" }));
  app.use(rateLimit(decisionSearchLimit));
  if (devIdpEnabled(env)) {
    if (env.DEV_IDP) {
      logger.warn(
        { host: env.HOST, publicUrl: env.PUBLIC_URL },
        "DEV_IDP=true: the development identity provider signs anyone who reaches this server in as any e-mail address",
      );
    }
    app.use(
      DEV_IDP_PATH,
      createDevIdp({
        issuer: `${env.PUBLIC_URL}${DEV_IDP_PATH}`,
        clientId: DEV_IDP_CLIENT_ID,
        redirectUris: [callbackUrl("dev", env)],
        proxyHops: env.TRUST_PROXY,
      }),
    );
  }

  app.get("/healthz", async (_req, res) => {
    try {
      await checkDatabase();
      res.status(200).json({ status: "ok", database: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  });

  app.get("/readyz", (_req, res) => {
    const ready = state.ready && !state.shuttingDown && !shared.shuttingDown;
    // While the starter set installs, or the first legal-search index is built, the server serves
    // pages (200) and says so; a rolling restart waits for "ready" (docs/deploy.md).
    const starter = getStarterStatus();
    const importing = starter.state === "importing";
    const index = searchIndexStatus();
    const indexing = index.state === "building" && !index.builtOnce;
    if (!ready) return void res.status(503).json({ ready });
    const status = importing ? "importing" : indexing ? "indexing" : "ready";
    res.status(200).json({
      ready,
      status,
      ...(importing ? { importing: { percent: starter.percent, recordsPerSecond: starter.recordsPerSecond } } : {}),
    });
  });

  // The visible language switch is a plain link (?lang=de) so that it works without JavaScript:
  // remember the choice in a cookie and come back to the same page without the parameter. Pages
  // only: the API and the downloads read `lang` as the document's language (200, no cookie).
  const readsLangItself = (path: string) => path.startsWith("/api/") || path.split("/").at(-1) === "export";
  app.use((req, res, next) => {
    const lang = req.query.lang;
    if ((req.method !== "GET" && req.method !== "HEAD") || lang === undefined || readsLangItself(req.path))
      return next();
    if (isLanguage(lang)) {
      res.cookie(languageCookie, lang, {
        maxAge: 365 * 24 * 3600 * 1000,
        sameSite: "lax",
        httpOnly: false,
        secure: req.secure,
        path: "/",
      });
    }
    res.redirect(303, sameSiteLocation(req.originalUrl, "lang"));
  });

  if (!development) {
    const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
    app.use("/assets", servePrecompressed(path.join(client, "assets")));
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // The files at the root of the build (favicon, robots.txt…); no file is under /api/, so the
    // API's requests skip the file lookup.
    const rootFiles = express.static(client, { maxAge: "1h", index: false });
    app.use((req, res, next) => (req.path.startsWith("/api/") ? next() : rootFiles(req, res, next)));
  }

  const getLoadContext = (_req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    context.set(requestInfo, { nonce: res.locals.nonce as string, requestId: res.locals.requestId as string });
    return context;
  };
  if (development) {
    // Loaded per request: Vite serves the edited routes.
    app.use(
      createRequestHandler({
        build: () => import("virtual:react-router/server-build"),
        mode: "development",
        getLoadContext,
      }),
    );
    return;
  }
  // Production: the handler is made once, from the build loaded by the first request (the pages'
  // modules cost ~15 MB: an idle server does without them). Given a function, React Router derives
  // the routes and their ranking from the build again on every request (~0.5 ms each).
  let handler: express.RequestHandler | undefined;
  let loading: Promise<express.RequestHandler> | undefined;
  app.use((req, res, next) => {
    if (handler) return handler(req, res, next);
    loading ??= import("virtual:react-router/server-build").then(
      (build) => (handler = createRequestHandler({ build, mode: "production", getLoadContext })),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading.then((loaded) => loaded(req, res, next), next);
  });
}
