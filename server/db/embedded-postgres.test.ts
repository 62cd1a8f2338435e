import os from "node:os";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { sharedBuffersMb } from "./embedded-postgres.ts";

const GB = 1024 ** 3;

describe("the embedded PostgreSQL's shared buffers", () => {
  it.each([
    [0.5, 128],
    [1, 128],
    [2, 256],
    [4, 512],
    [8, 1024],
    [24, 1024],
  ])("on a machine with %s GB are %s MB", (memoryGb, buffersMb) => {
    expect(sharedBuffersMb(memoryGb * GB)).toBe(buffersMb);
  });

  // The tests' database is an embedded one unless TEST_DATABASE_URL names another.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))("are what a started one runs with", async () => {
    const client = new pg.Client(inject("databaseConnection"));
    await client.connect();
    try {
      const { rows } = await client.query<{ shared_buffers: string }>("show shared_buffers");
      const mb = sharedBuffersMb(os.totalmem());
      expect(rows[0]!.shared_buffers).toBe(mb % 1024 === 0 ? `${mb / 1024}GB` : `${mb}MB`);
    } finally {
      await client.end();
    }
  });
});
