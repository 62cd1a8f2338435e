import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Bencoded, bdecode, bencode, rawDictionaryValue } from "./bencode.ts";

describe("bencode", () => {
  it("writes BEP 3's examples", () => {
    expect(bencode("spam").toString()).toBe("4:spam");
    expect(bencode(3).toString()).toBe("i3e");
    expect(bencode(-3).toString()).toBe("i-3e");
    expect(bencode(0).toString()).toBe("i0e");
    expect(bencode(["spam", "eggs"]).toString()).toBe("l4:spam4:eggse");
    expect(bencode({ cow: "moo", spam: "eggs" }).toString()).toBe("d3:cow3:moo4:spam4:eggse");
    expect(bencode({ spam: ["a", "b"] }).toString()).toBe("d4:spaml1:a1:bee");
  });

  it("sorts keys by their raw bytes and counts string lengths in bytes", () => {
    expect(bencode({ b: 1, a: 2, B: 3 }).toString()).toBe("d1:Bi3e1:ai2e1:bi1ee");
    expect(bencode("é").toString("latin1")).toBe("2:\u00c3\u00a9");
    expect(bencode(new Uint8Array([0, 255])).equals(Buffer.from([0x32, 0x3a, 0, 255]))).toBe(true);
  });

  it("writes already-encoded bytes as they are", () => {
    const info = bencode({ name: "a" });
    expect(bencode({ info: new Bencoded(info), x: 1 }).toString()).toBe("d4:infod4:name1:ae1:xi1ee");
  });

  it("refuses numbers it cannot write exactly", () => {
    expect(() => bencode(1.5)).toThrow(/whole number/);
  });
});

describe("bdecode", () => {
  it("reads back what bencode wrote", () => {
    const value = {
      announce: "http://x",
      info: { length: 12, name: "a.txt", pieces: Buffer.alloc(20, 7) },
      list: [1, "b"],
    };
    const decoded = bdecode(bencode(value)) as Record<string, unknown>;
    expect(decoded.announce).toEqual(Buffer.from("http://x"));
    expect(decoded.list).toEqual([1, Buffer.from("b")]);
    expect((decoded.info as Record<string, unknown>).pieces).toEqual(Buffer.alloc(20, 7));
  });

  it.each([
    ["i03e", /bad integer/],
    ["i-0e", /bad integer/],
    ["ie", /bad integer/],
    ["05:spam", /bad string length/],
    ["5:spam", /past the end/],
    ["d1:bi1e1:ai2ee", /out of order/],
    ["d1:ai1e1:ai2ee", /out of order/],
    ["i1ei2e", /trailing/],
    ["l", /unexpected end|unterminated/],
  ])("refuses %s", (text, error) => {
    expect(() => bdecode(Buffer.from(text))).toThrow(error);
  });

  it("gives a key's raw bytes, whose SHA-1 is what a torrent's info hash is", () => {
    const file = bencode({ "url-list": ["u"], info: { name: "n", length: 1 }, z: 0 });
    const raw = rawDictionaryValue(file, "info")!;
    expect(raw.toString()).toBe("d6:lengthi1e4:name1:ne");
    expect(createHash("sha1").update(raw).digest("hex")).toHaveLength(40);
    expect(rawDictionaryValue(file, "missing")).toBeUndefined();
  });
});
