import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "#app/db/client.server.ts";
import { isoDate, todayInGermany } from "./build-month-grid.ts";
import type { SampleDay, SampleMonth } from "./sample-month.ts";

export type { SampleDay, SampleDecision, SampleMonth } from "./sample-month.ts";

const LatestRow = z.object({ latest: z.string().nullable() });
const DayRow = z.object({
  id: z.string(),
  court_name: z.string(),
  file_number: z.string().nullable(),
  decision_type: z.string().nullable(),
  decision_date: z.string(),
  day_total: z.coerce.number().int(),
});

/**
 * The month of the most recent decision (or the current month when there is none), with up to
 * `perDay` decisions a day and each day's total. Decisions dated after today are ignored: some
 * sources carry impossible future dates, and a calendar of
 * 2029 would mislead.
 */
export async function getSampleMonth(options: { today?: string; perDay?: number } = {}): Promise<SampleMonth> {
  const today = options.today ?? todayInGermany();
  const perDay = options.perDay ?? 3;
  const [latestRow] = await queryRows<unknown>(
    sql`select to_char(max(decision_date), 'YYYY-MM-DD') as latest from decisions where decision_date <= ${today}::date`,
  );
  const anchor = LatestRow.parse(latestRow).latest ?? today;
  const year = Number(anchor.slice(0, 4));
  const month = Number(anchor.slice(5, 7));
  const from = isoDate(year, month, 1);
  const to = month === 12 ? isoDate(year + 1, 1, 1) : isoDate(year, month + 1, 1);

  const rows = await queryRows<unknown>(sql`
    select id, court_name, file_number, decision_type, decision_date, day_total from (
      select id, court_name, file_numbers[1] as file_number, decision_type,
             to_char(decision_date, 'YYYY-MM-DD') as decision_date,
             count(*) over (partition by decision_date) as day_total,
             row_number() over (partition by decision_date order by court_name, id) as position
        from decisions
       where decision_date >= ${from}::date and decision_date < ${to}::date and decision_date <= ${today}::date
    ) ranked
    where position <= ${perDay}
    order by decision_date, position`);

  const days = new Map<string, SampleDay>();
  for (const raw of rows) {
    const row = DayRow.parse(raw);
    let day = days.get(row.decision_date);
    if (!day) {
      day = { date: row.decision_date, total: row.day_total, decisions: [] };
      days.set(row.decision_date, day);
    }
    day.decisions.push({
      id: row.id,
      courtName: row.court_name,
      fileNumber: row.file_number,
      decisionType: row.decision_type,
    });
  }
  const list = [...days.values()];
  return { year, month, total: list.reduce((sum, day) => sum + day.total, 0), days: list };
}
