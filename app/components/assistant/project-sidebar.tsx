import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { ChatSummary, ProjectSummary } from "#app/domain/assistant/stream-events.ts";
import { useTranslate } from "#app/i18n/use-translate.ts";
import { assistantSearchParams, type AssistantLocation } from "./assistant-url-state.ts";

type Props = {
  location: AssistantLocation;
  projects: ProjectSummary[] | null;
  projectsFailed: boolean;
  chats: ChatSummary[];
  chatsFailed: boolean;
  onCreate: (title: string) => Promise<void>;
};

const href = (location: AssistantLocation) => `?${assistantSearchParams(location).toString()}`;

/** Projects (newest first) with a form for a new one, and the selected project's chats. */
export function ProjectSidebar({ location, projects, projectsFailed, chats, chatsFailed, onCreate }: Props) {
  const t = useTranslate();
  const [title, setTitle] = useState("");
  const [saveFailed, setSaveFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // The form works through the API only: until the page is hydrated its button stays disabled.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!title.trim() || busy) return;
    setBusy(true);
    setSaveFailed(false);
    try {
      await onCreate(title.trim());
      setTitle("");
    } catch (error) {
      console.warn("Creating the project failed", error);
      setSaveFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <nav className="assistant-sidebar" aria-label={t("assistant.sidebar")}>
      <h2>{t("assistant.projects.heading")}</h2>
      <form className="new-project" onSubmit={create}>
        <label htmlFor="new-project-title">{t("assistant.projects.newLabel")}</label>
        <input
          id="new-project-title"
          name="title"
          maxLength={200}
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy || !hydrated}>
          {t("assistant.projects.create")}
        </button>
        {saveFailed ? (
          <p className="status-message" data-kind="error" role="alert">
            {t("assistant.projects.saveFailed")}
          </p>
        ) : null}
      </form>
      {projectsFailed ? (
        <p className="status-message" data-kind="error" role="alert">
          {t("assistant.projects.loadFailed")}
        </p>
      ) : projects === null ? (
        <p className="muted">{t("assistant.loading")}</p>
      ) : projects.length === 0 ? (
        <p className="muted">{t("assistant.projects.empty")}</p>
      ) : (
        <ul className="assistant-list" aria-label={t("assistant.projects.heading")}>
          {projects.map((project) => {
            const selected = project.id === location.projectId;
            return (
              <li key={project.id}>
                <Link
                  to={href({ ...location, projectId: project.id, chatId: null })}
                  aria-current={selected ? "true" : undefined}
                  preventScrollReset
                >
                  {project.title}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {location.projectId ? (
        <>
          <h2>{t("assistant.chats.heading")}</h2>
          <p>
            <Link to={href({ ...location, chatId: null, view: "chat_view" })} preventScrollReset>
              {t("assistant.chats.new")}
            </Link>
          </p>
          {chatsFailed ? (
            <p className="status-message" data-kind="error" role="alert">
              {t("assistant.chats.loadFailed")}
            </p>
          ) : chats.length === 0 ? (
            <p className="muted">{t("assistant.chats.empty")}</p>
          ) : (
            <ul className="assistant-list" aria-label={t("assistant.chats.heading")}>
              {chats.map((chat) => (
                <li key={chat.id}>
                  <Link
                    to={href({ ...location, chatId: chat.id, view: "chat_view" })}
                    aria-current={chat.id === location.chatId ? "true" : undefined}
                    preventScrollReset
                  >
                    {chat.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </nav>
  );
}
