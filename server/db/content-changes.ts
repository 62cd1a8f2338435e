import pg from "pg";
import type { Logger } from "../logger.ts";
import type { Database } from "./client.ts";

/**
 * The channel on which PostgreSQL announces a change to the site's content. A statement trigger on
 * every content table (migration 0008_content_version) bumps the `content_version` sequence and
 * notifies here; PostgreSQL delivers the notification when the writing transaction commits (never
 * for one rolled back), once per transaction, to every process listening, whichever process or
 * script wrote.
 */
export const CONTENT_CHANGED_CHANNEL = "content_changed";

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * What this process knows of content changes, for the caches that keep rendered content
 * (server/http/page-cache.ts, server/services/catalog/site-frame.ts). A cache may keep what it
 * built while `isCurrent` holds and `generation` has not moved since it started building it;
 * `onChange` tells it to drop everything. While the listening connection is down a change could
 * go unseen, so nothing is current: the caches are bypassed until it is back.
 */
export class ContentChanges {
  #generation = 0;
  #current = false;
  readonly #listeners = new Set<() => void>();

  get generation(): number {
    return this.#generation;
  }

  get isCurrent(): boolean {
    return this.#current;
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Content changed, or may have while nobody listened: everything kept so far is stale. */
  changed(current = this.#current) {
    this.#generation++;
    this.#current = current;
    for (const listener of this.#listeners) listener();
  }
}

/**
 * Listens on CONTENT_CHANGED_CHANNEL over a connection of its own (outside the pool, which it
 * would hold forever), reconnecting with backoff when it is lost. `stop` closes it.
 */
export function listenForContentChanges(
  connection: pg.ClientConfig,
  logger: Logger,
): { changes: ContentChanges; ready: Promise<void>; stop: () => Promise<void> } {
  const changes = new ContentChanges();
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let markReady: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const lost = (listening: pg.Client, error?: Error) => {
    if (client !== listening) return;
    client = undefined;
    listening.removeAllListeners();
    listening.on("error", () => {});
    void listening.end().catch(() => {});
    if (changes.isCurrent) {
      logger.warn(
        { err: error },
        "lost the content-change listener; page caches are bypassed until it is back",
      );
    }
    changes.changed(false);
    if (stopped) return;
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = () => {
    const listening = new pg.Client({ ...connection, application_name: "w3programmer content listener" });
    client = listening;
    listening.on("error", (error) => lost(listening, error));
    listening.on("end", () => lost(listening));
    listening.on("notification", (message) => {
      if (message.channel === CONTENT_CHANGED_CHANNEL) changes.changed();
    });
    listening
      .connect()
      .then(() => listening.query(`LISTEN ${CONTENT_CHANGED_CHANNEL}`))
      .then(() => {
        if (client !== listening) return;
        retryMs = RETRY_MIN_MS;
        // Whatever changed while nobody listened is unknown: start afresh.
        changes.changed(true);
        markReady();
      })
      .catch((error: Error) => lost(listening, error));
  };
  connect();

  return {
    changes,
    ready,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const listening = client;
      client = undefined;
      changes.changed(false);
      if (listening) {
        listening.removeAllListeners();
        listening.on("error", () => {});
        await listening.end().catch(() => {});
      }
    },
  };
}

/**
 * What `build` reads from the database, kept per process (and per database) until the content
 * changes: while `changes` is current, every caller gets the result built since the last change;
 * without a current listener (tests, a lost connection) each call builds afresh, so nothing is
 * ever served stale. For small, often read, rarely changed content: the category tree, the pages'
 * SEO texts.
 */
export class KeptUntilChanged<T> {
  readonly #kept = new WeakMap<object, { generation: number; value: Promise<T> }>();

  constructor(private readonly build: (db: Database) => Promise<T>) {}

  get(db: Database, changes: ContentChanges | undefined): Promise<T> {
    if (!changes?.isCurrent) return this.build(db);
    const hit = this.#kept.get(db);
    if (hit && hit.generation === changes.generation) return hit.value;
    // A change while this builds moves the generation past the one recorded: the next call rebuilds.
    const entry = { generation: changes.generation, value: this.build(db) };
    this.#kept.set(db, entry);
    entry.value.catch(() => {
      if (this.#kept.get(db) === entry) this.#kept.delete(db);
    });
    return entry.value;
  }
}
