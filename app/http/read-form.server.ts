import { data } from "react-router";
import { resolveLanguage } from "#app/i18n/resolve-language.server.ts";
import { translate } from "#app/i18n/translate.ts";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The fields of a submitted form. Anything that is not a readable form (a JSON body, a broken
 * multipart body) answers 400 with a message in the visitor's language instead of failing the
 * action with a server error.
 */
export async function readForm(request: Request): Promise<Record<string, FormDataEntryValue>> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const refuse = () =>
    data(translate(resolveLanguage(request.headers), "site.error.badForm"), {
      status: 400,
      headers: { "Cache-Control": "no-store" },
    });
  if (!FORM_TYPES.some((form) => type.startsWith(form))) throw refuse();
  try {
    const fields = Object.fromEntries(await request.formData());
    if (
      Object.entries(fields).some(
        ([name, value]) => name.includes("\0") || (typeof value === "string" && value.includes("\0")),
      )
    )
      throw new Error("NUL");
    return fields;
  } catch {
    throw refuse();
  }
}
