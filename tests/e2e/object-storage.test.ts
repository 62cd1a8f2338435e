/**
 * Two app processes, as on two machines: each its own DATA_DIR, one PostgreSQL (Debian's) and one
 * S3-compatible bucket (s3rver) between them, as docs/deploy.md describes. A file written through
 * one is served by the other: a profile photo, a buyer's stamped e-book behind a signed link made
 * by the first, a library PDF and a tutorial's web-seed file in byte ranges. Neither keeps a file
 * on its own disk.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createExternalPostgres,
  hasPostgres15,
  type ExternalPostgres,
} from "../support/external-postgres.ts";
import { newDataDir } from "../support/data-dirs.ts";
import { startS3StandIn, type S3StandIn } from "../support/s3-stand-in.ts";
import {
  FIRST_START_TIMEOUT_MS,
  freePort,
  startServer,
  type ServerProcess,
} from "../support/server-process.ts";
import { expectPiecesMatch, readTorrent } from "../support/torrents.ts";

const PASSWORD = "correct horse battery";
const LIBRARY_PDF = "/files/pdf/git-commands-cheat-sheet.pdf";
const TUTORIAL = "git-hands-on-tutorial-for-job-seekers";
const QA_CATEGORY = "python-basics-interview-questions";

let postgres: ExternalPostgres;
let bucket: S3StandIn;
let a: ServerProcess;
let b: ServerProcess;
let publicUrl: string;
let dataDirs: string[] = [];
let db: pg.Client;

/** Every file under a DATA_DIR other than the database's own. */
async function filesOnDisk(dataDir: string): Promise<string[]> {
  const entries = await fs.readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`postgres${path.sep}`));
}

/** The same path on another process: links carry PUBLIC_URL, whichever process made them. */
const on = (server: ServerProcess, link: string) => {
  const url = new URL(link, publicUrl);
  return `${server.url}${url.pathname}${url.search}`;
};

async function signUp(server: ServerProcess, name: string): Promise<{ token: string; id: number }> {
  const email = `files-${randomUUID().slice(0, 8)}@example.com`;
  const headers = { "content-type": "application/json" };
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name, email, password: PASSWORD }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const login = await fetch(`${server.url}/api/auth/userLogin`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const { rows } = await db.query<{ id: number }>("select id from users where email = $1", [email]);
  return { token, id: rows[0]!.id };
}

/** The PDF's text as a reader's viewer extracts it (poppler's pdftotext). */
const pdfText = (bytes: Buffer) => execFileSync("pdftotext", ["-", "-"], { input: bytes }).toString();

describe.skipIf(!hasPostgres15)(
  "two app processes sharing one PostgreSQL and one S3-compatible bucket",
  () => {
    beforeAll(async () => {
      [postgres, bucket] = await Promise.all([
        createExternalPostgres("w3p_object_storage"),
        startS3StandIn(),
      ]);
      const [portA, portB] = [await freePort(), await freePort()];
      // The address people use; here it is A's, but any process serves what it names.
      publicUrl = `http://127.0.0.1:${portA}`;
      const shared = {
        DATABASE_URL: postgres.url,
        PUBLIC_URL: publicUrl,
        WEB_CONCURRENCY: "1",
        SEED_DEMO_CONTENT: "true",
        ...bucket.env,
      };
      dataDirs = await Promise.all([newDataDir("w3p-files-a-"), newDataDir("w3p-files-b-")]);
      // Started together: one migrates and seeds (drawing the demo files into the bucket), the other waits.
      [a, b] = await Promise.all([
        startServer({ ...shared, PORT: String(portA), DATA_DIR: dataDirs[0]! }, FIRST_START_TIMEOUT_MS),
        startServer({ ...shared, PORT: String(portB), DATA_DIR: dataDirs[1]! }, FIRST_START_TIMEOUT_MS),
      ]);
      db = new pg.Client({ connectionString: postgres.url });
      await db.connect();
    }, 150_000);

    afterAll(async () => {
      await db?.end();
      await Promise.all([a?.stop(), b?.stop()]);
      await bucket?.close();
      await postgres?.destroy();
      await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
    });

    it("serves on B a profile photo uploaded through A", async () => {
      const user = await signUp(a, "Katherine Johnson");
      const form = new FormData();
      for (const [name, value] of Object.entries({
        name: "Katherine Johnson",
        phone_number: "+1 (555) 010-1918",
        nationality_id: "United States",
        bio: "Orbital mechanics.",
      })) {
        form.append(name, value);
      }
      const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2b6cb0" } })
        .png()
        .toBuffer();
      form.append("file", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
      const saved = await fetch(`${a.url}/api/user/updateUser`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}` },
        body: form,
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const current = await fetch(`${b.url}/api/user/checkCurrentUser`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      const { image } = (await current.json()) as { image: string };
      expect(image).toMatch(/\/files\/avatars\/[0-9a-f]{32}\.webp$/);

      const [fromA, fromB] = await Promise.all([fetch(on(a, image)), fetch(on(b, image))]);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get("content-type")).toBe("image/webp");
      expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // One object in one bucket: the same bytes under the same ETag from either process.
      expect(fromB.headers.get("etag")).toBe(fromA.headers.get("etag"));
      const bytes = Buffer.from(await fromB.arrayBuffer());
      expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 512, height: 512 });
      const revalidated = await fetch(on(b, image), {
        headers: { "if-none-match": fromA.headers.get("etag")! },
      });
      expect(revalidated.status).toBe(304);
    });

    it("reads on B, through a link A signed, the e-book bought through A; an altered link is refused", async () => {
      const buyer = await signUp(a, "Dorothy Vaughan");
      const { rows } = await db.query<{ id: number; slug: string; title: string; price: string }>(
        "select id, slug, title, price from services where status = 1 and price > 0 and pdf_file is not null order by id limit 1",
      );
      const book = rows[0]!;
      const order = new FormData();
      order.append(
        "cart",
        JSON.stringify([{ id: book.id, name: book.title, slug: book.slug, image: "", price: book.price }]),
      );
      order.append("amount", Number(book.price).toFixed(2));
      order.append("success_url", `${publicUrl}/payment-success`);
      order.append("cancel_url", `${publicUrl}/payment-cancel`);
      const paying = await fetch(`${a.url}/api/payment/create-payment-intent`, {
        method: "POST",
        headers: { authorization: `Bearer ${buyer.token}` },
        body: order,
      });
      expect(paying.status, await paying.clone().text()).toBe(200);
      const { checkout_url: checkoutUrl } = (await paying.json()) as { checkout_url: string };
      // The TEST MODE checkout's Pay button, on A.
      const paid = await fetch(on(a, checkoutUrl), {
        method: "POST",
        headers: { origin: publicUrl, "content-type": "application/x-www-form-urlencoded" },
        body: "intent=pay",
        redirect: "manual",
      });
      expect(paid.status).toBe(302);
      expect(paid.headers.get("location")).toContain("/payment-success");

      const reading = await fetch(`${a.url}/api/documents/readebooks?slug=${book.slug}`, {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(reading.status).toBe(200);
      const { data } = (await reading.json()) as { data: { pdf_file: string } };
      const copy = await fetch(on(b, data.pdf_file));
      expect(copy.status, await copy.clone().text()).toBe(200);
      expect(copy.headers.get("content-type")).toBe("application/pdf");
      expect(copy.headers.get("cache-control")).toBe("no-store");
      const bytes = Buffer.from(await copy.arrayBuffer());
      expect(pdfText(bytes)).toContain("Personal copy of Dorothy Vaughan");
      // Stamped on B, into the bucket: A serves the very same copy.
      const fromA = Buffer.from(await (await fetch(on(a, data.pdf_file))).arrayBuffer());
      expect(fromA.equals(bytes)).toBe(true);

      const altered = new URL(on(b, data.pdf_file));
      const sig = altered.searchParams.get("sig")!;
      altered.searchParams.set("sig", `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`);
      const refused = await fetch(altered);
      expect(refused.status).toBe(403);
      const someoneElse = new URL(on(b, data.pdf_file));
      someoneElse.searchParams.set("s", String(buyer.id + 1));
      expect((await fetch(someoneElse)).status).toBe(403);
    });

    it("serves on B a library PDF in byte ranges, with the ETag A gives it", async () => {
      const [fullA, fullB] = await Promise.all([
        fetch(`${a.url}${LIBRARY_PDF}`),
        fetch(`${b.url}${LIBRARY_PDF}`),
      ]);
      expect(fullB.status).toBe(200);
      expect(fullB.headers.get("etag")).toBe(fullA.headers.get("etag"));
      const whole = Buffer.from(await fullB.arrayBuffer());
      expect(whole.subarray(0, 5).toString()).toBe("%PDF-");
      expect(Buffer.from(await fullA.arrayBuffer()).equals(whole)).toBe(true);

      const first = await fetch(`${b.url}${LIBRARY_PDF}`, { headers: { range: "bytes=0-1023" } });
      expect(first.status).toBe(206);
      expect(first.headers.get("content-range")).toBe(`bytes 0-1023/${whole.length}`);
      expect(Buffer.from(await first.arrayBuffer()).equals(whole.subarray(0, 1024))).toBe(true);
      const tail = await fetch(`${b.url}${LIBRARY_PDF}`, { headers: { range: "bytes=-200" } });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 200))).toBe(true);
      const beyond = await fetch(`${b.url}${LIBRARY_PDF}`, { headers: { range: `bytes=${whole.length}-` } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get("content-range")).toBe(`bytes */${whole.length}`);
      const head = await fetch(`${b.url}${LIBRARY_PDF}`, { method: "HEAD" });
      expect(head.headers.get("content-length")).toBe(String(whole.length));
    });

    it("serves on B, piece by piece, the web seed of a torrent downloaded from A", async () => {
      const download = await fetch(`${a.url}/files/torrents/${TUTORIAL}.torrent`);
      expect(download.status).toBe(200);
      const { torrent } = readTorrent(Buffer.from(await download.arrayBuffer()));
      const webSeed = torrent["url-list"][0]!.toString();
      expect(webSeed.startsWith(`${publicUrl}/files/tutorials/`)).toBe(true);
      const file = on(b, webSeed);
      const size = torrent.info.length!;
      const pieceLength = torrent.info["piece length"];

      // As a BitTorrent client asks a web seed: one piece-sized range after another.
      const pieces: Buffer[] = [];
      for (let start = 0; start < size; start += pieceLength) {
        const end = Math.min(start + pieceLength, size) - 1;
        const answer = await fetch(file, { headers: { range: `bytes=${start}-${end}` } });
        expect(answer.status).toBe(206);
        expect(answer.headers.get("content-range")).toBe(`bytes ${start}-${end}/${size}`);
        pieces.push(Buffer.from(await answer.arrayBuffer()));
      }
      expectPiecesMatch(torrent, Buffer.concat(pieces));
    });

    it("keeps every file in the bucket, none on either machine's disk", async () => {
      // The Q&A PDF too, generated on A and then served to B from the bucket.
      const generated = await fetch(`${a.url}/api/public/generate-pdf/${QA_CATEGORY}`);
      expect(generated.status).toBe(200);
      const again = await fetch(`${b.url}/api/public/generate-pdf/${QA_CATEGORY}`);
      expect(again.headers.get("etag")).toBe(generated.headers.get("etag"));
      expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await generated.arrayBuffer()))).toBe(
        true,
      );

      for (const dir of dataDirs) expect(await filesOnDisk(dir)).toEqual([]);
      const objects = await fs.readdir(path.join(bucket.directory, bucket.bucket), { recursive: true });
      const stored = objects.map(String).filter((name) => name.endsWith("._S3rver_object"));
      for (const area of [
        "avatars/",
        "covers/",
        "library/",
        "tutorials/",
        "private/ebooks/",
        "private/copies/",
        "cache/pdf/",
      ]) {
        expect(
          stored.some((name) => name.startsWith(area)),
          area,
        ).toBe(true);
      }
    });
  },
);
