import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * PGlite has no lock of its own: two processes on one data folder silently lose rows
 * (docs/decisions/003-database.md). We hold an exclusive lock file inside the folder for the
 * life of the process. A lock left by a process that no longer runs is taken over.
 */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  readonly dataDir: string;
  readonly holder: LockInfo;
  constructor(dataDir: string, holder: LockInfo) {
    super(
      `The data folder ${dataDir} is in use by process ${holder.pid} on ${holder.hostname}` +
        ` (${holder.command}, since ${holder.startedAt}). Stop that process, or set DATA_DIR to another folder.`,
    );
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

type LockInfo = { pid: number; hostname: string; startedAt: string; procStart?: string; command: string };

export type DataDirLock = { file: string; release: () => void };

const LOCK_NAME = "legal-calendar.lock";

function procStartTime(pid: number): string | undefined {
  try {
    // Field 22 of /proc/<pid>/stat is the start time in clock ticks: it tells a reused pid apart.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive(info: LockInfo): boolean {
  if (info.hostname !== os.hostname()) return true; // cannot check another machine: assume held
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  const start = procStartTime(info.pid);
  return info.procStart === undefined || start === undefined || start === info.procStart;
}

function readLock(file: string): LockInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as LockInfo;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_NAME);
  const info: LockInfo = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    procStart: procStartTime(process.pid),
    command:
      process.argv
        .slice(1, 3)
        .map((arg) => path.basename(arg))
        .join(" ") || "node",
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // Write the content first and link it into place: link() fails if the lock exists, and a
      // reader never sees a half-written lock.
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, JSON.stringify(info));
      try {
        fs.linkSync(temp, file);
      } finally {
        fs.rmSync(temp, { force: true });
      }
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLock(file);
      if (holder && holder.pid === process.pid && holder.procStart === info.procStart) {
        throw new DataDirLockedError(dir, holder);
      }
      if (holder && isAlive(holder)) throw new DataDirLockedError(dir, holder);
      // Stale (its process is gone) or unreadable: remove it and try again.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}`);
}
