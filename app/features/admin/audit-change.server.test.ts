import { describe, expect, it } from "vitest";
import { auditChanges, auditFieldLabel, auditRowName } from "./audit-change.server";

describe("how the audit log words a change", () => {
  it("names the row by its title, name, email or code rather than its id alone", () => {
    expect(auditRowName(null, { id: 4, title: "Java Developer Interview Guide", slug: "java" })).toBe(
      "Java Developer Interview Guide",
    );
    expect(
      auditRowName({ id: 2, email: "ana@example.com", role: "user" }, { id: 2, email: "ana@example.com" }),
    ).toBe("ana@example.com");
    // A deleted row is named by what it was.
    expect(auditRowName({ id: 9, code: "WELCOME10" }, null)).toBe("WELCOME10");
    // A question's text is read without its markup, and a long one is cut short.
    const long = `<p>What is the difference between <code>HashMap</code> and ${"a very long phrase ".repeat(8)}</p>`;
    const name = auditRowName(null, { id: 1, question: long })!;
    expect(name.startsWith("What is the difference between HashMap and")).toBe(true);
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name.endsWith("…")).toBe(true);
    expect(auditRowName(null, { id: 3, questionsPerAttempt: 20 })).toBeUndefined();
  });

  it("says fields in words, an id by what it points to", () => {
    expect(auditFieldLabel("revokedServiceIds")).toBe("Revoked services");
    expect(auditFieldLabel("categoryId")).toBe("Category");
    expect(auditFieldLabel("handled_at")).toBe("Handled at");
    expect(auditFieldLabel("passMarkPercent")).toBe("Pass mark percent");
    expect(auditFieldLabel("sizeBytes")).toBe("File size (bytes)");
  });

  it("shows statuses, flags, times and empties as the admin pages do, and only what changed", () => {
    const changes = auditChanges(
      "user",
      { id: 2, email: "ana@example.com", status: 1, role: "user", updatedAt: "2026-11-01T10:00:00.000Z" },
      { id: 2, email: "ana@example.com", status: 0, role: "user", updatedAt: "2026-11-30T10:00:00.000Z" },
    );
    expect(changes.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      "Status: active → deactivated",
    ]);

    expect(
      auditChanges("service", { id: 5, status: 1 }, { id: 5, status: 0 }).map(
        (c) => `${c.before} → ${c.after}`,
      ),
    ).toEqual(["shown → hidden"]);
    expect(
      auditChanges("brand", { id: 5, status: 0 }, { id: 5, status: 1 }).map(
        (c) => `${c.before} → ${c.after}`,
      ),
    ).toEqual(["inactive → active"]);

    const revoked = auditChanges(
      "certificate",
      { id: 7, code: "c0ffee", revoked: false, reason: null },
      { id: 7, code: "c0ffee", revoked: true, reason: "Shared answers" },
    );
    expect(revoked.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      "Revoked: no → yes",
      "Reason: empty → Shared answers",
    ]);

    const created = auditChanges("coupon", null, {
      id: 3,
      code: "SPRING",
      expiresAt: "2027-03-31T23:59:00.000Z",
    });
    expect(created.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      "Code: — → SPRING",
      "Expires at: — → Mar 31, 2027, 11:59 PM UTC",
    ]);
  });
});
