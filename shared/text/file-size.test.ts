import { expect, it } from "vitest";
import { formatFileSize } from "./file-size.ts";

it.each([
  [0, "0 bytes"],
  [1, "1 byte"],
  [1023, "1023 bytes"],
  [1024, "1 KB"],
  [1536, "1.5 KB"],
  [12 * 1024 + 100, "12 KB"],
  [3.45 * 1024 * 1024, "3.5 MB"],
  [5 * 1024 ** 3, "5 GB"],
])("writes %i bytes as %s", (bytes, text) => {
  expect(formatFileSize(bytes)).toBe(text);
});
