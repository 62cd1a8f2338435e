/**
 * Bencoding, the encoding of .torrent files (BEP 3): integers `i42e`, byte strings `4:spam`,
 * lists `l…e` and dictionaries `d…e` whose keys are byte strings sorted by their raw bytes.
 * Text is written as UTF-8. Decoded byte strings come back as Buffers, since a torrent's
 * `pieces` are not text.
 */

/** Bytes that are already bencoded (a stored info dictionary), written as they are. */
export class Bencoded {
  constructor(readonly bytes: Uint8Array) {}
}

export type BencodeValue =
  number | string | Uint8Array | Bencoded | BencodeValue[] | { [key: string]: BencodeValue };

export function bencode(value: BencodeValue): Buffer {
  const parts: Buffer[] = [];
  write(value, parts);
  return Buffer.concat(parts);
}

function write(value: BencodeValue, parts: Buffer[]) {
  if (value instanceof Bencoded) {
    parts.push(Buffer.from(value.bytes));
  } else if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`bencode: ${value} is not a whole number`);
    parts.push(Buffer.from(`i${value}e`));
  } else if (typeof value === "string" || value instanceof Uint8Array) {
    const bytes = typeof value === "string" ? Buffer.from(value, "utf8") : Buffer.from(value);
    parts.push(Buffer.from(`${bytes.length}:`), bytes);
  } else if (Array.isArray(value)) {
    parts.push(Buffer.from("l"));
    for (const item of value) write(item, parts);
    parts.push(Buffer.from("e"));
  } else {
    parts.push(Buffer.from("d"));
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .map((key) => ({ key, bytes: Buffer.from(key, "utf8") }))
      .sort((a, b) => Buffer.compare(a.bytes, b.bytes));
    for (const { key, bytes } of keys) {
      parts.push(Buffer.from(`${bytes.length}:`), bytes);
      write(value[key]!, parts);
    }
    parts.push(Buffer.from("e"));
  }
}

export type DecodedValue = number | Buffer | DecodedValue[] | { [key: string]: DecodedValue };

export class BencodeError extends Error {
  override name = "BencodeError";
}

const DIGIT = /^[0-9]$/;

/**
 * Decodes one bencoded value that fills `bytes` exactly. Strict: leading zeros, `-0`, unsorted or
 * repeated dictionary keys and trailing bytes are errors, so that whatever decodes re-encodes to
 * the same bytes (what a torrent's info hash depends on).
 */
export function bdecode(bytes: Uint8Array): DecodedValue {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { value, end } = readValue(buffer, 0);
  if (end !== buffer.length) throw new BencodeError(`trailing bytes at ${end}`);
  return value;
}

/**
 * The raw bytes of one key's value in a top-level dictionary: a torrent's info hash is the
 * SHA-1 of the `info` value exactly as the file holds it.
 */
export function rawDictionaryValue(bytes: Uint8Array, key: string): Buffer | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] !== 0x64) throw new BencodeError("not a dictionary");
  let position = 1;
  while (buffer[position] !== 0x65) {
    const name = readString(buffer, position);
    const value = readValue(buffer, name.end);
    if (name.value.toString("utf8") === key) return buffer.subarray(name.end, value.end);
    position = value.end;
  }
  return undefined;
}

type Read<T> = { value: T; end: number };

function readValue(buffer: Buffer, position: number): Read<DecodedValue> {
  const byte = buffer[position];
  if (byte === undefined) throw new BencodeError(`unexpected end at ${position}`);
  if (byte === 0x69) return readInteger(buffer, position);
  if (byte === 0x6c) {
    const list: DecodedValue[] = [];
    let next = position + 1;
    while (buffer[next] !== 0x65) {
      if (next >= buffer.length) throw new BencodeError("unterminated list");
      const item = readValue(buffer, next);
      list.push(item.value);
      next = item.end;
    }
    return { value: list, end: next + 1 };
  }
  if (byte === 0x64) {
    const dictionary: { [key: string]: DecodedValue } = Object.create(null);
    let next = position + 1;
    let previous: Buffer | undefined;
    while (buffer[next] !== 0x65) {
      if (next >= buffer.length) throw new BencodeError("unterminated dictionary");
      const key = readString(buffer, next);
      if (previous && Buffer.compare(previous, key.value) >= 0) {
        throw new BencodeError(`dictionary keys out of order at ${next}`);
      }
      previous = key.value;
      const item = readValue(buffer, key.end);
      dictionary[key.value.toString("utf8")] = item.value;
      next = item.end;
    }
    return { value: dictionary, end: next + 1 };
  }
  return readString(buffer, position);
}

function readInteger(buffer: Buffer, position: number): Read<number> {
  const end = buffer.indexOf(0x65, position);
  if (end === -1) throw new BencodeError("unterminated integer");
  const text = buffer.toString("latin1", position + 1, end);
  if (!/^(0|-?[1-9][0-9]*)$/.test(text)) throw new BencodeError(`bad integer ${JSON.stringify(text)}`);
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new BencodeError(`integer ${text} is too large`);
  return { value, end: end + 1 };
}

function readString(buffer: Buffer, position: number): Read<Buffer> {
  const colon = buffer.indexOf(0x3a, position);
  if (colon === -1) throw new BencodeError("unterminated string length");
  const text = buffer.toString("latin1", position, colon);
  if (!(text === "0" || (text.length > 0 && text[0] !== "0" && [...text].every((c) => DIGIT.test(c))))) {
    throw new BencodeError(`bad string length ${JSON.stringify(text)} at ${position}`);
  }
  const start = colon + 1;
  const end = start + Number(text);
  if (end > buffer.length) throw new BencodeError("string runs past the end");
  return { value: buffer.subarray(start, end), end };
}
