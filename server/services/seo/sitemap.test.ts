import { expect, it } from "vitest";
import { renderSitemapXml } from "./sitemap.ts";

it("writes absolute, escaped URLs with the day each page last changed", () => {
  const xml = renderSitemapXml("https://w3programmer.example", [
    { path: "/" },
    { path: "/category/c&c++", lastModified: new Date("2024-05-06T22:30:00Z") },
  ]);
  expect(xml).toContain("<url><loc>https://w3programmer.example/</loc></url>");
  expect(xml).toContain(
    "<url><loc>https://w3programmer.example/category/c&amp;c++</loc><lastmod>2024-05-06</lastmod></url>",
  );
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
});
