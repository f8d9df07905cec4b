import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { precompressDirectory, preferredEncoding, servePrecompressed } from "./precompress.ts";

const script = `export const greeting = ${JSON.stringify("Guten Tag ".repeat(400))};\n`;
let dir = "";
let base = "";
let close: () => void = () => undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  fs.writeFileSync(path.join(dir, "entry-abc123.js"), script);
  fs.writeFileSync(path.join(dir, "tiny-abc123.js"), "export {};\n");
  fs.writeFileSync(path.join(dir, "font-abc123.woff2"), Buffer.alloc(4096, 7));
  precompressDirectory(dir);
  const app = express();
  app.use("/assets", servePrecompressed(dir));
  app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y", index: false }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Reply = { status: number; headers: { get(name: string): string | null }; body: Buffer };

/** A GET that leaves the body as sent (fetch would decompress it). */
function get(file: string, acceptEncoding: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/assets/${file}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: { get: (name) => (response.headers[name] as string | undefined) ?? null },
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

describe("precompressed assets", () => {
  test("the build writes brotli and gzip beside compressible files of 1 KB or more, and only those", () => {
    const files = fs.readdirSync(dir).sort();
    expect(files).toEqual([
      "entry-abc123.js",
      "entry-abc123.js.br",
      "entry-abc123.js.gz",
      "font-abc123.woff2",
      "tiny-abc123.js",
    ]);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "entry-abc123.js.br"))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "entry-abc123.js.gz"))).toString()).toBe(script);
  });

  test("a browser that accepts brotli gets the brotli file with the script's type", async () => {
    const response = await get("entry-abc123.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
  });

  test("gzip when brotli is not accepted, the plain file when nothing is", async () => {
    const gzip = await get("entry-abc123.js", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get("entry-abc123.js", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.body.toString()).toBe(script);
  });

  test("files without a compressed sibling and unknown files are served as before", async () => {
    expect((await get("tiny-abc123.js", "br")).headers.get("content-encoding")).toBeNull();
    expect((await get("font-abc123.woff2", "br")).headers.get("content-encoding")).toBeNull();
    expect((await get("missing-abc123.js", "br")).status).toBe(404);
    expect((await get("..%2F..%2Fetc%2Fpasswd.js", "br")).status).toBe(404);
  });

  test("the preferred encoding honours q-values", () => {
    expect(preferredEncoding("gzip, br")).toBe("br");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
