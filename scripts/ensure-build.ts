/**
 * Builds the production bundle when it is missing or older than the sources. Used by `npm start`
 * and `npm run lighthouse`, so that neither serves a stale build.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..");
const sources = [
  "app",
  "server",
  "public",
  "server.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "package-lock.json",
];

function newestMtime(root: string, target: string): number {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** True when build/server/index.js is missing or older than any source file. */
export function buildIsStale(root = projectRoot): boolean {
  const buildEntry = path.join(root, "build/server/index.js");
  const builtAt = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0;
  return builtAt < Math.max(...sources.map((source) => newestMtime(root, source)));
}

/** Runs `react-router build` when needed; exits the process when the build fails. */
export function ensureBuild(announce: string): void {
  if (!buildIsStale()) return;
  console.log(announce);
  // A production bundle whatever NODE_ENV the caller has (a test runner sets "test").
  const result = spawnSync(
    process.execPath,
    [path.join(projectRoot, "node_modules/@react-router/dev/bin.cjs"), "build"],
    {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
