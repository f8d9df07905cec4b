import crypto from "node:crypto";
import express, { type Request, type Response } from "express";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";
import { z } from "zod";
import { logger } from "#app/utils/logger.server.ts";

/**
 * The built-in development identity provider (docs/decisions/051-development-identity-provider.md):
 * a real OpenID Connect issuer (oidc-provider) in this process, whose sign-in form accepts any
 * e-mail and name. Mounted at /dev-idp only when app/domain/accounts/providers.server.ts says
 * so (no provider configured and a loopback PUBLIC_URL, or DEV_IDP=true). Keys and accounts live
 * in memory: a restart signs nobody out of the app, it only forgets the provider's own sessions.
 */
export function createDevIdp(options: { issuer: string; clientId: string; redirectUris: string[]; proxyHops: number }) {
  const accounts = new Map<string, { email: string; name: string }>();
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: "jwk" }), kid: "dev-idp", use: "sig", alg: "RS256" };

  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: "none",
        redirect_uris: options.redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    adapter: memoryAdapter(),
    jwks: { keys: [jwk] },
    cookies: { keys: [crypto.randomBytes(32).toString("base64url")] },
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${new URL(options.issuer).pathname}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => {
        const account = accounts.get(sub);
        return account ? { sub, email: account.email, email_verified: true, name: account.name } : { sub };
      },
    }),
    // First-party client: the consent step is granted automatically.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client!.clientId;
      const accountId = ctx.oidc.session!.accountId!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    renderError: async (ctx: { type: string; body: string }, out: { error: string; error_description?: string }) => {
      ctx.type = "html";
      ctx.body = page(
        "Sign-in error",
        `<p role="alert">${escapeHtml(out.error)}: ${escapeHtml(out.error_description ?? "")}</p><p><a href="/">Back to Legal Calendar</a></p>`,
      );
    },
  });
  // The same proxy hops as the app (TRUST_PROXY): never the client-written leftmost address.
  provider.proxy = options.proxyHops > 0;
  provider.maxIpsCount = options.proxyHops;
  provider.on("server_error", (_ctx, error) => logger.error({ err: error }, "development identity provider error"));

  const FormSchema = z.object({
    email: z.email().max(320),
    name: z.string().trim().min(1).max(200),
  });

  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: "10kb" });

  router.get("/interaction/:uid", async (req: Request, res: Response) => {
    try {
      const interaction = await provider.interactionDetails(req, res);
      res.type("html").set("Cache-Control", "no-store").send(loginPage(interaction.uid));
    } catch (error) {
      logger.warn({ err: error }, "development sign-in: interaction not found");
      res
        .status(400)
        .type("html")
        .send(
          page(
            "Sign-in expired",
            `<p role="alert">This sign-in has expired.</p><p><a href="/auth/sign-in">Start again</a></p>`,
          ),
        );
    }
  });

  router.post("/interaction/:uid", form, async (req: Request, res: Response) => {
    try {
      const interaction = await provider.interactionDetails(req, res);
      const parsed = FormSchema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).type("html").send(loginPage(interaction.uid, "Enter a valid e-mail address and a name."));
        return;
      }
      const email = parsed.data.email.toLowerCase();
      // The same e-mail is the same person: a stable subject derived from it.
      const accountId = `dev-${crypto.createHash("sha256").update(email).digest("hex").slice(0, 24)}`;
      accounts.set(accountId, { email, name: parsed.data.name });
      await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      logger.warn({ err: error }, "development sign-in failed");
      res
        .status(400)
        .type("html")
        .send(
          page(
            "Sign-in failed",
            `<p role="alert">The sign-in failed or expired.</p><p><a href="/auth/sign-in">Start again</a></p>`,
          ),
        );
    }
  });

  router.use(provider.callback());
  return router;
}

type Stored = { payload: Record<string, unknown>; expiresAt: number };

/**
 * In-memory storage for the development provider's codes, sessions and grants. Deliberately
 * not persistent (a development tool); an explicit adapter also keeps oidc-provider from
 * printing its "you MUST change it" production warning on every start.
 */
function memoryAdapter() {
  const store = new Map<string, Stored>();
  const live = (key: string) => {
    const item = store.get(key);
    if (item && item.expiresAt <= Date.now()) store.delete(key);
    return store.get(key)?.payload;
  };
  return class DevIdpAdapter {
    name: string;
    constructor(name: string) {
      this.name = name;
    }
    key(id: string) {
      return `${this.name}:${id}`;
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
      if (store.size > 5000) for (const [key, item] of store) if (item.expiresAt <= Date.now()) store.delete(key);
      store.set(this.key(id), { payload, expiresAt: Date.now() + (expiresIn || 3600) * 1000 });
      if (typeof payload.uid === "string")
        store.set(`uid:${payload.uid}`, { payload: { id }, expiresAt: Date.now() + (expiresIn || 3600) * 1000 });
      if (typeof payload.grantId === "string") {
        const ids = (live(`grant:${payload.grantId}`)?.ids as string[] | undefined) ?? [];
        store.set(`grant:${payload.grantId}`, {
          payload: { ids: [...ids, this.key(id)] },
          expiresAt: Date.now() + 24 * 3600 * 1000,
        });
      }
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      const ref = live(`uid:${uid}`)?.id;
      return typeof ref === "string" ? live(this.key(ref)) : undefined;
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const key of (live(`grant:${grantId}`)?.ids as string[] | undefined) ?? []) store.delete(key);
      store.delete(`grant:${grantId}`);
    }
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} – Development identity provider</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #111827">
<header><p style="background: #fef3c7; border: 1px solid #92400e; padding: .5rem .75rem; color: #78350f"><strong>Development identity provider.</strong> Not a real sign-in: any e-mail and name are accepted. Never enabled on a public address unless DEV_IDP=true.</p></header>
<main><h1 style="font-size: 1.5rem">${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function loginPage(uid: string, error?: string): string {
  const field =
    "display: block; width: 100%; padding: .5rem; margin: .25rem 0 1rem; font: inherit; border: 1px solid #4b5563; border-radius: 4px; box-sizing: border-box";
  return page(
    "Sign in to Legal Calendar",
    `${error ? `<p role="alert" style="color: #991b1b">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${escapeHtml(uid)}" autocomplete="on">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email" style="${field}">
<label for="name">Name</label><input id="name" name="name" type="text" required autocomplete="name" style="${field}">
<button type="submit" style="padding: .6rem 1.2rem; font: inherit; background: #1e3a5f; color: #fff; border: 0; border-radius: 4px">Sign in</button>
</form>`,
  );
}
