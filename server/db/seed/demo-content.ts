import type { SeedTransaction } from "./index.ts";

/** The demo catalogue: categories, interview questions and guides. */
export async function seedDemoContent(tx: SeedTransaction) {
  void tx;
}
