import type { projects } from "#app/db/schema/index.ts";
import { readRegulationCards, type RegulationCards } from "../cards/regulation-cards.ts";

/** A project as the API returns it. */
export type Project = {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  regulationCards: RegulationCards | null;
  proceduralBreakdownData: unknown;
};

export function toProject(row: typeof projects.$inferSelect): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    createdAt: new Date(row.createdAt).toISOString(),
    regulationCards: readRegulationCards(row.regulationCards),
    proceduralBreakdownData: row.proceduralBreakdownData ?? null,
  };
}
