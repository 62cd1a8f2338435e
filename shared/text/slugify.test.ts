import { describe, expect, it } from "vitest";
import { slugify } from "./slugify.ts";

describe("slugify", () => {
  it("gives C++, C# and C three different slugs", () => {
    expect([slugify("C++"), slugify("C#"), slugify("C")]).toEqual(["cplusplus", "csharp", "c"]);
    expect([slugify("C++ Interview Questions"), slugify("C# Interview Questions")]).toEqual([
      "cplusplus-interview-questions",
      "csharp-interview-questions",
    ]);
    expect([slugify("F#"), slugify("C++/CLI"), slugify("CompTIA A+")]).toEqual([
      "fsharp",
      "cpluspluscli",
      "comptia-aplus",
    ]);
  });

  it("reads & as and, and a name's .NET and .js as before", () => {
    expect(slugify("C# & .NET Interview Questions")).toBe("csharp-and-net-interview-questions");
    expect([slugify("Q&A"), slugify("Node.js & Express")]).toEqual(["q-and-a", "nodejs-and-express"]);
  });

  it("reads @ as at between words, and drops it and # where they start a word", () => {
    expect([slugify("team@work"), slugify("Meet @ 5 PM")]).toEqual(["team-at-work", "meet-at-5-pm"]);
    expect([slugify("How does @Transactional work?"), slugify("Tip #3 for C#")]).toEqual([
      "how-does-transactional-work",
      "tip-3-for-csharp",
    ]);
  });

  it("still folds accents", () => {
    expect([slugify("Café Résumé"), slugify("Crème Brûlée & C++")]).toEqual([
      "cafe-resume",
      "creme-brulee-and-cplusplus",
    ]);
  });

  it("still cuts at the maximum length without leaving a trailing hyphen", () => {
    expect([slugify("A very long name of a blog tag", 12), slugify("C# & .NET Interview", 11)]).toEqual([
      "a-very-long",
      "csharp-and",
    ]);
  });

  it("keeps the slugs of names without these symbols", () => {
    expect([slugify("Java Developer Interview Guide"), slugify("C++ Developer Interview Guide")]).toEqual([
      "java-developer-interview-guide",
      "cplusplus-developer-interview-guide",
    ]);
    expect([slugify("  What is a Closure?  "), slugify("What is a C++ Closure?")]).toEqual([
      "what-is-a-closure",
      "what-is-a-cplusplus-closure",
    ]);
  });
});
