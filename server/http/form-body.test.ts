import { describe, expect, it } from "vitest";
import { formEncoding, isReadableUrlencoded } from "./form-body.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("isReadableUrlencoded", () => {
  it.each([
    ["", "an empty form"],
    ["name=Grace+Hopper&email=grace%40example.com", "fields with + and escapes"],
    [new URLSearchParams({ name: "Zoë Ünal 日本", bio: "a & b = c %" }).toString(), "what a browser sends"],
    ["a=&=b&&", "empty names and values"],
    ["name=Zo\u00eb", "UTF-8 bytes sent as they are"],
  ])("reads %j (%s)", (body) => {
    expect(isReadableUrlencoded(bytes(body))).toBe(true);
  });

  it.each([
    ["%%%=%E0%A4%A&=&&", "stray % and a cut UTF-8 sequence"],
    ["name=100%", "a % at the end"],
    ["name=%4", "half an escape"],
    ["name=%zz", "an escape that is not hex"],
    ["name=%E0%A4", "a UTF-8 sequence cut short"],
    ["name=%FF", "a byte UTF-8 never has"],
  ])("refuses %j (%s)", (body) => {
    expect(isReadableUrlencoded(bytes(body))).toBe(false);
  });

  it("refuses bytes that are not UTF-8 sent as they are", () => {
    expect(isReadableUrlencoded(new Uint8Array([0x6e, 0x3d, 0xe9]))).toBe(false);
  });
});

describe("formEncoding", () => {
  it.each([
    ["application/x-www-form-urlencoded", "urlencoded"],
    ["Application/X-WWW-Form-Urlencoded; charset=UTF-8", "urlencoded"],
    ["multipart/form-data; boundary=x", "multipart"],
    ["Multipart/Form-Data", "multipart"],
    ["application/json", undefined],
    ["multipart/form-datax", undefined],
    [undefined, undefined],
  ])("%j → %j", (type, expected) => {
    expect(formEncoding(type)).toBe(expected);
  });
});
