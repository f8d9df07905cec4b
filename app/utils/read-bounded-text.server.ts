/**
 * Reads a request body as UTF-8 text, at most `maxBytes`: undefined when it is larger (checked on
 * Content-Length first, then while reading, so a chunked body cannot grow without bound).
 */
export async function readBoundedText(
  body: ReadableStream<Uint8Array> | null,
  contentLength: string | null,
  maxBytes: number,
  /**
   * "release" for a request's body: reading stops but the stream is not cancelled, which would
   * drop the connection before the 413 is sent (the 413 carries Connection: close instead).
   */
  onOverflow: "cancel" | "release" = "cancel",
) {
  if (contentLength !== null && Number(contentLength) > maxBytes) return undefined;
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      if (onOverflow === "release") reader.releaseLock();
      else await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
