import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { checkDatabase, getDatabase, openConfiguredDatabase, setDatabase } from "#app/db/client.server.ts";
import { getEnv, type Env } from "#app/env.server.ts";
import { isLanguage, languageCookie } from "#app/i18n/language.ts";
import { logger } from "#app/utils/logger.server.ts";
import { requestInfo } from "#app/utils/request-info.ts";
import { startAnswerLeases } from "#app/domain/assistant/chat/answer-leases.server.ts";
import { drainAnswers } from "#app/domain/assistant/chat/answers-in-progress.server.ts";
import { failInterruptedAnswers } from "#app/domain/assistant/chat/fail-interrupted-answers.server.ts";
import { searchIndexStatus, startSearchIndexing } from "#app/domain/corpus/retrieval/search-index.server.ts";
import { getFeedService } from "#app/domain/feeds/feed-service.server.ts";
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


const state = {
  ready: false,
  shuttingDown: false,
  scheduler: undefined as Scheduler | undefined,
  starter: undefined as StarterInstall | undefined,
  searchIndex: undefined as ReturnType<typeof startSearchIndexing> | undefined,
  leases: undefined as Awaited<ReturnType<typeof startAnswerLeases>> | undefined,
  draining: undefined as Promise<number> | undefined,
};

/** Opens (and migrates) the database. Called once by server.ts before it listens. */
export async function init(env: Env = getEnv()) {
  const database = await openConfiguredDatabase(env);
  // PGlite has one process: every answer still streaming was cut off by the last stop. On
  // PostgreSQL other instances may be writing theirs: only those of dead instances are finished,
  // now and by every instance's periodic sweep (docs/decisions/088-restarts-that-lose-no-answer.md).
  const interrupted = database.kind === "pglite" ? await failInterruptedAnswers() : 0;
  if (interrupted > 0) logger.warn({ interrupted }, "answers cut off by the last stop were stored as error messages");
  state.leases = await startAnswerLeases();
  state.ready = true;
  logger.info({ database: database.kind, location: database.location }, "database ready");
  // The starter set installs in the background (docs/decisions/015): the server listens at once.
  if (env.STARTER_DATA === "auto") state.starter = installStarterDataInBackground(path.resolve(env.STARTER_DATA_PATH));
  else updateStarterStatus({ state: "off" });
  // The scheduled jobs start once the starter set is in: a first update check of the EU acts
  // would otherwise find none installed (and wait a day), and the first live imports would
  // compete with the installation for the database.
  if (env.INGEST_SCHEDULE) {
    const installed = state.starter?.done.catch(() => null) ?? Promise.resolve(null);
    void installed.then(() => {
      if (!state.shuttingDown && !state.scheduler) state.scheduler = startIngestScheduler();
    });
  }
  // Every catalogue feed is built in the background before anyone asks for it, after the starter
  // set when one is being installed (docs/decisions/024-feed-rebuilds-in-the-background.md).
  const feeds = getFeedService();
  if (state.starter) feeds.deferRebuildsUntil(state.starter.done);
  feeds.prebuild();
  // The legal-search index is built now and after every change of the acts, not on a user's first
  // question (docs/decisions/087-search-index-in-the-background.md).
  state.searchIndex = startSearchIndexing();
}

/** How long server.ts may wait for open connections: the answers' bound, and a margin to store them. */
export function shutdownGraceMs(): number {
  return getEnv().SHUTDOWN_ANSWERS_MS + 10_000;
}

/** Stops readiness, then closes the database (server.ts has already drained the requests). */
export async function shutdown() {
  state.shuttingDown = true;
  state.ready = false;
  await state.scheduler?.stop();
  state.scheduler = undefined;
  // Answers still being written are stored before the database closes: finished within the bound
  // that began at the signal, or stored as interrupted (ADR 088).
  const interrupted = await (state.draining ?? drainAnswers(getEnv().SHUTDOWN_ANSWERS_MS));
  if (interrupted > 0) logger.warn({ interrupted }, "answers still streaming at the shutdown bound were stored as interrupted");
  await state.leases?.stop();
  state.leases = undefined;
  await state.starter?.stop();
  state.starter = undefined;
  await state.searchIndex?.stop();
  state.searchIndex = undefined;
  await getFeedService().close();
  await getDatabase().close();
  setDatabase(undefined);
}

export function markShuttingDown() {
  state.shuttingDown = true;
  state.ready = false;
  state.draining ??= drainAnswers(getEnv().SHUTDOWN_ANSWERS_MS);
}

const env = getEnv();
const development = env.NODE_ENV === "development";

/** server.ts tries this before `app`: built feeds as close to a static file as their bytes allow (ADR 028). */
export const serveFeedFast = feedsFastPath();

export const app = express();
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
app.use(rateLimit({ routes: ["/feeds/search.ics"], limit: 120, windowMs: 60_000, messageKey: "site.rateLimit.keywordFeeds" }));
app.use("/feeds", feedsHandler());
app.use(securityHeaders({ development }));
// Accounts (docs/areas/accounts.md): every state-changing request must come from our origin;
// the dev identity provider's token endpoint is called server-to-server and is exempt.
// The AI Act classifier is a public JSON API without cookies or state: callable from anywhere (docs/api.md).
app.use(csrfProtection({ publicUrl: env.PUBLIC_URL, exempt: [DEV_IDP_PATH, "/api/ai-act/classify"] }));
// Sign-in attempts per client and minute: starting a sign-in, the callback, the dev form's POST.
// Limits key on the route, so React Router's data requests (/auth/sign-in.data) count too.
app.use(rateLimit({ routes: ["/auth/sign-in"], limit: 60, windowMs: 60_000, skip: (req) => req.method === "GET" && !req.query.provider }));
app.use(rateLimit({ routes: ["/auth/callback"], limit: 60, windowMs: 60_000 }));
app.use(rateLimit({ routes: [`${DEV_IDP_PATH}/interaction`], limit: 60, windowMs: 60_000, skip: (req) => req.method === "GET" }));
app.use(rateLimit({ routes: ["/api/ai-act/classify"], limit: 30, windowMs: 60_000, messageKey: "aiAct.rateLimit", skip: (req) => req.method !== "POST" }));
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
  const ready = state.ready && !state.shuttingDown;
  // While the starter set installs, or the first legal-search index is built, the server serves
  // pages (200) and says so; a rolling restart waits for "ready" (docs/deploy.md).
  const starter = getStarterStatus();
  const importing = starter.state === "importing";
  const index = searchIndexStatus();
  const indexing = index.state === "building" && !index.builtOnce;
  if (!ready) return void res.status(503).json({ ready });
  const status = importing ? "importing" : indexing ? "indexing" : "ready";
  res.status(200).json({ ready, status, ...(importing ? { importing: { percent: starter.percent, recordsPerSecond: starter.recordsPerSecond } } : {}) });
});

// The visible language switch is a plain link (?lang=de) so that it works without JavaScript:
// remember the choice in a cookie and come back to the same page without the parameter. Pages
// only: the API and the downloads read `lang` as the document's language (200, no cookie).
const readsLangItself = (path: string) => path.startsWith("/api/") || path.split("/").at(-1) === "export";
app.use((req, res, next) => {
  const lang = req.query.lang;
  if ((req.method !== "GET" && req.method !== "HEAD") || lang === undefined || readsLangItself(req.path)) return next();
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
  app.use(express.static(client, { maxAge: "1h", index: false }));
}

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    mode: development ? "development" : "production",
    getLoadContext: (_req, res) => {
      const context = new RouterContextProvider();
      context.set(requestInfo, { nonce: res.locals.nonce as string, requestId: res.locals.requestId as string });
      return context;
    },
  }),
);
