/**
 * A local S3-compatible server standing in for the operator's object storage: s3rver (the npm
 * package) on a free loopback port, keeping its bucket in a temporary directory. It refuses access
 * key ids other than its own (it does not check the SigV4 signature itself). Where it differs from
 * S3: it reads `Range: bytes=0-0` as the whole object, and it rewrites an object in place, so a GET
 * under way while the same key is put again can be cut off (S3 keeps serving the old version).
 * A second port in front of it refuses deletes only, as a bucket whose policy allows the site's
 * key everything but s3:DeleteObject.
 */
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { ObjectStorageSettings } from "../../server/config.ts";

/** The only access key s3rver accepts (with any secret). */
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  /** What server/config.ts makes of `env`: for a FileStorage in the test's own process. */
  settings: (prefix?: string) => ObjectStorageSettings;
  /**
   * The same bucket with an access key it refuses: every call fails (403 InvalidAccessKeyId), as
   * for a site whose key was revoked or lacks a permission.
   */
  refusingSettings: (prefix?: string) => ObjectStorageSettings;
  /** The same bucket through a port that refuses every delete (403 AccessDenied) and passes the rest. */
  deleteRefusingSettings: (prefix?: string) => ObjectStorageSettings;
  /** The STORAGE_S3_* variables that point a server process at it. */
  env: Record<string, string>;
  /** Where s3rver keeps the bucket's objects (each under `{bucket}/{key}._S3rver_object`). */
  directory: string;
  close(): Promise<void>;
};

export async function startS3StandIn(bucket = "w3p-files"): Promise<S3StandIn> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const deleteRefusing = await startDeleteRefusingProxy(port, bucket);
  const settings = (prefix = "", accessKeyId = ACCESS_KEY_ID, through = endpoint): ObjectStorageSettings => ({
    bucket,
    endpoint: through,
    region: "us-east-1",
    credentials: { accessKeyId, secretAccessKey: SECRET_ACCESS_KEY },
    forcePathStyle: true,
    prefix,
  });
  return {
    endpoint,
    bucket,
    directory,
    settings: (prefix) => settings(prefix),
    refusingSettings: (prefix) => settings(prefix, "REVOKED"),
    deleteRefusingSettings: (prefix) => settings(prefix, ACCESS_KEY_ID, deleteRefusing.endpoint),
    env: {
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_REGION: "us-east-1",
      STORAGE_S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      STORAGE_S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      STORAGE_S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await deleteRefusing.close();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A proxy to s3rver on `port` that answers a delete (DELETE of one object, POST ?delete of
 * several) with S3's AccessDenied, naming the permission the key lacks, and forwards the rest.
 */
async function startDeleteRefusingProxy(port: number, bucket: string) {
  const proxy = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "DELETE" || (request.method === "POST" && url.searchParams.has("delete"))) {
      request.resume();
      const resource = `arn:aws:s3:::${bucket}${decodeURIComponent(url.pathname).replace(`/${bucket}`, "")}`;
      response.writeHead(403, { "content-type": "application/xml" });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>' +
          `User: arn:aws:iam::000000000000:user/w3programmer-site is not authorized to perform: s3:DeleteObject on resource: "${resource}"` +
          "</Message></Error>",
      );
      return;
    }
    const forwarded = http.request(
      { host: "127.0.0.1", port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", (error) => response.destroy(error));
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
