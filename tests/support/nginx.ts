/**
 * Debian's nginx as a TLS-terminating reverse proxy in front of test servers: its own
 * configuration, certificate, pid, logs and temporary files in a temporary directory, in the
 * foreground as a child of the test process, on a loopback port.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort, startServer, type ServerProcess } from "./server-process.ts";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The part of the production nginx configuration that concerns the app, exactly as docs/deploy.md
 * gives it (its `# /etc/nginx/snippets/w3programmer.conf` block), so the test runs what the
 * operator copies.
 */
export async function documentedProxySnippet(): Promise<string> {
  const guide = await fs.readFile(path.join(root, "docs", "deploy.md"), "utf8");
  const block = guide.match(/```nginx\n# \/etc\/nginx\/snippets\/w3programmer\.conf\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error("docs/deploy.md has no `# /etc/nginx/snippets/w3programmer.conf` block.");
  return block;
}

/**
 * The production server on `dataDir` as deployed: behind nginx with TLS and HTTP/2 and the
 * documented configuration, `PUBLIC_URL` the proxy's https address, `TRUST_PROXY` on. It has no
 * Stripe account: it chooses the TEST MODE checkout, as a public site would have to. Stop the
 * proxy, then the app.
 */
export async function startSiteBehindNginx(dataDir: string): Promise<{ app: ServerProcess; proxy: Nginx }> {
  const proxyPort = await freePort();
  const app = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PUBLIC_URL: `https://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: "true",
    PAYMENTS: "test",
  });
  try {
    const proxy = await startNginx({
      port: proxyPort,
      upstreams: [app.url],
      snippet: await documentedProxySnippet(),
    });
    return { app, proxy };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

export type Nginx = {
  /** https://127.0.0.1:<port> */
  url: string;
  /** The self-signed certificate nginx presents, for clients that check it. */
  certificate: string;
  output: () => string;
  stop(): Promise<void>;
};

/**
 * Starts nginx on `port`, terminating TLS with a certificate for 127.0.0.1 made here, and proxying
 * to `upstreams` (http://host:port each; nginx takes them in turn) through `snippet`, which refers
 * to them as `w3programmer`.
 */
export async function startNginx({
  port,
  upstreams,
  snippet,
}: {
  port: number;
  upstreams: string[];
  snippet: string;
}): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx not found at ${NGINX}: apt-get install -y nginx (or set NGINX_PATH).`);
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-nginx-"));
  // nginx's workers run as an unprivileged user when started as root; they read and write here.
  await fs.chmod(dir, 0o755);
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  await promisify(execFile)("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
    "-keyout",
    keyFile,
    "-out",
    certFile,
  ]);
  await fs.writeFile(path.join(dir, "w3programmer.conf"), snippet);
  await fs.writeFile(
    path.join(dir, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=w3programmer_assets:1m max_size=100m inactive=1d use_temp_path=off;
  upstream w3programmer {
${upstreams.map((upstream) => `    server ${new URL(upstream).host};\n`).join("")}    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port} ssl http2;
    server_name 127.0.0.1;
    ssl_certificate ${certFile};
    ssl_certificate_key ${keyFile};
    include ${dir}/w3programmer.conf;
  }
}
`,
  );

  let output = "";
  const child: ChildProcess = spawn(
    NGINX,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `https://127.0.0.1:${port}`;
  const certificate = await fs.readFile(certFile, "utf8");
  const stop = async () => {
    // SIGTERM is nginx's fast shutdown: the master stops its workers, then exits.
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await fs.rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttps(`${url}/healthz`, certificate, 20_000, exited);
  } catch (error) {
    const log = await fs.readFile(path.join(dir, "error.log"), "utf8").catch(() => "");
    await stop();
    throw new Error(`${(error as Error).message}\n--- nginx ---\n${output}${log}`, { cause: error });
  }
  return { url, certificate, output: () => output, stop };
}

export type HttpsResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** A GET over HTTPS that trusts `certificate`; the body is returned as it came, still encoded. */
export function httpsGet(
  url: string,
  certificate: string,
  headers: Record<string, string> = {},
): Promise<HttpsResponse> {
  return httpsRequest(url, certificate, { headers });
}

/** A request over HTTPS that trusts `certificate`; the body is returned as it came, still encoded. */
export function httpsRequest(
  url: string,
  certificate: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpsResponse> {
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method, ca: certificate, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

async function waitForHttps(url: string, certificate: string, timeoutMs: number, exited: Promise<void>) {
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !done) {
    try {
      if ((await httpsGet(url, certificate)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(done ? "nginx exited" : `${url} did not answer within ${timeoutMs} ms`);
}
