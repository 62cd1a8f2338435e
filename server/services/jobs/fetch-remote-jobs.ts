import { normaliseJobs, type RemoteJob } from "./remote-job.ts";

/** A category's answer is a few megabytes at most; more is not a job list. */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

export class RemoteJobsError extends Error {
  override name = "RemoteJobsError";
}

/** The service's address for one category: `{REMOTE_JOBS_URL}?category={slug}`. */
export function categoryUrl(baseUrl: string, category: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set("category", category);
  return url.toString();
}

async function readLimited(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new RemoteJobsError(`the answer is larger than ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * One category's jobs from a Remotive-compatible service, within `timeoutMs` from the request to
 * the last byte. Throws RemoteJobsError for anything but a job list: a timeout, a refused
 * connection, an error status, a body that is not one.
 */
export async function fetchRemoteJobs(
  baseUrl: string,
  category: string,
  timeoutMs: number,
): Promise<RemoteJob[]> {
  const signal = AbortSignal.timeout(timeoutMs);
  let body: unknown;
  try {
    const response = await fetch(categoryUrl(baseUrl, category), {
      signal,
      headers: { Accept: "application/json", "User-Agent": "W3Programmer remote jobs (+/job)" },
      redirect: "follow",
    });
    if (!response.ok) throw new RemoteJobsError(`the service answered ${response.status}`);
    body = JSON.parse(await readLimited(response));
  } catch (error) {
    if (error instanceof RemoteJobsError) throw error;
    const reason = signal.aborted ? `no answer within ${timeoutMs} ms` : String(error);
    throw new RemoteJobsError(reason, { cause: error });
  }
  const jobs = normaliseJobs(body);
  if (!jobs) throw new RemoteJobsError("the answer is not a job list");
  return jobs;
}
