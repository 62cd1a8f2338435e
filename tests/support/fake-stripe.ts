/**
 * A local stand-in for Stripe's API (the parts the shop calls: Checkout sessions and refunds),
 * reached by the real `stripe` client through STRIPE_API_URL, and signed webhook events made the
 * way Stripe signs them (`stripe.webhooks.generateTestHeaderString`). Nothing here is mocked
 * inside the app: the app talks HTTP to this server and checks real signatures.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const WEBHOOK_SECRET = "whsec_test_fake_stripe_secret";
export const SECRET_KEY = "sk_test_fake_stripe_key";

type Session = {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  customer_email: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
};

export type ReceivedRequest = { method: string; path: string; form: URLSearchParams };

export type FakeStripe = {
  url: string;
  requests: ReceivedRequest[];
  sessions: Map<string, Session>;
  /** The next session creations answer 500 (Stripe having a bad day). */
  failCreates: boolean;
  /** The next requests to close a session answer 500. */
  failExpires?: boolean;
  /** While set, session creations are received (in `requests`) but answered once it settles. */
  holdCreates?: Promise<void>;
  /** The buyer paid on Stripe's page: the session completes with a PaymentIntent. */
  complete(sessionId: string): Session;
  /** A signed webhook delivery: the body and its Stripe-Signature header. */
  event(
    type: string,
    object: object,
    options?: { id?: string; secret?: string },
  ): { body: string; signature: string };
  /** Any body, signed as Stripe signs its events (with the webhook secret unless another is given). */
  sign(body: string, secret?: string): { body: string; signature: string };
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}${randomBytes(12).toString("hex")}`;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const signer = new Stripe(SECRET_KEY);
  const sessions = new Map<string, Session>();
  const requests: ReceivedRequest[] = [];
  const fake = { failCreates: false } as FakeStripe;

  const server: Server = createServer(async (request, response) => {
    const form = await readForm(request);
    const path = (request.url ?? "").split("?")[0]!;
    requests.push({ method: request.method ?? "", path, form });
    const send = (status: number, body: object) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const invalid = (message: string) => send(400, { error: { type: "invalid_request_error", message } });

    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      return send(401, { error: { type: "authentication_error", message: "Invalid API Key provided" } });
    }
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      await fake.holdCreates;
      if (fake.failCreates)
        return send(500, { error: { type: "api_error", message: "Something went wrong" } });
      let total = 0;
      for (let index = 0; form.has(`line_items[${index}][price_data][unit_amount]`); index++) {
        total += Number(form.get(`line_items[${index}][price_data][unit_amount]`));
      }
      const session: Session = {
        id: id("cs_test_"),
        object: "checkout.session",
        url: "",
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        amount_total: total,
        currency: form.get("line_items[0][price_data][currency]") ?? "usd",
        customer_email: form.get("customer_email") ?? "",
        client_reference_id: form.get("client_reference_id") ?? "",
        metadata: { order_code: form.get("metadata[order_code]") ?? "" },
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return send(200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      if (!session)
        return send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      if (sessionMatch[2]) {
        if (fake.failExpires)
          return send(500, { error: { type: "api_error", message: "Something went wrong" } });
        if (session.status !== "open")
          return invalid("Only Checkout Sessions with a status of open can be expired.");
        session.status = "expired";
      }
      return send(200, session);
    }
    if (request.method === "POST" && path === "/v1/refunds") {
      return send(200, {
        id: id("re_"),
        object: "refund",
        payment_intent: form.get("payment_intent"),
        status: "succeeded",
      });
    }
    return send(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    complete(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: id("pi_") });
      return session;
    },
    event(type: string, object: object, options: { id?: string; secret?: string } = {}) {
      const body = JSON.stringify({
        id: options.id ?? id("evt_"),
        object: "event",
        type,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        api_version: "2025-01-01",
        data: { object },
      });
      return fake.sign(body, options.secret);
    },
    sign(body: string, secret = WEBHOOK_SECRET) {
      return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
