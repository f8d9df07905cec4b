import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { buildSampleCalendar } from "../../domain/site/build-sample-calendar.ts";
import { catalogs } from "../../i18n/messages/index.ts";
import { MonthCalendar } from "./month-calendar.tsx";

function render(calendar: ReturnType<typeof buildSampleCalendar>, lang: "en" | "de" = "en") {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <MonthCalendar calendar={calendar} /> }]);
  return renderToString(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { lang, messages: catalogs[lang] } } }} />,
  );
}

test("an empty database shows the current month's grid and says honestly that nothing is imported yet", () => {
  const html = render(buildSampleCalendar({ year: 2026, month: 11, total: 0, days: [] }, "en"));
  expect(html).toContain("No decisions have been imported yet");
  expect(html).toContain("<caption>Court decisions in November 2026</caption>");
  expect(html).not.toContain("/decision-details/");
  expect(html).not.toContain("calendar-agenda");
});

test("a busy day lists three decisions and counts the rest", () => {
  const decisions = ["A", "B", "C"].map((court) => ({
    id: `id-${court}`,
    courtName: `${court}G`,
    fileNumber: `1 ${court} 1/26`,
    decisionType: null,
  }));
  const html = render(
    buildSampleCalendar({ year: 2026, month: 11, total: 7, days: [{ date: "2026-11-03", total: 7, decisions }] }, "de"),
    "de",
  );
  expect(html).toContain("7 Entscheidungen im November 2026.");
  expect(html.match(/href="\/decision-details\/id-A"/g)).toHaveLength(2); // grid and agenda
  expect(html).toContain("+4 weitere");
  expect(html).toContain("4 weitere Entscheidungen an diesem Tag");
  expect(html).toContain('<time dateTime="2026-11-03"');
});
