import { useCallback, useMemo, useState } from "react";
import { useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { useTranslate } from "#app/i18n/use-translate.ts";
import { createAssistantApi, type UsageFigures } from "./assistant-api.ts";
import { assistantSearchParams, readAssistantLocation, type AssistantLocation } from "./assistant-url-state.ts";
import { ChatView } from "./chat-view.tsx";
import { ComparisonView } from "./comparison-view.tsx";
import { ProceduralBreakdownView } from "./procedural-breakdown-view.tsx";
import { ProjectHeader } from "./project-header.tsx";
import { ProjectSidebar } from "./project-sidebar.tsx";
import { UsageMeter } from "./usage-meter.tsx";
import { useChatSession } from "./use-chat-session.ts";
import { useChats } from "./use-chats.ts";
import { useProjects } from "./use-projects.ts";
import { ViewTabs } from "./view-tabs.tsx";

type RootData = { account?: { csrfToken: string } | null } | undefined;

/**
 * The assistant's page: projects and chats on the side, the selected project's three views in the
 * main area. What is shown lives in the URL (docs/decisions/065); data comes from /api/assistant.
 */
export function AssistantWorkspace({ initialUsage }: { initialUsage: UsageFigures }) {
  const t = useTranslate();
  const csrfToken = (useRouteLoaderData("root") as RootData)?.account?.csrfToken ?? "";
  const api = useMemo(() => createAssistantApi({ csrfToken }), [csrfToken]);
  const [searchParams] = useSearchParams();
  const location = readAssistantLocation(searchParams);
  const navigate = useNavigate();
  const go = useCallback(
    (next: AssistantLocation, replace = false) =>
      navigate(`?${assistantSearchParams(next).toString()}`, { replace, preventScrollReset: true }),
    [navigate],
  );

  const [usage, setUsage] = useState(initialUsage);
  const { projects, failed: projectsFailed, create, update, remove } = useProjects(api);
  const project = projects?.find((candidate) => candidate.id === location.projectId) ?? null;
  // Only a project of the list counts: an unknown or deleted one in the URL opens nothing (and
  // asks the API for nothing that would answer 404).
  const projectId = project?.id ?? null;
  const chatId = projectId ? location.chatId : null;
  const { chats, failed: chatsFailed, reload: reloadChats } = useChats(api, projectId);
  const refreshUsage = useCallback(() => {
    api.getUsage().then(setUsage, (error: unknown) => console.warn("Loading the usage failed", error));
    reloadChats();
  }, [api, reloadChats]);
  const onChatCreated = useCallback(
    (chatId: string) => {
      void go({ ...location, chatId, view: "chat_view" }, true);
      reloadChats();
    },
    [go, location, reloadChats],
  );
  const session = useChatSession({ api, projectId, chatId, onChatCreated, onTurnEnded: refreshUsage });
  const deleteChat = chatId
    ? async () => {
        await api.deleteChat(chatId);
        reloadChats();
        await go({ ...location, chatId: null }, true);
      }
    : undefined;

  return (
    <div className="assistant">
      <div className="assistant-top">
        <h1 id="assistant-title">{t("assistant.title")}</h1>
        <UsageMeter used={usage.used} limit={usage.limit} />
      </div>
      <div className="assistant-layout">
        <ProjectSidebar
          location={{ ...location, projectId, chatId }}
          projects={projects}
          projectsFailed={projectsFailed}
          chats={chats}
          chatsFailed={chatsFailed}
          onCreate={async (title) => {
            const created = await create(title);
            await go({ projectId: created.id, chatId: null, view: location.view });
          }}
        />
        <section className="assistant-main" aria-labelledby={project ? "project-heading" : "assistant-title"}>
          {project ? (
            <ProjectHeader
              key={project.id}
              project={project}
              closeHref={`?${assistantSearchParams({ projectId: null, chatId: null, view: location.view }).toString()}`}
              onUpdate={async (changes) => {
                await update(project.id, changes);
              }}
              onDelete={async () => {
                await remove(project.id);
                await go({ projectId: null, chatId: null, view: location.view }, true);
              }}
            />
          ) : (
            <p className="muted">{t("assistant.projects.none")}</p>
          )}
          <ViewTabs location={location} />
          <div className="assistant-view">
            {location.view === "chat_view" ? (
              <ChatView
                hasProject={project !== null}
                messages={session.messages}
                status={session.status}
                sending={session.sending}
                usageLimit={usage.limit}
                onSend={(question) => void session.send(question)}
                onDeleteChat={deleteChat}
              />
            ) : location.view === "comparison_view" ? (
              <ComparisonView
                key={projectId ?? "none"}
                projectId={projectId}
                csrfToken={csrfToken}
                onGenerated={refreshUsage}
              />
            ) : (
              <ProceduralBreakdownView projectId={projectId} csrfToken={csrfToken} onUsageChanged={refreshUsage} />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
