import { brands } from "../schema/index.ts";
import type { SeedTransaction } from "./index.ts";

/** A few partner brands for /brand-list, one of them inactive, so the admin area has something to show. */
export async function seedDemoBrands(tx: SeedTransaction) {
  await tx.insert(brands).values([
    {
      name: "CloudPath Academy",
      description:
        "Cloud certification courses (AWS, Azure, GCP) recommended alongside our interview guides.",
      status: 1,
    },
    {
      name: "DevHire Partners",
      description: "A recruiting partner placing junior developers with US employers that sponsor visas.",
      status: 1,
    },
    {
      name: "CodeCamp Weekly",
      description: "A weekly newsletter of coding challenges; the partnership is paused.",
      status: 0,
    },
  ]);
}
