import fs from "node:fs";
import path from "node:path";
import { openDatabase, setDatabase } from "#app/db/client.server.ts";
import { importActFiles } from "#app/domain/corpus/import-act-file.server.ts";
import { searchLegalDocuments } from "#app/domain/corpus/search-legal-documents.server.ts";
const dataDir = path.resolve(import.meta.dirname, "../../shared/data/eu-acts");
const database = await openDatabase({ kind: "pglite-memory" });
setDatabase(database);
await importActFiles(fs.readdirSync(dataDir).sort().map((file) => path.join(dataDir, file)));
const ranking = process.env.RANKING ? JSON.parse(process.env.RANKING) : {};
for (const query of process.argv.slice(2)) {
  const r = await searchLegalDocuments({ query, topK: 8, asOf: "2026-11-25", metadataFilter: { language: /[äöüß]| der | die /.test(query) ? "DE" : "EN" } }, { mode: "lexical", ranking });
  console.log(query, "\n  ", r.matches.map((m) => `${m.celex.slice(-5)}:${m.pinpoint}`).join(", "), r.notices ? JSON.stringify(r.notices) : "");
}
await database.close();
