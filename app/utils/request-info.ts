import { createContext } from "react-router";

/** Per-request values from the Express layer, read by loaders with `context.get(requestInfo)`. */
export type RequestInfo = { nonce: string; requestId: string };
export const requestInfo = createContext<RequestInfo>({ nonce: "", requestId: "" });
