import { Link } from "react-router";
import type { SampleCalendar } from "../../domain/site/build-sample-calendar.ts";
import type { SampleDay } from "../../domain/site/sample-month.ts";
import { useTranslate } from "../../i18n/use-translate.ts";

function DecisionLinks({ day }: { day: SampleDay }) {
  const t = useTranslate();
  const more = day.total - day.decisions.length;
  return (
    <ul className="calendar-decisions">
      {day.decisions.map((decision) => (
        <li key={decision.id}>
          <Link to={`/decision-details/${encodeURIComponent(decision.id)}`}>
            <span className="calendar-court">{decision.courtName}</span>{" "}
            <span className="calendar-file">{decision.fileNumber ?? decision.decisionType ?? ""}</span>
          </Link>
        </li>
      ))}
      {more > 0 ? (
        <li className="calendar-more">
          <span aria-hidden="true">{t("site.calendar.more", { count: more })}</span>
          <span className="visually-hidden">{t("site.calendar.moreLabel", { count: more })}</span>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * A month of real decisions. Wide screens get a month grid (a table: seven weekday columns);
 * narrow screens get the same days as an agenda list, since seven columns do not fit a phone.
 */
export function MonthCalendar({ calendar }: { calendar: SampleCalendar }) {
  const t = useTranslate();
  const month = calendar.monthLabel;
  return (
    <div className="calendar">
      <p className="calendar-summary">
        {calendar.total === 0
          ? t("site.calendar.empty")
          : calendar.total === 1
            ? t("site.calendar.countOne", { month })
            : t("site.calendar.count", { count: calendar.total, month })}
      </p>
      <table className="calendar-grid">
        <caption>{t("site.calendar.caption", { month })}</caption>
        <thead>
          <tr>
            {calendar.weekdays.map((weekday) => (
              <th key={weekday.long} scope="col">
                <abbr title={weekday.long}>{weekday.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((cell) =>
                cell.inMonth ? (
                  <td key={cell.date} className={cell.entries ? "has-decisions" : undefined}>
                    <time dateTime={cell.date} className="calendar-day">
                      <span aria-hidden="true">{cell.day}</span>
                      <span className="visually-hidden">{cell.label}</span>
                    </time>
                    {cell.entries ? <DecisionLinks day={cell.entries} /> : null}
                  </td>
                ) : (
                  <td key={cell.date} className="calendar-outside" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {calendar.days.length > 0 ? (
        <ol className="calendar-agenda" aria-label={t("site.calendar.agendaLabel", { month })}>
          {calendar.days.map((day) => (
            <li key={day.date}>
              <time dateTime={day.date} className="calendar-agenda-day">
                {day.label}
              </time>
              <DecisionLinks day={day} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
