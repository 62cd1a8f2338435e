import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

/**
 * The one place that reads the environment. Every variable is listed in
 * .env.example; a bad value stops the start with a message naming it.
 */
const booleanString = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), {
    error: "must be a postgres:// or postgresql:// connection URL",
  });

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], {
      error: "must be development, production or test",
    })
    .default("production"),
  PORT: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(0, { error: "must be between 0 and 65535" })
    .max(65535, { error: "must be between 0 and 65535" })
    .default(3000),
  HOST: z.string().trim().min(1, { error: "must not be empty" }).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1, { error: "must not be empty" }).default("./data"),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_MAX: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .max(100, { error: "must be at most 100" })
    .default(10),
  WEB_CONCURRENCY: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .max(64, { error: "must be at most 64" })
    .optional(),
  PAGE_CACHE_MB: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(0, { error: "must be 0 (off) or more" })
    .max(4096, { error: "must be at most 4096" })
    // Kept compressed only, 16 MB hold about 450 question pages (docs/decisions/0021).
    .default(16),
  RENDER_CONCURRENCY: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .max(1000, { error: "must be at most 1000" })
    .default(4),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  SEED_DEMO_CONTENT: booleanString.optional(),
  // true (one proxy: nginx, a load balancer), false, or how many proxies add to X-Forwarded-For.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d{1,2})$/, { error: "must be true, false or the number of proxies in front" })
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value)))
    .default(0),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, { error: "must be an address such as W3Programmer <no-reply@example.com>" })
    .optional(),
  REMOTE_JOBS_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  REMOTE_JOBS_TIMEOUT_MS: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(500, { error: "must be between 500 and 60000" })
    .max(60_000, { error: "must be between 500 and 60000" })
    .default(4000),
  CONTACT_EMAIL: z.email({ error: "must be an email address" }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { error: "must be a Stripe secret key (sk_test_… or sk_live_…)" })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, { error: "must be a Stripe webhook signing secret (whsec_…)" })
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  PAYMENTS: z.enum(["stripe", "test"], { error: "must be stripe or test" }).optional(),
  CREDENTIAL_SIGNING_KEY: z
    .string()
    .transform((value) => value.replaceAll("\\n", "\n").trim())
    .refine((value) => /^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----$/.test(value), {
      error: "must be a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY----- …), with \\n for line breaks",
    })
    .optional(),
  STORAGE_S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[\w.-]{3,255}$/, { error: "must be a bucket name (letters, digits, dots, hyphens)" })
    .optional(),
  STORAGE_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  STORAGE_S3_REGION: z.string().trim().min(1, { error: "must not be empty" }).default("us-east-1"),
  STORAGE_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  STORAGE_S3_FORCE_PATH_STYLE: booleanString.default(false),
  STORAGE_S3_PREFIX: z
    .string()
    .trim()
    .regex(/^((?!\.{1,2}\/)[\w.-]+\/)+$/, {
      error: "must be folder names each ending in /, such as w3programmer/",
    })
    .optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
});

export type ObjectStorageSettings = {
  bucket: string;
  /** undefined: AWS's own endpoint for `region`. */
  endpoint: string | undefined;
  region: string;
  /** undefined: the AWS SDK's default credentials (an instance or task role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO and most stand-ins). */
  forcePathStyle: boolean;
  /** Put before every key, so that the site can share a bucket: "" or folder names ending in "/". */
  prefix: string;
};

/**
 * Who takes the payments: Stripe Checkout (`apiUrl`: a stand-in's address, for tests), or the
 * built-in TEST MODE checkout, where Pay charges nothing and the order is fulfilled all the same
 * (docs/decisions/0008, 0025).
 */
export type PaymentSettings =
  | { provider: "stripe"; secretKey: string; webhookSecret: string; apiUrl: string | undefined }
  | { provider: "test" };

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** undefined: start the embedded PostgreSQL in `${dataDir}/postgres`. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /**
   * How many processes serve requests (server/workers.ts): 1 is one process doing everything;
   * more is a primary that runs the database and forks that many workers sharing the port.
   */
  webConcurrency: number;
  /** Bytes of rendered anonymous pages each process keeps (server/http/page-cache.ts); 0 turns the cache off. */
  pageCacheMaxBytes: number;
  /** Pages each process renders at once; more wait their turn (server/http/render-queue.ts). */
  renderConcurrency: number;
  publicUrl: string;
  /** Whether a database that has never been seeded gets the demo catalogue. */
  seedDemoContent: boolean;
  /**
   * How many proxies in front add to X-Forwarded-For (TRUST_PROXY: true is 1); 0 trusts no
   * forwarded header. The visitor's address is the entry that many from the right (client-ip.ts).
   */
  trustProxy: number;
  /** undefined: mail stays in the mail_outbox table and the log (server/services/mail). */
  smtpUrl: string | undefined;
  /** The From header of every mail. */
  mailFrom: string;
  /** The site's own address: immigration enquiries are mailed here. */
  contactEmail: string;
  /**
   * A Remotive-compatible jobs API (`?category=` answers `{ jobs: [...] }`) for /job;
   * undefined: the seeded listings only (server/services/jobs).
   */
  remoteJobsUrl: string | undefined;
  /** How long a call to the remote-jobs service may take, from request to last byte. */
  remoteJobsTimeoutMs: number;
  /**
   * Stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; the TEST MODE checkout only where it
   * cannot give books away on a real shop by mistake: PAYMENTS=test, or a local or plain http
   * PUBLIC_URL (`paymentSettings`).
   */
  payments: PaymentSettings;
  /**
   * The Ed25519 key (PKCS#8 PEM) that signs certificates' credentials; undefined: one is generated
   * once and kept in `${dataDir}/keys` (server/services/certificates/credential-signing.ts).
   */
  credentialSigningKey: string | undefined;
  /**
   * Where files are kept (server/services/files/file-storage.ts): an S3-compatible bucket when
   * STORAGE_S3_BUCKET is set; undefined: on disk under `dataDir`.
   */
  objectStorage: ObjectStorageSettings | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
};

/**
 * Reads `.env` from the working directory into the environment when there is one; variables
 * already set win. server.js does the same before the server starts; the npm scripts call this.
 */
export function loadEnvFile(file = ".env") {
  if (existsSync(file)) process.loadEnvFile(file);
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable is treated as unset, as shells and .env files often leave them.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = result.data;
  if (Boolean(values.STRIPE_SECRET_KEY) !== Boolean(values.STRIPE_WEBHOOK_SECRET)) {
    // Without the webhook secret no payment event could be trusted; without the key none could be made.
    const [missing, other] = values.STRIPE_SECRET_KEY
      ? ["STRIPE_WEBHOOK_SECRET", "STRIPE_SECRET_KEY"]
      : ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"];
    throw new ConfigError(`Invalid configuration:\n  ${missing}: must be set together with ${other}`);
  }
  if (Boolean(values.STORAGE_S3_ACCESS_KEY_ID) !== Boolean(values.STORAGE_S3_SECRET_ACCESS_KEY)) {
    const [missing, other] = values.STORAGE_S3_ACCESS_KEY_ID
      ? ["STORAGE_S3_SECRET_ACCESS_KEY", "STORAGE_S3_ACCESS_KEY_ID"]
      : ["STORAGE_S3_ACCESS_KEY_ID", "STORAGE_S3_SECRET_ACCESS_KEY"];
    throw new ConfigError(`Invalid configuration:\n  ${missing}: must be set together with ${other}`);
  }
  const orphan = Object.keys(values).find(
    (name) => name.startsWith("STORAGE_S3_") && name !== "STORAGE_S3_BUCKET" && name in present,
  );
  if (orphan && !values.STORAGE_S3_BUCKET) {
    // Otherwise files would quietly stay on this machine's disk.
    throw new ConfigError(`Invalid configuration:\n  STORAGE_S3_BUCKET: must be set when ${orphan} is`);
  }
  const displayHost = ["0.0.0.0", "::"].includes(values.HOST) ? "localhost" : values.HOST;
  const publicUrl = values.PUBLIC_URL ?? `http://${displayHost}:${values.PORT}`;
  const payments = paymentSettings(values, publicUrl);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolMax: values.DATABASE_POOL_MAX,
    // One worker per core the process may use (cgroup and affinity limits included).
    webConcurrency: values.WEB_CONCURRENCY ?? os.availableParallelism(),
    pageCacheMaxBytes: values.PAGE_CACHE_MB * 1024 * 1024,
    renderConcurrency: values.RENDER_CONCURRENCY,
    publicUrl,
    seedDemoContent: values.SEED_DEMO_CONTENT ?? values.DATABASE_URL === undefined,
    trustProxy: values.TRUST_PROXY,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? "W3Programmer <no-reply@w3programmer.com>",
    contactEmail: values.CONTACT_EMAIL ?? "support@w3programmer.com",
    remoteJobsUrl: values.REMOTE_JOBS_URL,
    remoteJobsTimeoutMs: values.REMOTE_JOBS_TIMEOUT_MS,
    payments,
    credentialSigningKey: values.CREDENTIAL_SIGNING_KEY,
    objectStorage: values.STORAGE_S3_BUCKET
      ? {
          bucket: values.STORAGE_S3_BUCKET,
          endpoint: values.STORAGE_S3_ENDPOINT?.replace(/\/+$/, ""),
          region: values.STORAGE_S3_REGION,
          credentials:
            values.STORAGE_S3_ACCESS_KEY_ID && values.STORAGE_S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: values.STORAGE_S3_ACCESS_KEY_ID,
                  secretAccessKey: values.STORAGE_S3_SECRET_ACCESS_KEY,
                }
              : undefined,
          forcePathStyle: values.STORAGE_S3_FORCE_PATH_STYLE,
          prefix: values.STORAGE_S3_PREFIX ?? "",
        }
      : undefined,
    logLevel: values.LOG_LEVEL,
  };
}

/**
 * Stripe when its keys are set. Without them the TEST MODE checkout, which hands out every book
 * for a click, runs only where that cannot happen on a real shop by mistake: a site whose
 * PUBLIC_URL is this machine or plain http, or one whose operator chose it with PAYMENTS=test. A
 * public https site with neither does not start (docs/decisions/0025).
 */
function paymentSettings(values: z.infer<typeof envSchema>, publicUrl: string): PaymentSettings {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, PAYMENTS: chosen } = values;
  const keys = "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET";
  if (secretKey && webhookSecret) {
    if (chosen === "test") {
      // Which one the operator meant cannot be told: a shop's keys, or a trial that must not charge.
      throw new ConfigError(`Invalid configuration:\n  PAYMENTS: must not be test while ${keys} are set`);
    }
    return { provider: "stripe", secretKey, webhookSecret, apiUrl: values.STRIPE_API_URL };
  }
  if (chosen === "stripe") {
    throw new ConfigError(`Invalid configuration:\n  ${keys}: must be set when PAYMENTS is stripe`);
  }
  if (chosen === "test" || cannotTakeRealPayments(publicUrl)) return { provider: "test" };
  throw new ConfigError(
    `Invalid configuration:\n  ${keys}: must be set for ${publicUrl} (PUBLIC_URL) to take payments; ` +
      "or set PAYMENTS=test to run the TEST MODE checkout there, where every book is free",
  );
}

/** Loopback names and addresses: only this machine reaches a site there. */
const LOCAL_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether no one could be shopping at this address for real: plain http (no shop asks for a card
 * without TLS) or this machine's own names.
 */
function cannotTakeRealPayments(publicUrl: string): boolean {
  const { protocol, hostname } = new URL(publicUrl);
  return protocol === "http:" || LOCAL_HOST.test(hostname);
}
