import { useCallback, useEffect, useState } from "react";
import type { ProjectSummary } from "#app/domain/assistant/stream-events.ts";
import type { AssistantApi } from "./assistant-api.ts";

const newestFirst = (a: ProjectSummary, b: ProjectSummary) => b.createdAt.localeCompare(a.createdAt);

/** The user's projects (newest first) and the changes to them, through the JSON API. */
export function useProjects(api: AssistantApi) {
  const [projects, setProjects] = useState<ProjectSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    api.listProjects().then(
      (list) => current && setProjects([...list].sort(newestFirst)),
      (error: unknown) => {
        console.warn("Loading the projects failed", error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [api]);

  const create = useCallback(
    async (title: string) => {
      // The client makes the id; the server checks its form and owner.
      const project = await api.createProject({ id: crypto.randomUUID(), title });
      setProjects((list) => [project, ...(list ?? [])].sort(newestFirst));
      return project;
    },
    [api],
  );
  const update = useCallback(
    async (id: string, changes: { title?: string; description?: string }) => {
      const project = await api.updateProject(id, changes);
      setProjects((list) => (list ?? []).map((candidate) => (candidate.id === id ? project : candidate)));
      return project;
    },
    [api],
  );
  const remove = useCallback(
    async (id: string) => {
      await api.deleteProject(id);
      setProjects((list) => (list ?? []).filter((candidate) => candidate.id !== id));
    },
    [api],
  );
  return { projects, failed, create, update, remove };
}
