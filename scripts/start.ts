/**
 * `npm start`: builds when the build is missing or older than the sources, then serves it.
 * The server runs in this same process, so stopping this process stops the server.
 */
import path from "node:path";
import { ensureBuild } from "./ensure-build.ts";

ensureBuild("legal-calendar: building the production bundle…");
process.chdir(path.resolve(import.meta.dirname, ".."));
await import("../server.ts");
