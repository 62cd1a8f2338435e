import type { AppLoadContext } from "react-router";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@server/db/schema/index";
import { createLogger } from "@server/logger";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { saveProfile } from "./profile-action.server";

const database = setupTestDatabase();

/** What the profile page's action is given: the database, the configuration, the logger. */
const context = () =>
  ({ db: database.db, config: testConfig(), logger: createLogger("silent") }) as unknown as AppLoadContext;

async function newUser() {
  const [user] = await database.db
    .insert(users)
    .values({
      name: "Before",
      email: `profile-${Date.now()}-${Math.random()}@example.com`,
      passwordHash: "x",
    })
    .returning({ id: users.id });
  return user!.id;
}

function profileForm(fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe("the profile page's save", () => {
  it('names every wrong field in its "Validation Errors": no country and a photo that is not an image', async () => {
    const userId = await newUser();
    const form = profileForm({
      name: "Alice",
      phone_number: "+1 555 010 2030",
      nationality_id: "",
      bio: "hi",
      file: new File(["plain text"], "photo.png", { type: "image/png" }),
    });
    const answer = await saveProfile(form, userId, context());
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: {
        ok: false,
        errors: {
          nationality_id: ["Please select your country."],
          file: ["Please upload a valid image file."],
        },
      },
    });
    const [row] = await database.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect(row!.name).toBe("Before");
  });

  it("names the country not in the list and the photo together when the rest is right", async () => {
    const userId = await newUser();
    const form = profileForm({
      name: "Alice",
      phone_number: "+1 555 010 2030",
      nationality_id: "Narnia",
      bio: "hi",
      file: new File(["plain text"], "photo.png", { type: "image/png" }),
    });
    expect(await saveProfile(form, userId, context())).toMatchObject({
      init: { status: 422 },
      data: {
        errors: {
          nationality_id: ["Please select a country from the list."],
          file: ["Please upload a valid image file."],
        },
      },
    });
  });
});
