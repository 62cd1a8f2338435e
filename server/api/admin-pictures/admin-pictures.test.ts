/**
 * The rich-text editor's picture upload: admin only; a PNG, JPEG, WebP or GIF checked by its
 * bytes, stored re-encoded as WebP (no metadata, bounded width) under a new address that serves
 * it; anything else refused on its field with nothing stored.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TEXT_PICTURE_MAX_BYTES } from "../../../shared/admin/text-picture-messages.ts";
import { fileStorage } from "../../services/files/file-storage.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, postForm, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import { setupDataDir } from "../store/store-test-kit.ts";

const database = setupTestDatabase();
const dataDir = setupDataDir();
const app = () => accountsApp(database, { dataDir: dataDir.path });
const storedCovers = async () =>
  (await fileStorage(testConfig({ dataDir: dataDir.path })).list("covers/")).map((file) => file.key).sort();

async function png(width = 60, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2f9e44" } })
    .png()
    .toBuffer();
}

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

describe("POST /api/admin/pictures", () => {
  it("stores an admin's PNG as a WebP picture at a new address that serves it", async () => {
    const admin = await signUpAdmin(app(), database);
    const response = await postForm(
      app(),
      "/api/admin/pictures",
      {
        picture: file(await png(), "diagram.png", "image/png"),
        alt: "  The request path through the load balancer  ",
      },
      { token: admin.token },
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      message: "Picture uploaded",
      data: {
        url: expect.stringMatching(/^\/files\/covers\/text-[0-9a-f]{32}\.webp$/),
        alt: "The request path through the load balancer",
      },
    });
    const served = await app().request(body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 60, height: 40 });

    // A second upload of the same file gets an address of its own.
    const again = await postForm(
      app(),
      "/api/admin/pictures",
      { picture: file(await png(), "diagram.png", "image/png"), alt: "The same diagram" },
      { token: admin.token },
    );
    expect((await again.json()).data.url).not.toBe(body.data.url);
  });

  it("drops a photo's metadata and bounds its width", async () => {
    const admin = await signUpAdmin(app(), database);
    const photo = await sharp({ create: { width: 2400, height: 300, channels: 3, background: "#1971c2" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "Someone's camera", Artist: "Someone" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await postForm(
      app(),
      "/api/admin/pictures",
      { picture: file(photo, "office.jpg", "image/jpeg"), alt: "The office at dawn" },
      { token: admin.token },
    );
    expect(response.status).toBe(201);
    const served = await app().request((await response.json()).data.url);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 1600, height: 200 });
    expect(metadata.exif).toBeUndefined();
  });

  it("refuses a text file, an oversized picture, no picture and no alt text on their field, storing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const picture = await png();
    const oversized = Buffer.concat([picture, Buffer.alloc(TEXT_PICTURE_MAX_BYTES + 1 - picture.length)]);
    const cases: Array<[Record<string, string | File>, string, string]> = [
      [
        { picture: file(Buffer.from("Not a picture at all\n"), "notes.png", "image/png"), alt: "Notes" },
        "picture",
        "The picture must be a PNG, JPEG, WebP or GIF image.",
      ],
      [
        { picture: file(oversized, "huge.png", "image/png"), alt: "A huge picture" },
        "picture",
        "The picture may not be greater than 5 MB.",
      ],
      [{ alt: "Nothing chosen" }, "picture", "Choose a picture to upload."],
      [
        { picture: "just text", alt: "A text part" },
        "picture",
        "The picture must be a PNG, JPEG, WebP or GIF image.",
      ],
      [{ picture: file(picture, "chart.png", "image/png") }, "alt", "The alt text field is required."],
      [
        { picture: file(picture, "chart.png", "image/png"), alt: "   " },
        "alt",
        "The alt text field is required.",
      ],
    ];
    const before = await storedCovers();
    for (const [fields, field, message] of cases) {
      const response = await postForm(app(), "/api/admin/pictures", fields, { token: admin.token });
      expect(response.status, JSON.stringify(Object.keys(fields))).toBe(422);
      expect(await response.json()).toEqual({ message, errors: { [field]: [message] } });
    }
    expect(await storedCovers()).toEqual(before);
  });

  it("answers 401 without a token and 403 to a member, storing nothing", async () => {
    const member = await signUpAndLogIn(app());
    const fields = async () => ({ picture: file(await png(), "chart.png", "image/png"), alt: "A chart" });
    const before = await storedCovers();
    const anonymous = await postForm(app(), "/api/admin/pictures", await fields());
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Unauthenticated." });
    const forbidden = await postForm(app(), "/api/admin/pictures", await fields(), { token: member.token });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: "Only administrators can do this." });
    expect(await storedCovers()).toEqual(before);
  });
});
