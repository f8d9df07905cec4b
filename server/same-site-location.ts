/**
 * Where the language switch (`?lang=`) sends the browser back to: the same page without the
 * parameter, always a path on this site. The request target is parsed as a path on our origin
 * (never as a protocol-relative address), and leading slashes collapse to one, so that
 * `//other.example/?lang=de` cannot become `Location: //other.example/`.
 */
export function sameSiteLocation(requestTarget: string, dropParam: string): string {
  const url =
    URL.parse(`http://origin.invalid${requestTarget.startsWith("/") ? "" : "/"}${requestTarget}`) ??
    new URL("http://origin.invalid/");
  url.searchParams.delete(dropParam);
  const segments = url.pathname.split("/").filter((segment, index, all) => segment !== "" || index === all.length - 1);
  return `/${segments.join("/")}${url.search}`;
}
