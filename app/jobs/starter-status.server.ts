import { singleton } from "#app/utils/singleton.server.ts";

/** Where the first-start installation of the starter set stands (for /readyz and the admin page). */
export type StarterStatus = {
  state: "idle" | "importing" | "done" | "failed" | "off";
  /** Records (and files) done and expected; percent of the expected. */
  done: number;
  total: number;
  percent: number;
  recordsPerSecond: number;
  file: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
};

const status = singleton<StarterStatus>("starter-status", () => ({
  state: "idle",
  done: 0,
  total: 0,
  percent: 0,
  recordsPerSecond: 0,
  file: null,
  startedAt: null,
  finishedAt: null,
  error: null,
}));

export function getStarterStatus(): StarterStatus {
  return { ...status };
}

export function updateStarterStatus(change: Partial<StarterStatus>): void {
  Object.assign(status, change);
}
