/** A calendar month as weeks of seven days, Monday first (as German calendars print it). */
export type MonthCell = { date: string; day: number; inMonth: boolean };
export type MonthGrid = { year: number; month: number; weeks: MonthCell[][] };

const pad = (value: number) => String(value).padStart(2, "0");

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Pure: the weeks that show `month` (1–12) of `year`, padded with the neighbouring months' days. */
export function buildMonthGrid(year: number, month: number): MonthGrid {
  const first = new Date(Date.UTC(year, month - 1, 1));
  // getUTCDay: 0 = Sunday … 6 = Saturday; shift so that Monday is column 0.
  const leading = (first.getUTCDay() + 6) % 7;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cellCount = Math.ceil((leading + daysInMonth) / 7) * 7;
  const weeks: MonthCell[][] = [];
  for (let index = 0; index < cellCount; index++) {
    const date = new Date(Date.UTC(year, month - 1, 1 - leading + index));
    const cell = {
      date: isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()),
      day: date.getUTCDate(),
      inMonth: date.getUTCMonth() === month - 1,
    };
    if (index % 7 === 0) weeks.push([]);
    weeks.at(-1)!.push(cell);
  }
  return { year, month, weeks };
}

/** Today's date in Germany ('YYYY-MM-DD'): a decision "of today" is one of the German today. */
export function todayInGermany(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Berlin",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
