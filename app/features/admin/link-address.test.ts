import { describe, expect, it } from "vitest";
import { acceptedLinkAddress } from "./link-address";

describe("the Link dialog's addresses", () => {
  it.each([
    ["https://www.uscis.gov/h-1b", "https://www.uscis.gov/h-1b"],
    ["  http://example.com/page?x=1#top ", "http://example.com/page?x=1#top"],
    ["/blog/system-design-interview", "/blog/system-design-interview"],
    ["/", "/"],
    ["mailto:careers@example.com", "mailto:careers@example.com"],
  ])("accepts %j", (input, expected) => {
    expect(acceptedLinkAddress(input)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example.com/path",
    "www.example.com",
    "https://",
    "ftp://files.example.com",
    "mailto:",
    "tel:+15555550100",
    "/path with spaces",
    "",
  ])("refuses %j", (input) => {
    expect(acceptedLinkAddress(input)).toBeUndefined();
  });
});
