import { exportAccountData } from "#app/domain/accounts/account-data.server.ts";
import { requireUser } from "#app/http/accounts/current-user.server.ts";
import type { Route } from "./+types/account_.export";

/** GET /account/export: one JSON download with everything stored about the signed-in user. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const exported = await exportAccountData(user.uid);
  if (!exported) throw new Response("Not found", { status: 404 });
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="legal-calendar-account-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
