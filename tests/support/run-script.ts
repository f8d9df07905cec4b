import { spawn } from "node:child_process";
import path from "node:path";
import { noteDatabaseUse } from "./database-use.ts";

const root = path.resolve(import.meta.dirname, "../..");

export type ScriptResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs `node scripts/<script> …` (what its npm script runs) on the project's Node 24, in
 * production mode with errors-only logs. `env` is laid over this process's environment; the
 * variables named in `unset` are removed first (e.g. DATABASE_URL, so that the script opens the
 * PGlite folder it is given).
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  unset: string[] = ["DATABASE_URL"],
): Promise<ScriptResult> {
  noteDatabaseUse();
  const parentEnv = { ...process.env };
  for (const name of unset) delete parentEnv[name];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules/.bin/node"), [`scripts/${script}`, ...args], {
      cwd: root,
      env: { ...parentEnv, NODE_ENV: "production", LOG_LEVEL: "error", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
