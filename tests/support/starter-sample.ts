import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "../..");

/** The newest BGH decisions kept in the sample: about four months of 2026, well over 100 for the BGH feed. */
const NEWEST_BGH_DECISIONS = 600;
/** The oldest decisions of the PDF-linked 2000–2009 metadata kept in the sample. */
const OLDEST_PDF_DECISIONS = 100;

/** The first or last `count` lines of a JSON Lines file, gzip-compressed or not. */
function someLines(file: string, count: number, from: "start" | "end"): string {
  const raw = fs.readFileSync(file);
  const text = (file.endsWith(".gz") ? zlib.gunzipSync(raw) : raw).toString("utf8");
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  return `${(from === "start" ? lines.slice(0, count) : lines.slice(-count)).join("\n")}\n`;
}

/**
 * A first-start sample of the bundled starter set (data/starter), written to .tmp/starter-sample:
 * its court lists, EU acts and single decisions as they are, and of its two BGH metadata files
 * (60,551 records, minutes to install) the newest 600 and the oldest 100 records, in the same
 * formats. The ordinary runs install it in seconds; the full set is installed once per CI run
 * (starter.spec.ts with E2E_STARTER_SET=full, tests/real-data/starter-kill.test.ts).
 */
export function starterSample(): string {
  const source = path.join(root, "data/starter");
  const target = path.join(root, ".tmp/starter-sample");
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(source, target, {
    recursive: true,
    filter: (file) => !file.includes(`${path.sep}bgh`) || !file.endsWith(".jsonl.gz"),
  });
  const bgh = path.join(source, "decisions/bgh");
  fs.writeFileSync(
    path.join(target, "decisions/bgh/bgh-rii-metadata.jsonl.gz"),
    zlib.gzipSync(someLines(path.join(bgh, "bgh-rii-metadata.jsonl.gz"), NEWEST_BGH_DECISIONS, "end")),
  );
  fs.writeFileSync(
    path.join(target, "decisions/bgh/bgh-pdf-2000-2009-metadata.jsonl.gz"),
    zlib.gzipSync(someLines(path.join(bgh, "bgh-pdf-2000-2009-metadata.jsonl.gz"), OLDEST_PDF_DECISIONS, "start")),
  );
  return target;
}
