/**
 * `npm run check:js-budget`: the JavaScript each public page loads, from the production build's
 * React Router manifest (entry + root + the page's route module and all their static imports,
 * exactly the modulepreload set the server renders) plus the manifest module itself (loaded on
 * every page), gzip-compressed as the server sends it. The inline hydration script is part of the
 * HTML document, not a JavaScript file, and is not counted (docs/areas/site.md).
 * Fails when a page exceeds the budget (120 KB gzip, docs/decisions/042-public-page-performance-budget.md). Run `npm run build` first.
 *   node scripts/check-js-budget.ts [--budget-kb 120]
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const assets = path.join(root, "build/client/assets");
const budgetArg = process.argv.indexOf("--budget-kb");
const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 120;

/** The public pages and their route ids (a page that is not built yet is reported, not failed). */
const publicPages: Record<string, string | string[]> = {
  "/": "routes/_index",
  "/pricing": "routes/pricing",
  "/contact": "routes/contact",
  "/privacy-policy": "routes/privacy-policy",
  "/gdpr": "routes/gdpr",
  "/impressum": "routes/impressum",
  "/waitlist/thank-you": "routes/waitlist.thank-you",
  "/calendar-feeds": "routes/calendar-feeds",
  "/decisions": ["routes/decisions", "routes/decisions._index"],
  "/decision-details/:id": "routes/decision-details.$id",
  "/ai-act-check": "routes/ai-act-check",
};

type ManifestEntry = { module: string; imports?: string[] };
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry & { parentId?: string }> };

function readManifest(): { manifest: Manifest; url: string } {
  const file = fs.existsSync(assets)
    ? fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
    : undefined;
  if (!file) {
    console.error("check-js-budget: no build/client/assets/manifest-*.js; run `npm run build` first");
    process.exit(2);
  }
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
  return { manifest, url: `/assets/${file}` };
}

const gzipSize = new Map<string, number>();
function sizeOf(url: string): number {
  if (!gzipSize.has(url))
    gzipSize.set(url, zlib.gzipSync(fs.readFileSync(path.join(root, "build/client", url))).length);
  return gzipSize.get(url)!;
}

const { manifest, url: manifestUrl } = readManifest();
let failed = false;
console.log(`JavaScript per public page (gzip, budget ${budgetKb} KB)`);
for (const [page, ids] of Object.entries(publicPages)) {
  const id = [ids].flat().find((candidate) => manifest.routes[candidate]) ?? [ids].flat()[0]!;
  const chain: ManifestEntry[] = [manifest.entry];
  for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined)
    chain.push(route);
  if (!manifest.routes[id]) {
    console.log(`  ${page.padEnd(24)} (not built yet)`);
    continue;
  }
  const files = new Set([manifestUrl, ...chain.flatMap((entry) => [entry.module, ...(entry.imports ?? [])])]);
  const total = [...files].reduce((sum, url) => sum + sizeOf(url), 0) / 1024;
  const over = total > budgetKb;
  failed ||= over;
  console.log(
    `  ${page.padEnd(24)} ${total.toFixed(1).padStart(6)} KB in ${files.size} files${over ? "  OVER BUDGET" : ""}`,
  );
}
const largest = [...gzipSize.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(
  `Largest files: ${largest.map(([url, size]) => `${path.basename(url)} ${(size / 1024).toFixed(1)} KB`).join(", ")}`,
);
process.exit(failed ? 1 : 0);
