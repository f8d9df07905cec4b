import { localeOf, type Language } from "#app/i18n/language.ts";
import { buildMonthGrid, type MonthCell } from "./build-month-grid.ts";
import type { SampleDay, SampleMonth } from "./sample-month.ts";

export type CalendarCell = MonthCell & { label: string; entries: SampleDay | null };
/** Everything the sample calendar renders, with every label already in the page's language. */
export type SampleCalendar = {
  monthLabel: string;
  total: number;
  weekdays: { short: string; long: string }[];
  weeks: CalendarCell[][];
  days: (SampleDay & { label: string })[];
};

const utc = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * Pure: the month view of a sample month. Runs in the loader so that server and browser never
 * format dates differently (the browser's Intl data may differ from Node's).
 */
export function buildSampleCalendar(month: SampleMonth, lang: Language): SampleCalendar {
  const locale = localeOf(lang);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options });
  const dayLabel = format({ weekday: "long", day: "numeric", month: "long" });
  const grid = buildMonthGrid(month.year, month.month);
  const byDate = new Map(month.days.map((day) => [day.date, day]));
  return {
    monthLabel: format({ month: "long", year: "numeric" }).format(
      utc(`${month.year}-${String(month.month).padStart(2, "0")}-01`),
    ),
    total: month.total,
    weekdays: grid.weeks[0]!.map((cell) => ({
      short: format({ weekday: "short" }).format(utc(cell.date)),
      long: format({ weekday: "long" }).format(utc(cell.date)),
    })),
    weeks: grid.weeks.map((week) =>
      week.map((cell) => ({
        ...cell,
        label: dayLabel.format(utc(cell.date)),
        entries: cell.inMonth ? (byDate.get(cell.date) ?? null) : null,
      })),
    ),
    days: month.days.map((day) => ({ ...day, label: dayLabel.format(utc(day.date)) })),
  };
}
