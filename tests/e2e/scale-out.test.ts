/**
 * Two app processes on different ports sharing one external PostgreSQL (Debian's), with nginx in
 * front taking them in turn, as docs/deploy.md ("Several app processes on one PostgreSQL")
 * describes: a login made on one is valid on the other, the login rate limit counts failures made
 * on both, a Stripe webhook delivered to all of them at once fulfils the order once, and a content
 * change reaches the page cache of each within a second.
 */
import { generateKeyPairSync, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createExternalPostgres,
  hasPostgres15,
  type ExternalPostgres,
} from "../support/external-postgres.ts";
import { SECRET_KEY, WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from "../support/fake-stripe.ts";
import { newDataDir } from "../support/data-dirs.ts";
import { documentedProxySnippet, httpsRequest, startNginx, type Nginx } from "../support/nginx.ts";
import {
  FIRST_START_TIMEOUT_MS,
  freePort,
  startServer,
  type ServerProcess,
} from "../support/server-process.ts";

const PASSWORD = "correct horse battery";

let postgres: ExternalPostgres;
let stripe: FakeStripe;
let proxy: Nginx;
let a: ServerProcess;
let b: ServerProcess;
let dataDirs: string[] = [];
let db: pg.Client;

type Answer = { status: number; headers: Record<string, string>; body: string };
type Target = { name: string; request(path: string, init?: RequestSpec): Promise<Answer> };
type RequestSpec = { method?: string; headers?: Record<string, string>; body?: string };

/** A process reached on its own port. */
function direct(name: string, server: () => ServerProcess): Target {
  return {
    name,
    async request(path, { method = "GET", headers = {}, body } = {}) {
      const response = await fetch(`${server().url}${path}`, { method, headers, body });
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: await response.text(),
      };
    },
  };
}

/** Both processes through nginx, over HTTPS. */
const throughNginx: Target = {
  name: "nginx",
  async request(path, spec = {}) {
    const response = await httpsRequest(`${proxy.url}${path}`, proxy.certificate, spec);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === "string") headers[name] = value;
    }
    return { status: response.status, headers, body: response.body.toString("utf8") };
  },
};

const onA = direct("A", () => a);
const onB = direct("B", () => b);

function postJson(target: Target, path: string, body: unknown, headers: Record<string, string> = {}) {
  return target.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function register(target: Target): Promise<string> {
  const email = `scale-${randomUUID().slice(0, 8)}@example.com`;
  const answer = await postJson(target, "/api/auth/register", {
    name: "Scale Test",
    email,
    password: PASSWORD,
  });
  expect(answer.status, answer.body).toBe(200);
  return email;
}

function logIn(target: Target, email: string, password = PASSWORD) {
  return postJson(target, "/api/auth/userLogin", { email, password });
}

async function token(target: Target, email: string): Promise<string> {
  const answer = await logIn(target, email);
  expect(answer.status, answer.body).toBe(200);
  return (JSON.parse(answer.body) as { access_token: string }).access_token;
}

function currentUser(target: Target, bearer: string) {
  return target.request("/api/user/checkCurrentUser", { headers: { authorization: `Bearer ${bearer}` } });
}

/** Which process logged the request with this id. */
function servedBy(requestId: string): "A" | "B" | undefined {
  if (a.output().includes(`"reqId":"${requestId}"`)) return "A";
  if (b.output().includes(`"reqId":"${requestId}"`)) return "B";
  return undefined;
}

async function count(query: string, values: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: string }>(query, values);
  return Number(rows[0]!.n);
}

describe.skipIf(!hasPostgres15)("two app processes on one PostgreSQL behind nginx", () => {
  beforeAll(async () => {
    postgres = await createExternalPostgres("w3p_scale_out");
    stripe = await startFakeStripe();
    const proxyPort = await freePort();
    const publicUrl = `https://127.0.0.1:${proxyPort}`;
    const signingKey = generateKeyPairSync("ed25519")
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString()
      .trim()
      .replaceAll("\n", "\\n");
    // What every process needs, the same for all (docs/deploy.md); each has its own DATA_DIR, as
    // on machines of their own.
    const shared = {
      DATABASE_URL: postgres.url,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: "true",
      WEB_CONCURRENCY: "1",
      SEED_DEMO_CONTENT: "true",
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      CREDENTIAL_SIGNING_KEY: signingKey,
    };
    const [dirA, dirB] = await Promise.all([newDataDir("w3p-scale-a-"), newDataDir("w3p-scale-b-")]);
    dataDirs = [dirA, dirB];
    // Started together: one migrates and seeds under the advisory lock while the other waits.
    [a, b] = await Promise.all([
      startServer({ ...shared, DATA_DIR: dirA }, FIRST_START_TIMEOUT_MS),
      startServer({ ...shared, DATA_DIR: dirB }, FIRST_START_TIMEOUT_MS),
    ]);
    proxy = await startNginx({
      port: proxyPort,
      upstreams: [a.url, b.url],
      snippet: await documentedProxySnippet(),
    });
    db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
  }, 150_000);

  afterAll(async () => {
    await db?.end();
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await stripe?.close();
    await postgres?.destroy();
    await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it("migrated and seeded the database once, and nginx sends requests to both processes", async () => {
    const migrated = [a, b].filter((server) => server.output().includes("seeded the demo content"));
    expect(migrated).toHaveLength(1);
    const ids = Array.from({ length: 6 }, (_, i) => `scale-out-${Date.now()}-${i}`);
    for (const id of ids) {
      expect((await throughNginx.request("/healthz", { headers: { "x-request-id": id } })).status).toBe(200);
    }
    // The last access-log line may come from either process.
    const allLogged = () => ids.every((id) => servedBy(id) !== undefined);
    await Promise.any([a, b].map((server) => server.waitForOutput(allLogged, "every request logged")));
    expect(new Set(ids.map(servedBy))).toEqual(new Set(["A", "B"]));
    // Certificates signed by either verify against the one key both publish (CREDENTIAL_SIGNING_KEY).
    const [keysOnA, keysOnB] = await Promise.all(
      [onA, onB].map((target) => target.request("/.well-known/jwks.json")),
    );
    expect(keysOnA!.status).toBe(200);
    expect(keysOnB!.body).toBe(keysOnA!.body);
  });

  it("accepts a login made on one process on the other, and through nginx", async () => {
    const email = await register(throughNginx);
    const onAToken = await token(onA, email);
    const onBToken = await token(onB, email);
    for (const bearer of [onAToken, onBToken]) {
      for (const target of [onA, onB, throughNginx, throughNginx]) {
        const answer = await currentUser(target, bearer);
        expect(answer.status, `${target.name}: ${answer.body}`).toBe(200);
        expect(answer.body).toContain(email);
      }
    }
    // A logout on B ends the session made on A everywhere.
    const logout = await postJson(onB, "/api/auth/logout", {}, { authorization: `Bearer ${onAToken}` });
    expect(logout.status, logout.body).toBeLessThan(300);
    for (const target of [onA, onB, throughNginx, throughNginx]) {
      expect((await currentUser(target, onAToken)).status, target.name).toBe(401);
    }
    expect((await currentUser(onA, onBToken)).status).toBe(200);
  });

  it("counts login attempts made on both processes against one limit", async () => {
    const email = await register(onA);
    // 10 wrong passwords per account from one address in 15 minutes (every request here comes from
    // 127.0.0.1), spread over A, B and nginx (which sends to both).
    const targets = [onA, onB, throughNginx];
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await logIn(targets[attempt % targets.length]!, email, "wrong password");
      expect(answer.status, `attempt ${attempt + 1}: ${answer.body}`).toBe(422);
    }
    // The 11th from that address, even with the right password, wherever it is made.
    for (const target of [onA, onB, throughNginx]) {
      const answer = await logIn(target, email);
      expect(answer.status, `${target.name}: ${answer.body}`).toBe(429);
    }
  });

  it("fulfils an order once when Stripe's webhook reaches every process at once", async () => {
    const email = await register(throughNginx);
    const bearer = await token(onA, email);
    const { rows } = await db.query<{ id: number; slug: string; title: string; price: string }>(
      "select id, slug, title, price from services where status = 1 and price > 0 order by id limit 1",
    );
    const book = rows[0]!;
    const form = new FormData();
    form.append(
      "cart",
      JSON.stringify([{ id: book.id, name: book.title, slug: book.slug, image: "", price: book.price }]),
    );
    form.append("amount", Number(book.price).toFixed(2));
    form.append("success_url", `${proxy.url}/payment-success`);
    form.append("cancel_url", `${proxy.url}/payment-cancel`);
    const paid = await fetch(`${a.url}/api/payment/create-payment-intent`, {
      method: "POST",
      headers: { authorization: `Bearer ${bearer}` },
      body: form,
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
    const { checkout_url: checkoutUrl, orderId: orderCode } = (await paid.json()) as {
      checkout_url: string;
      orderId: string;
    };
    const delivery = stripe.event(
      "checkout.session.completed",
      stripe.complete(checkoutUrl.split("/").at(-1)!),
    );
    const mailsBefore = await count("select count(*) as n from mail_outbox where to_address = $1", [email]);

    const deliveries = [onA, onB, throughNginx, onA, onB, throughNginx].map((target) =>
      target.request("/api/payment/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
        body: delivery.body,
      }),
    );
    const answers = await Promise.all(deliveries);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

    expect(
      await count("select count(*) as n from orders where order_code = $1 and payment_status = 'paid'", [
        orderCode,
      ]),
    ).toBe(1);
    expect(
      await count(
        "select count(*) as n from owned_ebooks join users on users.id = owned_ebooks.user_id where users.email = $1",
        [email],
      ),
    ).toBe(1);
    expect(await count("select count(*) as n from mail_outbox where to_address = $1", [email])).toBe(
      mailsBefore + 1,
    );
  });

  it("shows a content change on the other process within a second, although its page was cached", async () => {
    const page = "/category/databases";
    const heading = (body: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(body.replaceAll("<!-- -->", ""))?.[1];
    // Twice on each: the second answer is B's (and A's) kept page, the same bytes under the same ETag.
    for (const target of [onA, onB]) {
      const first = await target.request(page);
      const second = await target.request(page);
      expect(first.status).toBe(200);
      expect(heading(first.body)).toBe("Databases &amp; SQL interview questions");
      expect(second.headers.etag, target.name).toBeDefined();
      expect(second.headers.etag).toBe(first.headers.etag);
    }

    // Written to the database as process A or an operator's script would: every process hears of it,
    // each on a connection of its own, so each is given its second (the one read second could still
    // have its kept page when the first already had the new one).
    await db.query("update categories set name = 'Databases renamed' where slug = 'databases'");
    const changedAt = performance.now();
    // Asked again and again for a second: a request sent within it must find the change. The page
    // cache is looked up as a request arrives, before anything is rendered, so the time the new
    // page then takes to render (longer on a busy machine) is not the change's.
    const headingWithinASecond = async (target: Target) => {
      let seen: string | undefined;
      while (performance.now() - changedAt < 1000) {
        seen = heading((await target.request(page)).body);
        if (seen === "Databases renamed interview questions") break;
      }
      return { name: target.name, seen };
    };
    for (const { name, seen } of await Promise.all([onA, onB].map(headingWithinASecond))) {
      expect(seen, name).toBe("Databases renamed interview questions");
    }
    // Both have heard of it: nginx answers the new page whichever process it sends to.
    for (const target of [throughNginx, throughNginx]) {
      expect(heading((await target.request(page)).body), target.name).toBe(
        "Databases renamed interview questions",
      );
    }
  });
});
