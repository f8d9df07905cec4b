import { data, redirect } from "react-router";
import { z } from "zod";
import { findDecisionIdByEcli } from "#app/domain/decisions/get-decision.server.ts";
import type { Route } from "./+types/decisions.ecli.$ecli";

const EcliSchema = z
  .string()
  .trim()
  .regex(/^ECLI:[A-Z]{2}:[A-Z0-9]{1,7}:\d{4}:[A-Z0-9.]{1,25}$/i);

/** /decisions/ecli/:ecli → the decision's page (so a decision can be found by its ECLI). */
export async function loader({ params }: Route.LoaderArgs) {
  const ecli = EcliSchema.safeParse(params.ecli);
  if (!ecli.success) throw data("Not a valid ECLI.", { status: 404 });
  const id = await findDecisionIdByEcli(ecli.data);
  if (!id) throw data("No decision with this ECLI.", { status: 404 });
  return redirect(`/decision-details/${encodeURIComponent(id)}`, 302);
}
