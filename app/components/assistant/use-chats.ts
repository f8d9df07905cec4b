import { useCallback, useEffect, useState } from "react";
import type { ChatSummary } from "#app/domain/assistant/stream-events.ts";
import type { AssistantApi } from "./assistant-api.ts";

/** The selected project's chats, newest first; empty without a project. `reload` after a new chat. */
export function useChats(api: AssistantApi, projectId: string | null) {
  const [chats, setChats] = useState<ChatSummary[]>([]);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    setFailed(false);
    if (!projectId) {
      setChats([]);
      return;
    }
    let current = true;
    api.listChats(projectId).then(
      (list) => current && setChats([...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt))),
      (error: unknown) => {
        console.warn("Loading the chats failed", error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [api, projectId, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { chats, failed, reload };
}
