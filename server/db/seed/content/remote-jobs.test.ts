import { describe, expect, it } from "vitest";
import { SAMPLE_JOB_CATEGORIES } from "./remote-jobs.ts";

const categories = Object.entries(SAMPLE_JOB_CATEGORIES);

describe("sample remote-job listings", () => {
  it.each(categories)("%s: each listing is under a company its role is written for", (_slug, jobs) => {
    for (const [roleKey, company] of jobs.listings) {
      const role = jobs.roles[roleKey]!;
      expect(role.fits, `${role.title} at ${company}`).toContain(company);
    }
  });

  it.each(categories)(
    "%s: every role is listed, no company lists a role twice, at least three companies",
    (_slug, jobs) => {
      const listed = jobs.listings.map(([roleKey]) => roleKey);
      expect(new Set(listed)).toEqual(new Set(Object.keys(jobs.roles)));
      const postings = jobs.listings.map(([roleKey, company]) => `${roleKey} at ${company}`);
      expect(new Set(postings).size).toBe(postings.length);
      expect(new Set(jobs.listings.map(([, company]) => company)).size).toBeGreaterThanOrEqual(3);
    },
  );
});
