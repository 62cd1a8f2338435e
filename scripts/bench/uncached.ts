/**
 * The work itself, without any cache answering: question pages as a signed-in member sees them
 * (never kept by the page cache), the question-list API, search and suggestions, each request a
 * different page, category or query so that nothing (the page cache, a CDN, PostgreSQL's own
 * buffers for one hot row set) answers the same request twice.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { isPublicCategory } from "../../server/services/content/visibility.ts";
import { loadTest, startBareServer, type LoadResult } from "./load.ts";
import { appProcesses, processCpuMs } from "./processes.ts";
import { COMMON_WORDS } from "./pick-target.ts";
import { summarise } from "./statistics.ts";

/** The issue's goals for the uncached work. */
export const UNCACHED_GOALS = {
  /** A question page's rendering: CPU time of the app process at the median, in ms. */
  pageCpuMs: 15,
  /** Shares of the bare server's requests per second under wrk. */
  pageShare: 0.01,
  apiShare: 0.05,
  /** Search and suggestions: the 95th percentile of the latency under wrk's connections, in ms. */
  searchP95Ms: 50,
};

/** What a visitor types into a question set's search box before choosing a suggestion. */
const TYPED_WORDS = [
  "how",
  "what",
  "explain",
  "monitor",
  "design",
  "troubleshoot",
  "mistakes",
  "release",
  "production",
  "latency",
  "traffic",
  "deployment",
];

export type VariedRequests = {
  /** /question-answer/{slug}?page=N, rendered for a signed-in member. */
  pages: string[];
  /** The question-list API: /api/public/getTechnology?slug=…&page=N. */
  lists: string[];
  /** A search of one category: a word or two, first or second page. */
  searches: string[];
  /** /api/public/qaSuggestions?slug=…&q=… as a visitor types (2 to 7 letters of a word). */
  suggestions: string[];
};

/**
 * Every published child category's pages, searches and suggestion queries, up to `count` of each,
 * in an order where neighbours differ in category (one after another, the categories' rows are
 * not all in PostgreSQL's buffers already).
 */
export async function variedRequests(
  db: Database,
  { count, pageSize }: { count: number; pageSize: number },
): Promise<VariedRequests> {
  const { rows } = await db.execute<{ slug: string; count: string }>(sql`
    SELECT categories.slug, count(q.id) AS count
      FROM categories
      JOIN qa_items q ON q.category_id = categories.id AND q.status = 1
     WHERE categories.parent_id IS NOT NULL AND ${isPublicCategory()}
     GROUP BY categories.id
     ORDER BY categories.id
  `);
  const categories = rows.map((row) => ({
    slug: encodeURIComponent(row.slug),
    lastPage: Math.max(1, Math.ceil(Number(row.count) / pageSize)),
  }));
  if (categories.length === 0) throw new Error("The database has no published Q&A.");

  /** `make(category, i)` for i = 0, 1, 2… across every category in turn, until `count` or `limit(category)`. */
  const interleave = (
    limit: (category: (typeof categories)[number]) => number,
    make: (slug: string, i: number) => string,
  ) => {
    const urls: string[] = [];
    const longest = Math.max(...categories.map(limit));
    for (let i = 0; i < longest && urls.length < count; i++) {
      for (const category of categories) {
        if (i < limit(category) && urls.length < count) urls.push(make(category.slug, i));
      }
    }
    return urls;
  };

  // One word, then two, each on page 1 and page 2.
  const queries = [
    ...COMMON_WORDS,
    ...COMMON_WORDS.flatMap((first, i) => COMMON_WORDS.slice(i + 1).map((second) => `${first} ${second}`)),
  ];
  const typed = TYPED_WORDS.flatMap((word) =>
    [2, 3, 4, 5, 6, 7].filter((length) => length <= word.length).map((length) => word.slice(0, length)),
  );
  return {
    pages: interleave(
      (category) => category.lastPage,
      (slug, i) => `/question-answer/${slug}${i === 0 ? "" : `?page=${i + 1}`}`,
    ),
    lists: interleave(
      (category) => category.lastPage,
      (slug, i) => `/api/public/getTechnology?slug=${slug}&page=${i + 1}&pageSize=${pageSize}`,
    ),
    searches: interleave(
      () => queries.length * 2,
      (slug, i) =>
        `/api/public/getTechnology?slug=${slug}&page=${(i % 2) + 1}&pageSize=${pageSize}` +
        `&searchQuery=${encodeURIComponent(queries[Math.floor(i / 2)]!)}`,
    ),
    suggestions: interleave(
      () => typed.length,
      (slug, i) => `/api/public/qaSuggestions?slug=${slug}&q=${encodeURIComponent(typed[i]!)}`,
    ),
  };
}

/** Hands out consecutive, never repeated slices of a list of URLs. */
export class UrlSupply {
  #next = 0;
  constructor(private readonly urls: string[]) {}
  take(count: number): string[] {
    const taken = this.urls.slice(this.#next, this.#next + count);
    this.#next += taken.length;
    if (taken.length < count) throw new Error(`Only ${this.urls.length} different URLs to request.`);
    return taken;
  }
  /** The next URL, left for the next `take`. */
  peek(): string {
    return this.urls[this.#next] ?? "";
  }
  get left(): number {
    return this.urls.length - this.#next;
  }
}

type Kind = {
  name: string;
  key: keyof VariedRequests;
  headers: Record<string, string>;
  cpuGoalMs?: number;
  shareGoal?: number;
  p95GoalMs?: number;
};

export type UncachedOptions = {
  serverUrl: string;
  /** The process `npm start` runs; its app workers are found under it. */
  serverPid: number;
  requests: VariedRequests;
  /** The Cookie header of a signed-in member's browser. */
  memberCookie: string;
  /** What a browser sends that changes the answer (compression). */
  browserHeaders: Record<string, string>;
  /** Sequential requests of each kind, after `warmup` untimed ones. */
  count: number;
  warmup: number;
  /** wrk's run per kind (0: none), after a warm-up of up to 2 s. */
  seconds: number;
  connections: number;
};

/** The app processes' CPU time so far (ms), all their threads. */
async function appCpuMs(pids: number[]): Promise<number> {
  return (await Promise.all(pids.map(processCpuMs))).reduce((sum, ms) => sum + ms, 0);
}

/**
 * The uncached work, measured twice. One request after another, each a different URL: the app
 * processes' CPU time per request (PostgreSQL's processes apart), its median against the page's
 * goal. Then under wrk, each request again a different URL: requests per second as a share of a
 * bare Node.js server loaded just before by the same wrk, the latency's percentiles and the CPU
 * time per request. Prints both tables; returns the names of the figures that miss their goals.
 */
export async function measureUncached(options: UncachedOptions): Promise<string[]> {
  const member = { ...options.browserHeaders, Cookie: options.memberCookie };
  const kinds: Kind[] = [
    {
      name: "Q&A page",
      key: "pages",
      headers: member,
      cpuGoalMs: UNCACHED_GOALS.pageCpuMs,
      shareGoal: UNCACHED_GOALS.pageShare,
    },
    { name: "list API", key: "lists", headers: options.browserHeaders, shareGoal: UNCACHED_GOALS.apiShare },
    {
      name: "search",
      key: "searches",
      headers: options.browserHeaders,
      shareGoal: UNCACHED_GOALS.apiShare,
      p95GoalMs: UNCACHED_GOALS.searchP95Ms,
    },
    {
      name: "suggestions",
      key: "suggestions",
      headers: options.browserHeaders,
      p95GoalMs: UNCACHED_GOALS.searchP95Ms,
    },
  ];
  const supplies = {
    pages: new UrlSupply(options.requests.pages),
    lists: new UrlSupply(options.requests.lists),
    searches: new UrlSupply(options.requests.searches),
    suggestions: new UrlSupply(options.requests.suggestions),
  };
  const pids = await appProcesses(options.serverPid);
  const missed: string[] = [];

  console.log(
    `\nUncached, one request after another, ${options.count} different URLs of each kind after ${options.warmup}: ` +
      "CPU time of the app processes per request\n" +
      `${"request".padEnd(22)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"mean ms".padStart(8)} ` +
      `${"kB".padStart(6)} ${"goal".padStart(6)}  e.g.`,
  );
  for (const kind of kinds) {
    const urls = supplies[kind.key].take(options.warmup + options.count);
    const samples: number[] = [];
    let bytes = 0;
    for (const [index, path] of urls.entries()) {
      const before = await appCpuMs(pids);
      const response = await fetch(`${options.serverUrl}${path}`, { headers: kind.headers });
      const body = await response.arrayBuffer();
      const after = await appCpuMs(pids);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (index < options.warmup) continue;
      samples.push(after - before);
      bytes += body.byteLength;
    }
    const cpu = summarise(samples);
    const mean = samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
    if (kind.cpuGoalMs !== undefined && cpu.median > kind.cpuGoalMs) missed.push(`${kind.name} CPU`);
    console.log(
      `${kind.name.padEnd(22)} ${cpu.median.toFixed(2).padStart(8)} ${cpu.p95.toFixed(2).padStart(8)} ` +
        `${mean.toFixed(2).padStart(8)} ${(bytes / samples.length / 1000).toFixed(1).padStart(6)} ` +
        `${(kind.cpuGoalMs === undefined ? "" : `≤${kind.cpuGoalMs}`).padStart(6)}  ${urls.at(-1)}`,
    );
  }
  console.log("(kB: the body as the client decoded it)");
  if (options.seconds === 0) return missed;

  const load = { seconds: options.seconds, connections: options.connections };
  const warm = { seconds: Math.min(2, options.seconds), connections: options.connections };
  // Enough different URLs for a run at several thousand requests a second; past them, wrk starts over.
  const urlsFor = (kind: Kind, seconds: number) =>
    supplies[kind.key].take(Math.min(supplies[kind.key].left, seconds * 4000));
  const bare = await startBareServer();
  let bareResult: LoadResult;
  try {
    await loadTest(bare.url, warm);
    bareResult = await loadTest(bare.url, load);
  } finally {
    await bare.stop();
  }
  const rows: { kind: Kind; result: LoadResult; cpuMs: number }[] = [];
  for (const kind of kinds) {
    const url = `${options.serverUrl}/`;
    await loadTest(url, { ...warm, headers: kind.headers, paths: urlsFor(kind, warm.seconds) });
    const paths = urlsFor(kind, load.seconds);
    const before = await appCpuMs(pids);
    const result = await loadTest(url, { ...load, headers: kind.headers, paths });
    const cpuMs = (await appCpuMs(pids)) - before;
    rows.push({ kind, result, cpuMs });
  }
  console.log(
    `\nUncached under wrk, 1 thread, ${options.connections} connections, ${options.seconds} s each, ` +
      "every request a different URL:\n" +
      `${"request".padEnd(22)} ${"req/s".padStart(8)} ${"÷ bare".padStart(7)} ${"p50 ms".padStart(8)} ` +
      `${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"CPU ms".padStart(7)} ${"goal".padStart(14)}`,
  );
  console.log(
    `${"bare node:http".padEnd(22)} ${bareResult.requestsPerSecond.toFixed(0).padStart(8)} ${"100%".padStart(7)} ` +
      `${bareResult.p50Ms.toFixed(2).padStart(8)} ${"".padStart(8)} ${bareResult.p99Ms.toFixed(2).padStart(8)}`,
  );
  for (const { kind, result, cpuMs } of rows) {
    const share = result.requestsPerSecond / bareResult.requestsPerSecond;
    const requests = result.requestsPerSecond * options.seconds;
    if (result.failed > 0) missed.push(`${kind.name} under load (${result.failed} failed or timed out)`);
    if (kind.shareGoal !== undefined && share < kind.shareGoal) missed.push(`${kind.name} share`);
    if (kind.p95GoalMs !== undefined && (result.p95Ms ?? Infinity) >= kind.p95GoalMs) {
      missed.push(`${kind.name} p95`);
    }
    const goals = [
      kind.shareGoal === undefined ? "" : `≥${kind.shareGoal * 100}%`,
      kind.p95GoalMs === undefined ? "" : `p95<${kind.p95GoalMs}`,
    ]
      .filter(Boolean)
      .join(" ");
    console.log(
      `${kind.name.padEnd(22)} ${result.requestsPerSecond.toFixed(0).padStart(8)} ` +
        `${`${(share * 100).toFixed(1)}%`.padStart(7)} ${result.p50Ms.toFixed(2).padStart(8)} ` +
        `${(result.p95Ms ?? NaN).toFixed(2).padStart(8)} ${result.p99Ms.toFixed(2).padStart(8)} ` +
        `${(cpuMs / Math.max(1, requests)).toFixed(2).padStart(7)} ${goals.padStart(14)}`,
    );
  }
  console.log("(CPU ms: the app processes' CPU time per request during the run)");
  return missed;
}
