import { handleSearchLegalDocuments } from "#app/http/search-legal-documents-endpoint.server.ts";
import type { Route } from "./+types/api.functions.searchLegalDocuments";

/** POST /api/functions/searchLegalDocuments (a callable function; docs/areas/corpus.md). */
export async function action({ request }: Route.ActionArgs) {
  return handleSearchLegalDocuments(request);
}

/** Anything but POST answers as every callable function does: 400 INVALID_ARGUMENT. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleSearchLegalDocuments(request);
}
