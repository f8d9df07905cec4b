import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { ProjectSummary } from "#app/domain/assistant/stream-events.ts";
import { useTranslate } from "#app/i18n/use-translate.ts";
import { ExportLinks } from "../export/export-links.tsx";
import { ModalDialog } from "./modal-dialog.tsx";

type Props = {
  project: ProjectSummary;
  closeHref: string;
  onUpdate: (changes: { title: string; description: string }) => Promise<void>;
  onDelete: () => Promise<void>;
};

/** The selected project: its title and description, editing them, closing and deleting it. */
export function ProjectHeader({ project, closeHref, onUpdate, onDelete }: Props) {
  const t = useTranslate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFailed(false);
    try {
      await onUpdate({
        title: String(form.get("title") ?? "").trim(),
        description: String(form.get("description") ?? "").trim(),
      });
      setEditing(false);
    } catch (error) {
      console.warn("Saving the project failed", error);
      setFailed(true);
    }
  }
  async function remove() {
    setFailed(false);
    try {
      await onDelete();
    } catch (error) {
      console.warn("Deleting the project failed", error);
      setConfirming(false);
      setFailed(true);
    }
  }

  return (
    <div className="project-header">
      <h2 id="project-heading">{project.title}</h2>
      {editing ? (
        <form className="project-edit" onSubmit={save}>
          <label htmlFor="project-title">{t("assistant.projects.titleLabel")}</label>
          <input id="project-title" name="title" required maxLength={200} defaultValue={project.title} />
          <label htmlFor="project-description">{t("assistant.projects.descriptionLabel")}</label>
          <textarea
            id="project-description"
            name="description"
            rows={3}
            maxLength={2000}
            defaultValue={project.description}
          />
          <div className="button-row">
            <button type="submit" className="button">
              {t("assistant.projects.save")}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
              {t("assistant.projects.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className="muted">{project.description || t("assistant.projects.noDescription")}</p>
          <div className="button-row">
            <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
              {t("assistant.projects.edit")}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
              {t("assistant.projects.delete")}
            </button>
            <Link className="button button-secondary" to={closeHref} preventScrollReset>
              {t("assistant.projects.close")}
            </Link>
          </div>
          <ExportLinks
            href={`/api/assistant/projects/${encodeURIComponent(project.id)}/export`}
            label="exportActions.project"
          />
        </>
      )}
      {failed ? (
        <p className="status-message" data-kind="error" role="alert">
          {t("assistant.projects.saveFailed")}
        </p>
      ) : null}
      <ModalDialog open={confirming} onClose={() => setConfirming(false)} labelledBy="delete-project-title">
        <h2 id="delete-project-title">{t("assistant.projects.deleteTitle", { title: project.title })}</h2>
        <p>{t("assistant.projects.deleteText")}</p>
        <div className="button-row">
          <button type="button" className="button button-danger" onClick={remove}>
            {t("assistant.projects.deleteConfirm")}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConfirming(false)} autoFocus>
            {t("assistant.projects.cancel")}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
