import fs from "node:fs";
import { beforeAll, expect, test } from "vitest";
import { researchNoteFor } from "#app/domain/assistant/note/research-note.server.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { realDataFile } from "../support/real-data.ts";

// The research note on the DSM Copyright Directive (EU) 2019/790, as installed from the Official Journal.
useTestDatabase();

beforeAll(async () => {
  await importAct({ act: parseActFile(fs.readFileSync(realDataFile("eu-acts/dsm_2019-790_EN.oj.xhtml"), "utf8")) });
});

test("a German question on a platform's liability quotes the rule of Art. 17(4), not the point its words fall in (ADR 158)", async () => {
  const note = await researchNoteFor(
    {
      question:
        "Haftung von Videoplattformen für urheberrechtsverletzende Uploads ihrer Nutzer, wenn keine Lizenz vorliegt",
      language: "de",
      now: new Date("2026-11-25T12:00:00Z"),
    },
    { search: searchSettingsOf(getEnv()) },
  );
  const answer = note.content.split("### Kurzantwort\n\n")[1]!.split("\n\n");
  expect(answer[0]).toMatch(
    /^Art\. 17 Abs\. 4 der DSM-Urheberrechtsrichtlinie: „If no authorisation is granted, online content-sharing service providers shall be liable for unauthorised acts of communication to the public/,
  );
  expect(answer[1]).toBe(
    "Der zitierte Wortlaut ist der englische Text der DSM-Urheberrechtsrichtlinie; eine deutsche Fassung ist nicht installiert.",
  );
});
