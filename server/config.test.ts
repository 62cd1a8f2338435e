import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("starts with no configuration at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      seedDemoContent: true,
    });
  });

  it("reads PORT, HOST, DATA_DIR and PUBLIC_URL", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/w3p",
      PUBLIC_URL: "https://w3p.example/",
      PAYMENTS: "test",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/srv/w3p",
      publicUrl: "https://w3p.example",
    });
  });

  it("reads the contact address and the remote-jobs API, with the site's address as default", () => {
    expect(loadConfig({})).toMatchObject({
      contactEmail: "support@w3programmer.com",
      remoteJobsUrl: undefined,
      remoteJobsTimeoutMs: 4000,
    });
    expect(
      loadConfig({
        CONTACT_EMAIL: "visa@w3p.example",
        REMOTE_JOBS_URL: "https://remotive.com/api/remote-jobs",
      }),
    ).toMatchObject({
      contactEmail: "visa@w3p.example",
      remoteJobsUrl: "https://remotive.com/api/remote-jobs",
    });
  });

  it("does not seed demo content into an external database unless asked", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db/w3p" }).seedDemoContent).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: "postgres://u:p@db/w3p", SEED_DEMO_CONTENT: "true" }).seedDemoContent,
    ).toBe(true);
  });

  it("runs one worker per core unless WEB_CONCURRENCY says how many", () => {
    expect(loadConfig({}).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "6" }).webConcurrency).toBe(6);
    // Left empty, as a .env file may leave it: the default.
    expect(loadConfig({ WEB_CONCURRENCY: "" }).webConcurrency).toBe(os.availableParallelism());
  });

  it("trusts no forwarded header unless TRUST_PROXY says how many proxies are in front", () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
  });

  it.each([
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "-1"],
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["PUBLIC_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
    ["SEED_DEMO_CONTENT", "maybe"],
    ["REMOTE_JOBS_URL", "ftp://jobs.example"],
    ["REMOTE_JOBS_TIMEOUT_MS", "100"],
    ["CONTACT_EMAIL", "not an address"],
    ["WEB_CONCURRENCY", "0"],
    ["WEB_CONCURRENCY", "two"],
    ["WEB_CONCURRENCY", "1.5"],
    ["PAYMENTS", "free"],
  ])("refuses a bad %s with a message naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("keeps files on disk unless a bucket is named, and reads the bucket's settings", () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    expect(loadConfig({ STORAGE_S3_BUCKET: "w3p-files" }).objectStorage).toEqual({
      bucket: "w3p-files",
      endpoint: undefined,
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
      prefix: "",
    });
    expect(
      loadConfig({
        STORAGE_S3_BUCKET: "w3p-files",
        STORAGE_S3_ENDPOINT: "https://minio.internal:9000/",
        STORAGE_S3_REGION: "eu-central-1",
        STORAGE_S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
        STORAGE_S3_SECRET_ACCESS_KEY: "secret",
        STORAGE_S3_FORCE_PATH_STYLE: "true",
        STORAGE_S3_PREFIX: "sites/w3programmer/",
      }).objectStorage,
    ).toEqual({
      bucket: "w3p-files",
      endpoint: "https://minio.internal:9000",
      region: "eu-central-1",
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret" },
      forcePathStyle: true,
      prefix: "sites/w3programmer/",
    });
  });

  it.each([
    [
      { STORAGE_S3_BUCKET: "w3p", STORAGE_S3_ACCESS_KEY_ID: "AKIA" },
      /STORAGE_S3_SECRET_ACCESS_KEY: must be set/,
    ],
    [
      { STORAGE_S3_BUCKET: "w3p", STORAGE_S3_SECRET_ACCESS_KEY: "s" },
      /STORAGE_S3_ACCESS_KEY_ID: must be set/,
    ],
    // Settings for a bucket without one would leave every file on this machine's disk.
    [
      { STORAGE_S3_ENDPOINT: "https://s3.example" },
      /STORAGE_S3_BUCKET: must be set when STORAGE_S3_ENDPOINT/,
    ],
    [{ STORAGE_S3_BUCKET: "w3p", STORAGE_S3_ENDPOINT: "ftp://s3.example" }, /STORAGE_S3_ENDPOINT:/],
    [{ STORAGE_S3_BUCKET: "w3p", STORAGE_S3_PREFIX: "no-slash" }, /STORAGE_S3_PREFIX:/],
    [{ STORAGE_S3_BUCKET: "w3p", STORAGE_S3_PREFIX: "../up/" }, /STORAGE_S3_PREFIX:/],
    [{ STORAGE_S3_BUCKET: "a bucket" }, /STORAGE_S3_BUCKET:/],
    [{ STORAGE_S3_BUCKET: "w3p", STORAGE_S3_FORCE_PATH_STYLE: "yes" }, /STORAGE_S3_FORCE_PATH_STYLE:/],
  ])("refuses object storage settings that cannot work: %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  describe("payments", () => {
    const STRIPE_KEYS = { STRIPE_SECRET_KEY: "sk_live_abc123", STRIPE_WEBHOOK_SECRET: "whsec_def456" };

    it("uses the TEST MODE checkout with no configuration at all, as on a fresh machine", () => {
      expect(loadConfig({}).payments).toEqual({ provider: "test" });
    });

    it.each([
      "http://localhost:3000",
      "https://localhost:8443",
      "https://127.0.0.1:8443",
      "https://127.1.2.3",
      "https://[::1]:8443",
      "https://shop.localhost",
      "https://w3p.dev.localhost:8443",
      // Plain http: no shop takes cards there.
      "http://books.example",
      "http://10.0.0.5:3000",
    ])("allows the TEST MODE checkout without Stripe keys at a local or plain http PUBLIC_URL: %s", (url) => {
      expect(loadConfig({ PUBLIC_URL: url }).payments).toEqual({ provider: "test" });
    });

    it.each([
      "https://books.example",
      "https://books.example:8443/",
      "https://10.0.0.5",
      // Not this machine, whatever the name starts with.
      "https://localhost.books.example",
      "https://127.0.0.1.nip.io",
    ])("refuses to start at a public https PUBLIC_URL without Stripe keys or a choice: %s", (url) => {
      const load = () => loadConfig({ PUBLIC_URL: url });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: must be set for https:/);
      expect(load).toThrow(/\(PUBLIC_URL\) to take payments/);
      expect(load).toThrow(/PAYMENTS=test/);
    });

    it("names the address in the refusal", () => {
      expect(() => loadConfig({ PUBLIC_URL: "https://books.example/" })).toThrow(
        "Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: must be set for " +
          "https://books.example (PUBLIC_URL) to take payments; or set PAYMENTS=test to run the TEST " +
          "MODE checkout there, where every book is free",
      );
    });

    it("runs the TEST MODE checkout at a public https PUBLIC_URL when PAYMENTS=test chooses it", () => {
      expect(loadConfig({ PUBLIC_URL: "https://books.example", PAYMENTS: "test" }).payments).toEqual({
        provider: "test",
      });
    });

    it("takes payments with Stripe when its keys are set, wherever the site is", () => {
      const stripe = { provider: "stripe", secretKey: "sk_live_abc123", webhookSecret: "whsec_def456" };
      expect(loadConfig({ ...STRIPE_KEYS, PUBLIC_URL: "https://books.example" }).payments).toEqual({
        ...stripe,
        apiUrl: undefined,
      });
      expect(loadConfig({ ...STRIPE_KEYS, PAYMENTS: "stripe" }).payments).toEqual({
        ...stripe,
        apiUrl: undefined,
      });
      expect(loadConfig({ ...STRIPE_KEYS, STRIPE_API_URL: "http://127.0.0.1:12111" }).payments).toEqual({
        ...stripe,
        apiUrl: "http://127.0.0.1:12111",
      });
    });

    it.each([
      // Stripe chosen, but nothing to take payments with: not the test checkout instead.
      [
        { PAYMENTS: "stripe" },
        /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: must be set when PAYMENTS is stripe/,
      ],
      // A shop's keys and a trial that must not charge: which one was meant cannot be told.
      [{ ...STRIPE_KEYS, PAYMENTS: "test" }, /PAYMENTS: must not be test while STRIPE_SECRET_KEY/],
      // Half of Stripe's settings do not make the test checkout take over, even locally.
      [{ STRIPE_SECRET_KEY: "sk_live_abc123" }, /STRIPE_WEBHOOK_SECRET: must be set together/],
    ])("refuses payment settings that contradict each other: %o", (env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  });
});
