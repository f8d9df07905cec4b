import { EventEmitter } from "node:events";
import { singleton } from "./singleton.server.ts";

/**
 * In-process notifications that data changed, e.g. an import that wrote decisions tells the feed
 * cache to rebuild. Other processes (a CLI import against PostgreSQL) are not reached: consumers
 * that cache must also revalidate on their own schedule.
 */
export type DataTopic = "decisions" | "courts" | "corpus";

const emitter = singleton("data-events", () => new EventEmitter().setMaxListeners(100));

export function emitDataChanged(topic: DataTopic) {
  emitter.emit(topic);
}

export function onDataChanged(topic: DataTopic, listener: () => void): () => void {
  emitter.on(topic, listener);
  return () => emitter.off(topic, listener);
}
