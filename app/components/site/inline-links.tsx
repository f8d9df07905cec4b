import { Fragment } from "react";
import { Link } from "react-router";

const LINK = /\[([^\]]+)\]\(((?:\/|mailto:|https:\/\/)[^)\s]*)\)/g;

/** Renders text with `[label](href)` links; only site paths, mailto: and https: targets are links. */
export function InlineLinks({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    parts.push(text.slice(last, match.index));
    parts.push(
      href.startsWith("/") ? (
        <Link key={match.index} to={href}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
