import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path.ts";

const TOKEN = "Qm9ndXMtcmVzZXQtdG9rZW4tZm9yLXRoZS10ZXN0cy0x";

describe("the path a log line names", () => {
  it("is the request's path without its query or fragment", () => {
    expect(loggedPath("/about-us")).toBe("/about-us");
    expect(loggedPath("/category/python-basics?page=2")).toBe("/category/python-basics");
    expect(loggedPath("/files/ebooks/clean-code.pdf?s=12&e=1767225600&sig=c2lnbmF0dXJl")).toBe(
      "/files/ebooks/clean-code.pdf",
    );
    expect(loggedPath("/blog#comments")).toBe("/blog");
    expect(loggedPath("/")).toBe("/");
  });

  it("hides a password reset link's token", () => {
    expect(loggedPath(`/forget-password-recover-email/${TOKEN}`)).toBe(
      "/forget-password-recover-email/[redacted]",
    );
    expect(loggedPath(`/forget-password-recover-email/${TOKEN}?from=mail`)).toBe(
      "/forget-password-recover-email/[redacted]",
    );
    expect(loggedPath(`/forget-password-recover-email/${TOKEN}/`)).toBe(
      "/forget-password-recover-email/[redacted]",
    );
  });

  it("hides the token however the route's segment is written: letter case, percent-encoding, extra slashes", () => {
    for (const target of [
      `/FORGET-PASSWORD-RECOVER-EMAIL/${TOKEN}`,
      `/forget%2Dpassword-recover-email/${TOKEN}`,
      `//forget-password-recover-email/${TOKEN}/more`,
      `/forget-password-recover-email/${TOKEN}%2Fmore`,
    ]) {
      expect(loggedPath(target), target).not.toContain(TOKEN);
      expect(loggedPath(target), target).toMatch(/\/\[redacted\]$/);
    }
  });

  it("hides a test checkout's id", () => {
    expect(loggedPath("/test-checkout/test_cs_2f9c1d7e0a4b4c3e")).toBe("/test-checkout/[redacted]");
  });

  it("keeps paths whose segments are no secret", () => {
    expect(loggedPath("/forget-password-recover-email")).toBe("/forget-password-recover-email");
    expect(loggedPath("/payment-success")).toBe("/payment-success");
    expect(loggedPath("/verify-certificate/a1b2c3/python-basics")).toBe(
      "/verify-certificate/a1b2c3/python-basics",
    );
    expect(loggedPath("/question-answer/caf%C3%A9-checkout")).toBe("/question-answer/caf%C3%A9-checkout");
    expect(loggedPath("/bad%E0%A4%A")).toBe("/bad%E0%A4%A");
  });
});
