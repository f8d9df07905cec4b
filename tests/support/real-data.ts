import fs from "node:fs";
import path from "node:path";

/** ../shared/data beside the project's root (SHARED_DATA_DIR overrides it). */
export const sharedDataDir = path.resolve(
  process.env.SHARED_DATA_DIR ?? path.join(import.meta.dirname, "../../../shared/data"),
);

/** The path of a real data file; throws (the test fails, it is never skipped) when it is missing. */
export function realDataFile(relative: string): string {
  const file = path.join(sharedDataDir, relative);
  if (!fs.existsSync(file)) {
    throw new Error(`Real data file missing: ${file}. The real-data suite needs ../shared/data beside the project.`);
  }
  return file;
}
