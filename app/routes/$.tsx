import { data } from "react-router";
import { NotFound } from "../components/not-found.tsx";
import { metaTranslate } from "../i18n/meta.ts";
import type { Route } from "./+types/$";

/** Any URL no other route claims: the 404 page, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `${metaTranslate(matches)("common.notFound.title")} – Legal Calendar` },
    { name: "robots", content: "noindex" },
  ];
}

export default function CatchAll() {
  return <NotFound />;
}
