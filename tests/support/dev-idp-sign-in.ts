/**
 * Signs in against a running server through its built-in development identity provider, the
 * way a browser does (redirects, cookies, the provider's form), without a browser. Returns the
 * cookie jar and where the sign-in landed. For server integration tests.
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      if (/max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

/** Follows redirects by hand, keeping cookies; returns the final response and its URL. */
export async function browse(
  jar: CookieJar,
  url: string,
  init: RequestInit = {},
): Promise<{ response: Response; url: URL }> {
  let current = new URL(url);
  let request = init;
  for (let hop = 0; hop < 15; hop++) {
    const response = await fetch(current, {
      ...request,
      redirect: "manual",
      headers: { ...(request.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.arrayBuffer();
      current = new URL(location, current);
      request = {};
      continue;
    }
    return { response, url: current };
  }
  throw new Error(`too many redirects from ${url}`);
}

export async function devIdpSignIn(
  base: string,
  options: { email: string; name?: string; returnTo?: string; intent?: "waitlist"; jar?: CookieJar },
) {
  const jar = options.jar ?? new CookieJar();
  const params = new URLSearchParams({ provider: "dev" });
  if (options.returnTo) params.set("returnTo", options.returnTo);
  if (options.intent) params.set("intent", options.intent);
  const form = await browse(jar, `${base}/auth/sign-in?${params}`);
  const html = await form.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form at ${form.url}: ${html.slice(0, 300)}`);
  const done = await browse(jar, new URL(action, form.url).href, {
    method: "POST",
    headers: { origin: new URL(base).origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: options.email, name: options.name ?? options.email.split("@")[0]! }),
  });
  return { jar, response: done.response, url: done.url };
}

/** The CSRF token of the signed-in page (the hidden `csrf` field the account page renders). */
export async function csrfTokenOf(base: string, jar: CookieJar): Promise<string> {
  const page = await browse(jar, `${base}/account`);
  const token = /name="csrf" value="([^"]+)"/.exec(await page.response.text())?.[1];
  if (!token) throw new Error("no CSRF token on /account");
  return token;
}
