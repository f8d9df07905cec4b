import { and, desc, eq } from "drizzle-orm";
import type { SearchSettings } from "#app/domain/corpus/search-settings.ts";
import type { LanguageModel } from "ai";
import { getDb } from "#app/db/client.server.ts";
import { chats, messages, projects } from "#app/db/schema/index.ts";
import { AiActProfileSchema } from "#app/domain/ai-act/ai-act-profile.ts";
import { classifyAiAct } from "#app/domain/ai-act/classify-ai-act.ts";
import { logger } from "#app/utils/logger.server.ts";
import { AppError } from "#app/utils/app-error.ts";
import { buildRegulationCards, CitationNumbering } from "./build-regulation-cards.ts";
import { cardWording } from "./card-wording.ts";
import { cardsFromModelOutput } from "./cards-from-model-output.ts";
import { deriveAiActProfile } from "../derive-ai-act-profile.ts";
import { gatherCardPassages } from "./gather-card-passages.server.ts";
import { getProject } from "../projects/get-project.server.ts";
import {
  CARD_ACTS,
  CARD_SECTIONS,
  RegulationCardsSchema,
  type CardAct,
  type RegulationCards,
} from "./regulation-cards.ts";
import { takeModelCall } from "../take-model-call.server.ts";
import { writeCardsWithModel } from "./write-cards-with-model.server.ts";

/** At most this many numbered passages go to the model (each quoted up to `passageChars` in the prompt). */
const maxModelPassages = 40;

/** The project's subject as the cards read it: title, description and (at most 20 of) its chats' questions. */
async function projectSubject(
  uid: string,
  project: { id: string; title: string; description: string },
): Promise<string> {
  const questions = await getDb()
    .select({ content: messages.content })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(and(eq(chats.projectId, project.id), eq(chats.uid, uid), eq(messages.type, "user")))
    .orderBy(desc(messages.createdAt))
    .limit(20);
  return [project.title, project.description, ...questions.map((row) => row.content)]
    .filter((part) => part.trim() !== "")
    .join("\n")
    .slice(0, 8000);
}

/**
 * Makes the project's regulation cards and stores them (validated) on the project. With a model:
 * one structured-output call grounded in the retrieved provisions and the AI Act engine's finding,
 * counted against the usage limit before it is made (429 usage_limit at the limit), each point
 * kept only with a resolvable citation. Without one: built from retrieval and the engine, nothing
 * counted. Returns null when the user has no such project; a failing model leaves the stored cards as they were.
 */
export async function generateRegulationCards(input: {
  /** The corpus search's settings, built at the edge. */
  search: SearchSettings;
  uid: string;
  id: string;
  language: "en" | "de";
  now?: Date;
  /** The chat model (`getAssistantModel(env)`), null without AI_BASE_URL. */
  model: LanguageModel | null;
  /** The model calls a user may make (USAGE_LIMIT). */
  usageLimit: number;
  timeoutMs?: number;
}): Promise<RegulationCards | null> {
  const project = await getProject({ uid: input.uid, id: input.id });
  if (!project) return null;
  const { model } = input;
  const now = input.now ?? new Date();
  const asOf = now.toISOString().slice(0, 10);
  const subject = await projectSubject(input.uid, project);
  const { passages, resolveAiAct } = await gatherCardPassages(
    { subject, language: input.language, asOf },
    { search: input.search },
  );

  let cards: RegulationCards;
  if (!model) {
    cards = buildRegulationCards({ subject, language: input.language, now, passages, resolveAiAct });
  } else {
    const derived = deriveAiActProfile(subject);
    const engine = classifyAiAct(AiActProfileSchema.parse(derived.profile), { asOf });
    const numbering = new CitationNumbering();
    // The engine's provisions first (they decide the AI Act card), then each act's retrieved ones.
    const enginePassages = engine.citations
      .map((citation) => resolveAiAct(citation.pinpoint))
      .filter((match) => match !== undefined)
      .slice(0, 12);
    const retrieved = CARD_ACTS.flatMap((act) => CARD_SECTIONS.flatMap((section) => passages[act][section]));
    const citations = [
      ...new Map([...enginePassages, ...retrieved].map((match) => [match.id, numbering.cite(match)])).values(),
    ].slice(0, maxModelPassages);
    const installed = new Set<CardAct>(CARD_ACTS.filter((act) => passages[act].installed));
    if ((await takeModelCall(input.uid, { limit: input.usageLimit, now })) === null) {
      logger.info({ projectId: project.id }, "Usage limit reached");
      throw new AppError(429, "usage_limit", "You have reached your usage limit of model calls.");
    }
    let output;
    try {
      output = await writeCardsWithModel({
        model,
        subject,
        language: input.language,
        citations,
        engine,
        installed,
        timeoutMs: input.timeoutMs,
      });
    } catch (error) {
      logger.error(
        {
          projectId: project.id,
          err: { name: (error as Error)?.name, message: String((error as Error)?.message ?? error).slice(0, 300) },
        },
        "regulation cards: the model failed",
      );
      throw new AppError(502, "upstream", "The model could not write the cards. Please try again.");
    }
    const checked = cardsFromModelOutput(output, { citations, installed });
    if (checked.droppedPoints > 0 || checked.unknownNumbers.length > 0) {
      logger.warn(
        {
          projectId: project.id,
          droppedPoints: checked.droppedPoints,
          unknownCitations: checked.unknownNumbers.slice(0, 20),
        },
        "regulation cards cited passages that were not in their context; points dropped",
      );
    }
    cards = {
      generatedAt: now.toISOString(),
      language: input.language,
      withoutModel: false,
      basis: cardWording(input.language, "basisModel", {
        count: citations.length,
        version: engine.engine.consolidatedCelex,
      }),
      cards: checked.cards,
    };
  }
  const stored = RegulationCardsSchema.parse(cards);
  await getDb()
    .update(projects)
    .set({ regulationCards: stored, updatedAt: now.toISOString() })
    .where(and(eq(projects.id, project.id), eq(projects.uid, input.uid)));
  logger.info(
    {
      projectId: project.id,
      withoutModel: stored.withoutModel,
      points: stored.cards.reduce(
        (sum, card) => sum + CARD_SECTIONS.reduce((n, section) => n + card[section].length, 0),
        0,
      ),
    },
    "regulation cards stored",
  );
  return stored;
}
