/**
 * A steady stream of requests against a server while a test breaks something, recording what
 * each request got. Bounded: it stops when told, or after `maxMs` whatever happens.
 */
export type Sample = {
  path: string;
  sentAt: number;
  doneAt: number;
  /** 0 when the request failed without an answer (connection refused or reset). */
  status: number;
  retryAfter: string | null;
  contentType: string;
  /** The body of answers other than 200. */
  body?: string;
};

export type Load = {
  samples: Sample[];
  /** Resolves once `condition` holds for the samples so far; rejects after `timeoutMs`. */
  until(condition: (samples: Sample[]) => boolean, timeoutMs: number, what: string): Promise<void>;
  stop(): Promise<Sample[]>;
};

export function startLoad(baseUrl: string, paths: string[], { concurrency = 4, maxMs = 30_000 } = {}): Load {
  const samples: Sample[] = [];
  let stopped = false;
  const deadline = setTimeout(() => (stopped = true), maxMs);
  const worker = async (offset: number) => {
    for (let n = offset; !stopped; n++) {
      const path = paths[n % paths.length]!;
      const sentAt = Date.now();
      try {
        const response = await fetch(baseUrl + path, { signal: AbortSignal.timeout(15_000) });
        const body = await response.text();
        samples.push({
          path,
          sentAt,
          doneAt: Date.now(),
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          contentType: response.headers.get("content-type") ?? "",
          body: response.status === 200 ? undefined : body,
        });
      } catch {
        samples.push({ path, sentAt, doneAt: Date.now(), status: 0, retryAfter: null, contentType: "" });
      }
    }
  };
  const workers = Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i)));
  return {
    samples,
    async until(condition, timeoutMs, what) {
      const end = Date.now() + timeoutMs;
      while (!condition(samples)) {
        if (Date.now() > end || stopped) throw new Error(`${what}: not within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(deadline);
      await workers;
      return samples;
    },
  };
}

const isApi = (sample: Sample) => sample.path.startsWith("/api/");

/**
 * What the outage looked like from outside: the answers after `from`, when the last non-200 was
 * answered, and whether pages and API calls both answered 200 after it.
 */
export function outageSeen(samples: Sample[], from: number) {
  const after = samples.filter((sample) => sample.sentAt >= from);
  const failures = after.filter((sample) => sample.status !== 200);
  const lastFailureAt = Math.max(from, ...failures.map((sample) => sample.doneAt));
  const okAfter = after.filter((sample) => sample.status === 200 && sample.sentAt > lastFailureAt);
  return {
    failures,
    lastFailureAt,
    recovered: okAfter.some(isApi) && okAfter.some((sample) => !isApi(sample)),
    unavailablePages: failures.filter((sample) => sample.status === 503 && !isApi(sample)),
    unavailableApi: failures.filter((sample) => sample.status === 503 && isApi(sample)),
  };
}
