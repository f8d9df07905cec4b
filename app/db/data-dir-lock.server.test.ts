import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.server.ts";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "legalcal-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("data folder lock", () => {
  test("a second opener is refused with the folder and the holding process named", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    let error: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(dir);
    expect((error as Error).message).toContain(`process ${process.pid}`);
    lock.release();
  });

  test("a released lock can be taken again", () => {
    const dir = tempDir();
    acquireDataDirLock(dir).release();
    const again = acquireDataDirLock(dir);
    expect(fs.existsSync(again.file)).toBe(true);
    again.release();
    expect(fs.existsSync(again.file)).toBe(false);
  });

  test("a lock left by a process that no longer runs is recovered", () => {
    const dir = tempDir();
    // A pid above the kernel's pid_max cannot be running.
    const stale = { pid: 4_194_305, hostname: os.hostname(), startedAt: "2020-01-01T00:00:00Z", command: "server.ts" };
    fs.writeFileSync(path.join(dir, "legal-calendar.lock"), JSON.stringify(stale));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lock.file, "utf8")).pid).toBe(process.pid);
    lock.release();
  });
});
