import fs from "node:fs";
import path from "node:path";
import { importAct } from "./import-act.server.ts";
import { parseActFile } from "./parse-act-file.ts";

const fixtures = path.resolve(import.meta.dirname, "../../../../tests/fixtures/corpus");

/**
 * E2E seed: the small fixture acts (synthetic text in the real formats) installed under the AI
 * Act's and the PLD's CELEX numbers, so the assistant has provisions to cite; the DSM Directive
 * and 85/374/EEC stay uninstalled, so "not installed" is visible too.
 */
export async function seedCorpus() {
  const read = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");
  await importAct({ act: { ...parseActFile(read("mini-act_EN.formex.xml")), celex: "32024R1689" } });
  await importAct({ act: { ...parseActFile(read("mini-act_DE.formex.xml")), celex: "32024R1689" } });
  await importAct({ act: { ...parseActFile(read("mini-pld_EN.structured.json")), celex: "32024L2853" } });
}
