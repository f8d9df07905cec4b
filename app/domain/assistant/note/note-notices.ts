import { z } from "zod";
import { actParams, localLabel, noteText, type NoteLanguage } from "./note-wording.ts";

/**
 * A notice of the search about the question (a named provision that does not exist), read by its
 * shape: a sentence, or an object with a message, or one naming the reference and its act.
 */
const NoticeSchema = z.union([
  z.string().max(1000),
  z.looseObject({
    message: z.string().max(1000).optional(),
    text: z.string().max(1000).optional(),
    reference: z.string().max(200).optional(),
    label: z.string().max(200).optional(),
    act: z.string().max(200).optional(),
    kind: z.string().max(100).optional(),
    type: z.string().max(100).optional(),
    inOtherVersion: z.string().max(200).optional(),
  }),
]);
const NoticesSchema = z.array(z.unknown()).max(20);

/** The search's notices in the note's words; undefined when the search result carries none at all. */
export function noticesOf(result: object, language: NoteLanguage): string[] | undefined {
  if (!("notices" in result)) return undefined;
  const list = NoticesSchema.safeParse(result.notices);
  if (!list.success) return [];
  return list.data.flatMap((raw) => {
    const parsed = NoticeSchema.safeParse(raw);
    if (!parsed.success) return [];
    const notice = parsed.data;
    if (typeof notice === "string") return [notice];
    const reference = notice.reference ?? notice.label;
    // A notice naming a reference and its act is phrased here, unless its kind says it is about something else.
    const kind = notice.kind ?? notice.type;
    const missing = !kind || /not|missing|unknown|exist/i.test(kind);
    if (reference && notice.act && missing)
      return [noticeText(reference, notice.act, language, notice.inOtherVersion !== undefined)];
    const message = notice.message ?? notice.text;
    return message ? [message] : [];
  });
}

/**
 * "Article 140 does not exist in the AI Act: the installed text has no such provision."; of one that
 * another installed version has (`inOtherVersion`): it is not part of the act as in force.
 */
export function noticeText(reference: string, act: string, language: NoteLanguage, inOtherVersion = false): string {
  return noteText(language, inOtherVersion ? "note.noLongerInForce" : "note.noSuchProvision", {
    reference: localLabel(reference, language),
    ...actParams(act, language),
  });
}

/** "art_17.par_12" → "Article 17(12)", "anx_XV" → "Annex XV". */
export function labelOf(pinpoint: string): string {
  const [head, ...parts] = pinpoint.split(".");
  const [kind, number] = head!.split("_");
  const base = `${kind === "anx" ? "Annex" : "Article"} ${number}`;
  return `${base}${parts.map((part) => `(${part.split("_")[1]})`).join("")}`;
}
