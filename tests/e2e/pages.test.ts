/** What a visitor, a crawler or a link preview gets from the server's HTML, before any script runs. */
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");
const NOT_FOUND_TEXT =
  "Oops! The page you are looking for doesn&#x27;t exist. It might have been moved or deleted.";

async function html(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, body: await response.text(), headers: response.headers };
}

describe("server-rendered pages", () => {
  it.each(["/", "/home"])("%s carries the statistics tiles in its HTML", async (path) => {
    const { status, body } = await html(path);
    expect(status).toBe(200);
    for (const tile of [
      "10K",
      "PDF Books",
      "50K",
      "Question Answers",
      "1K",
      "Certified",
      "2K",
      "Online Students",
    ]) {
      expect(body).toContain(tile);
    }
    expect(body).toMatch(/<title>[^<]*W3Programmer[^<]*<\/title>/);
    expect(body).toMatch(/<meta name="description" content="[^"]{40,}"/);
  });

  it.each([
    ["/about-us", "About Us"],
    ["/contact-us", "Contact Us"],
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-and-conditions", "Terms and Conditions"],
    ["/faq", "Frequently Asked Questions|FAQ"],
    ["/whyw3programmer", "employer can check|certif"],
    ["/study", "study|Study"],
  ])("%s answers 200 with its text, title, description and canonical URL", async (path, heading) => {
    const { status, body } = await html(path);
    expect(status).toBe(200);
    expect(body).toMatch(new RegExp(`<h1[^>]*>[^<]*(${heading})`, "i"));
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    expect(body).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(body).toContain(`<link rel="canonical" href="`);
    expect(body).toContain(`<meta property="og:title"`);
    // Real text, not a stub: several paragraphs in the server's HTML.
    expect(body.match(/<p[ >]/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  it("answers 404, not an error, for an impossible slug", async () => {
    expect((await html("/category/" + "x".repeat(300))).status).toBe(404);
  });

  it.each(["/category/a%00b", "/question-answer/a%00b"])(
    "answers 400, not an error, for an address with a control character: %s",
    async (path) => {
      expect((await html(path)).status).toBe(400);
    },
  );

  it("answers an unknown path with 404 and SPEC's text", async () => {
    const { status, body } = await html("/no/such/page");
    expect(status).toBe(404);
    expect(body).toContain(NOT_FOUND_TEXT);
    expect(body).toContain("Go Back to Home");
  });

  it("renders the frame on every page: navigation, footer, copyright 2024", async () => {
    const { body } = await html("/about-us");
    for (const link of ["/faq", "/contact-us", "/blog", "/ebooks", "/pdf-books", "/immigration-support"]) {
      expect(body).toContain(`href="${link}"`);
    }
    expect(body).toContain("2024");
    expect(body).toContain('href="/terms-and-conditions"');
    expect(body).toContain('href="/privacy-policy"');
  });
});

describe("assets and probes", () => {
  it("serves hashed assets with a long cache lifetime", async () => {
    const { body } = await html("/");
    const asset = body.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const response = await fetch(`${baseUrl}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends a build file only the headers a subresource needs, and a missing one a plain 404", async () => {
    const { body } = await html("/");
    const stylesheet = body.match(/\/assets\/[\w.-]+\.css/)?.[0];
    for (const asset of [body.match(/\/assets\/[\w.-]+\.js/)?.[0], stylesheet]) {
      const response = await fetch(`${baseUrl}${asset}`, { headers: { "Accept-Encoding": "br" } });
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("x-content-type-options"), asset).toBe("nosniff");
      expect(response.headers.get("cross-origin-resource-policy"), asset).toBe("same-site");
      expect(response.headers.get("content-security-policy"), asset).toMatch(/^script-src 'self';/);
      // The document's own headers stay on documents.
      for (const documentOnly of [
        "x-frame-options",
        "permissions-policy",
        "cross-origin-opener-policy",
        "x-request-id",
      ]) {
        expect(response.headers.get(documentOnly), `${asset} ${documentOnly}`).toBeNull();
      }
    }
    const page = await fetch(`${baseUrl}/about-us`);
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(page.headers.get("permissions-policy")).toContain("camera=()");

    const missing = await fetch(`${baseUrl}/assets/entry.client-00000000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(missing.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers /healthz and /readyz", async () => {
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  });

  it("serves the OpenAPI document and its docs page", async () => {
    const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain("/api/public/getGeneralPostData");
    expect((await fetch(`${baseUrl}/api/docs`)).status).toBe(200);
  });
});
