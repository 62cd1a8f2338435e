/**
 * A page's form body that cannot be read is refused before any field is looked at, with the
 * message the API gives the same body (server/http/form-body.ts), rather than read as fields
 * nobody sent.
 */
import { describe, expect, it } from "vitest";
import { readForm } from "./form-action.server";

function post(body: string, contentType = "application/x-www-form-urlencoded"): Request {
  return new Request("http://localhost/login", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
  });
}

/** What readForm threw: React Router's `data()` (its status and body). */
async function refusal(request: Request): Promise<{ status: number; body: unknown }> {
  try {
    await readForm(request);
  } catch (thrown) {
    const { init, data } = thrown as { init?: { status?: number }; data: unknown };
    return { status: init?.status ?? 0, body: data };
  }
  throw new Error("readForm read the form");
}

describe("readForm", () => {
  it("reads the fields a browser sends", async () => {
    const form = await readForm(
      post(new URLSearchParams({ email: "ada@example.com", name: "Zoë" }).toString()),
    );
    expect(form.get("email")).toBe("ada@example.com");
    expect(form.get("name")).toBe("Zoë");
  });

  it.each([
    ["%%%=%E0%A4%A&=&&", "stray % signs and a cut UTF-8 sequence"],
    ["email=%FF", "a byte UTF-8 never has"],
  ])("refuses %j (%s) with 400", async (body) => {
    expect(await refusal(post(body))).toEqual({
      status: 400,
      body: { ok: false, message: "The form could not be read." },
    });
  });

  it("refuses a body that is not a form with 415", async () => {
    expect((await refusal(post('{"email":"a"}', "application/json"))).status).toBe(415);
  });
});
