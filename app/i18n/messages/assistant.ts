/** Text of the assistant area. Keys start with "assistant.". */
export const en = {
  "assistant.title": "Research assistant",
  "assistant.description":
    "Ask questions about EU law in projects and chats; answers cite the provisions they rely on.",
  "assistant.sidebar": "Projects and chats",
  "assistant.loading": "Loading…",

  "assistant.projects.heading": "Projects",
  "assistant.projects.empty": "No projects yet. Create one to start asking questions.",
  "assistant.projects.loadFailed": "Your projects could not be loaded. Please reload the page.",
  "assistant.projects.newLabel": "New project title",
  "assistant.projects.create": "Create project",
  "assistant.projects.edit": "Edit project",
  "assistant.projects.titleLabel": "Title",
  "assistant.projects.descriptionLabel": "Description",
  "assistant.projects.save": "Save",
  "assistant.projects.cancel": "Cancel",
  "assistant.projects.close": "Close project",
  "assistant.projects.delete": "Delete project",
  "assistant.projects.deleteTitle": "Delete the project “{title}”?",
  "assistant.projects.deleteText":
    "The project, all its chats and all their messages will be deleted. This cannot be undone.",
  "assistant.projects.deleteConfirm": "Delete for good",
  "assistant.projects.saveFailed": "The change could not be saved. Please try again.",
  "assistant.projects.noDescription": "No description yet.",
  "assistant.projects.none": "Select or create a project to start. Each project keeps its own chats.",

  "assistant.chats.heading": "Chats",
  "assistant.chats.empty": "No chats in this project yet. Ask a question in the chat view to start one.",
  "assistant.chats.new": "New chat",
  "assistant.chats.loadFailed": "The chats could not be loaded. Please reload the page.",
  "assistant.chats.delete": "Delete this chat",
  "assistant.chats.deleteTitle": "Delete this chat?",
  "assistant.chats.deleteText": "The chat and all its messages will be deleted. This cannot be undone.",

  "assistant.views.label": "Views",
  "assistant.views.comparison_view": "Comparison",
  "assistant.views.chat_view": "Chat",
  "assistant.views.procedural_breakdown": "Procedural breakdown",
  "assistant.comparison.title": "Comparison of regulations",
  "assistant.comparison.empty":
    "Here the project will show one card per act that bears on your questions (AI Act, copyright DSM Directive, Product Liability Directive), with the obligations, definitions and provisions of each side by side. This view is not built yet; use the chat view to ask questions meanwhile.",
  "assistant.breakdown.title": "Procedural breakdown",
  "assistant.breakdown.empty":
    "Here the project will show a step-by-step procedural breakdown: the steps in order with who acts and by when, a checklist to tick off and a flowchart of the procedure. This view is not built yet; use the chat view to ask questions meanwhile.",

  "assistant.chat.label": "Conversation",
  "assistant.chat.intro":
    "Ask a question about EU law. The answer cites the provisions it relies on as [1], [2], …; select a number to read the provision.",
  "assistant.chat.loadFailed": "This chat could not be loaded. It may have been deleted.",
  "assistant.chat.questionLabel": "Your question",
  "assistant.chat.send": "Send",
  "assistant.chat.sending": "Answering…",
  "assistant.chat.needsProject": "Select or create a project first: questions are asked within a project.",
  "assistant.chat.tooLong": "A question can have at most 4,000 characters.",
  "assistant.chat.you": "You",
  "assistant.chat.assistant": "Assistant",
  "assistant.chat.streaming": "The answer is being written…",
  "assistant.chat.error": "I encountered an error. Please try again.",
  "assistant.chat.retry": "Retry",
  "assistant.chat.usageLimit":
    "You have used all {limit} model calls included with your account, so the assistant cannot ask the AI model any more. Contact us to raise your limit.",
  "assistant.chat.tooManyAnswers":
    "Other answers are still being written for you. Wait until one is finished, then try again.",
  "assistant.chat.quotaExceeded":
    "This chat is full, or your account holds as many chats as it can. Your question above was not saved, and nothing else was changed: start a new chat (or delete an old one) and ask it there.",
  "assistant.chat.writeRate":
    "Too many changes were saved for your account in the last minute. Wait a minute, then try again.",
  "assistant.chat.legalTextsInstalling":
    "The legal texts (AI Act, DSM Directive, Product Liability Directives) are still being installed on this first start. An answer now could cite nothing: try again in a minute.",
  "assistant.chat.withoutModel":
    "Produced without an AI model: a research note composed from the retrieved provisions.",
  "assistant.chat.followUps": "Follow-up questions",
  "assistant.chat.sources": "Sources",
  "assistant.chat.consultedSources": "Consulted, not cited",
  "assistant.chat.sourceButton": "Source {n}: {pinpoint}, {act}",

  "assistant.source.close": "Close",
  "assistant.source.act": "Act",
  "assistant.source.pinpoint": "Provision",
  "assistant.source.version": "Version",
  "assistant.source.celex": "CELEX number",
  "assistant.source.eurLex": "Read it on EUR-Lex",

  "assistant.usage.meter": "{used} of {limit} model calls used",
  "assistant.usage.label": "Model calls used",
} as const;

export const de: Record<keyof typeof en, string> = {
  "assistant.title": "Rechercheassistent",
  "assistant.description":
    "Fragen zum EU-Recht in Projekten und Chats; die Antworten belegen die Vorschriften, auf die sie sich stützen.",
  "assistant.sidebar": "Projekte und Chats",
  "assistant.loading": "Wird geladen …",

  "assistant.projects.heading": "Projekte",
  "assistant.projects.empty": "Noch keine Projekte. Legen Sie eines an, um Fragen zu stellen.",
  "assistant.projects.loadFailed": "Ihre Projekte konnten nicht geladen werden. Bitte laden Sie die Seite neu.",
  "assistant.projects.newLabel": "Titel des neuen Projekts",
  "assistant.projects.create": "Projekt anlegen",
  "assistant.projects.edit": "Projekt bearbeiten",
  "assistant.projects.titleLabel": "Titel",
  "assistant.projects.descriptionLabel": "Beschreibung",
  "assistant.projects.save": "Speichern",
  "assistant.projects.cancel": "Abbrechen",
  "assistant.projects.close": "Projekt schließen",
  "assistant.projects.delete": "Projekt löschen",
  "assistant.projects.deleteTitle": "Das Projekt „{title}“ löschen?",
  "assistant.projects.deleteText":
    "Das Projekt, alle seine Chats und alle ihre Nachrichten werden gelöscht. Das lässt sich nicht rückgängig machen.",
  "assistant.projects.deleteConfirm": "Endgültig löschen",
  "assistant.projects.saveFailed": "Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  "assistant.projects.noDescription": "Noch keine Beschreibung.",
  "assistant.projects.none": "Wählen Sie ein Projekt oder legen Sie eines an. Jedes Projekt hat seine eigenen Chats.",

  "assistant.chats.heading": "Chats",
  "assistant.chats.empty":
    "Noch keine Chats in diesem Projekt. Stellen Sie in der Chat-Ansicht eine Frage, um einen zu beginnen.",
  "assistant.chats.new": "Neuer Chat",
  "assistant.chats.loadFailed": "Die Chats konnten nicht geladen werden. Bitte laden Sie die Seite neu.",
  "assistant.chats.delete": "Diesen Chat löschen",
  "assistant.chats.deleteTitle": "Diesen Chat löschen?",
  "assistant.chats.deleteText":
    "Der Chat und alle seine Nachrichten werden gelöscht. Das lässt sich nicht rückgängig machen.",

  "assistant.views.label": "Ansichten",
  "assistant.views.comparison_view": "Vergleich",
  "assistant.views.chat_view": "Chat",
  "assistant.views.procedural_breakdown": "Verfahrensablauf",
  "assistant.comparison.title": "Vergleich der Rechtsakte",
  "assistant.comparison.empty":
    "Hier zeigt das Projekt je Rechtsakt, der Ihre Fragen betrifft (KI-Verordnung, DSM-Urheberrechtsrichtlinie, Produkthaftungsrichtlinie), eine Karte mit seinen Pflichten, Begriffsbestimmungen und Vorschriften nebeneinander. Diese Ansicht ist noch nicht gebaut; stellen Sie Ihre Fragen bis dahin in der Chat-Ansicht.",
  "assistant.breakdown.title": "Verfahrensablauf",
  "assistant.breakdown.empty":
    "Hier zeigt das Projekt den Verfahrensablauf Schritt für Schritt: die Schritte in ihrer Reihenfolge mit Zuständigkeit und Frist, eine Checkliste zum Abhaken und ein Ablaufdiagramm. Diese Ansicht ist noch nicht gebaut; stellen Sie Ihre Fragen bis dahin in der Chat-Ansicht.",

  "assistant.chat.label": "Unterhaltung",
  "assistant.chat.intro":
    "Stellen Sie eine Frage zum EU-Recht. Die Antwort belegt die Vorschriften, auf die sie sich stützt, mit [1], [2], …; wählen Sie eine Nummer, um die Vorschrift zu lesen.",
  "assistant.chat.loadFailed": "Dieser Chat konnte nicht geladen werden. Vielleicht wurde er gelöscht.",
  "assistant.chat.questionLabel": "Ihre Frage",
  "assistant.chat.send": "Senden",
  "assistant.chat.sending": "Antwort wird geschrieben …",
  "assistant.chat.needsProject":
    "Wählen Sie zuerst ein Projekt oder legen Sie eines an: Fragen werden innerhalb eines Projekts gestellt.",
  "assistant.chat.tooLong": "Eine Frage darf höchstens 4.000 Zeichen haben.",
  "assistant.chat.you": "Sie",
  "assistant.chat.assistant": "Assistent",
  "assistant.chat.streaming": "Die Antwort wird geschrieben …",
  "assistant.chat.error": "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  "assistant.chat.retry": "Erneut versuchen",
  "assistant.chat.usageLimit":
    "Sie haben alle {limit} Modellaufrufe Ihres Kontos verbraucht; der Assistent kann das KI-Modell nicht mehr befragen. Schreiben Sie uns, um Ihr Kontingent zu erhöhen.",
  "assistant.chat.tooManyAnswers":
    "Für Sie werden gerade andere Antworten geschrieben. Warten Sie, bis eine fertig ist, und versuchen Sie es dann erneut.",
  "assistant.chat.quotaExceeded":
    "Dieser Chat ist voll, oder Ihr Konto enthält so viele Chats, wie es kann. Ihre Frage oben wurde nicht gespeichert, sonst hat sich nichts geändert: Beginnen Sie einen neuen Chat (oder löschen Sie einen alten) und stellen Sie sie dort.",
  "assistant.chat.writeRate":
    "In der letzten Minute wurden zu viele Änderungen für Ihr Konto gespeichert. Warten Sie eine Minute und versuchen Sie es dann erneut.",
  "assistant.chat.legalTextsInstalling":
    "Die Rechtstexte (KI-Verordnung, DSM-Richtlinie, Produkthaftungsrichtlinien) werden bei diesem ersten Start noch installiert. Eine Antwort könnte jetzt nichts belegen: Versuchen Sie es in einer Minute erneut.",
  "assistant.chat.withoutModel": "Ohne KI-Modell erstellt: eine Recherchenotiz aus den gefundenen Vorschriften.",
  "assistant.chat.followUps": "Folgefragen",
  "assistant.chat.sources": "Quellen",
  "assistant.chat.consultedSources": "Herangezogen, nicht zitiert",
  "assistant.chat.sourceButton": "Quelle {n}: {pinpoint}, {act}",

  "assistant.source.close": "Schließen",
  "assistant.source.act": "Rechtsakt",
  "assistant.source.pinpoint": "Vorschrift",
  "assistant.source.version": "Fassung",
  "assistant.source.celex": "CELEX-Nummer",
  "assistant.source.eurLex": "Auf EUR-Lex lesen",

  "assistant.usage.meter": "{used} von {limit} Modellaufrufen verbraucht",
  "assistant.usage.label": "Verbrauchte Modellaufrufe",
};
