/**
 * The symbols that tell IT names apart, spelled out as slug libraries' char maps do, so that
 * "C++", "C#" and "C" get three slugs instead of one:
 * - "+" is "plus", joined to its neighbours: "C++" → "cplusplus", "Notepad++" → "notepadplusplus",
 *   "CompTIA A+" → "comptia-aplus". One word, because "C++" is one name: the same reading as
 *   "csharp" and "nodejs", and the spelling the language already goes by in addresses
 *   (cplusplus.com); "c-plus-plus" would turn one name into three words of the slug.
 * - "#" right after a letter, ending the word, is "sharp", joined: "C#" → "csharp", "F#" →
 *   "fsharp". Anywhere else ("#1", "Tip #3", "#hashtag", "Issue#42") it is a number sign or a
 *   hashtag, not read out, and dropped as before.
 * - "&" is the word "and", between hyphens: "Q&A" → "q-and-a", "C# & .NET" → "csharp-and-net".
 * - "@" is the word "at" where it is read so, after a letter or digit or on its own:
 *   "team@work" → "team-at-work", "Meet @ 5" → "meet-at-5". Starting a word ("@Transactional",
 *   "@username") it is an annotation or a handle, not read out, and dropped as before.
 * Any other symbol is dropped, as before: "Node.js" stays "nodejs", ".NET" "net", "TCP/IP" "tcpip",
 * and "C++/CLI" is "cpluspluscli", "C#/.NET" "csharpnet".
 */
const SPELLED_OUT: [RegExp, string][] = [
  [/\+/g, "plus"],
  [/(?<=[a-z])#(?![a-z\d])/g, "sharp"],
  [/&/g, " and "],
  [/(?<=[a-z\d])@|@(?![a-z\d])/g, " at "],
];

/**
 * A URL slug from a title: lower-case ASCII letters, digits and single hyphens, at most
 * `maxLength` characters, without a trailing hyphen ("What is a Closure?" → "what-is-a-closure",
 * "Café Résumé" → "cafe-resume"). A few symbols are spelled out (`SPELLED_OUT`): "C++ & C#" →
 * "cplusplus-and-csharp". Empty when the title has no such character at all.
 */
export function slugify(text: string, maxLength = 80): string {
  const spelled = SPELLED_OUT.reduce(
    (slug, [symbol, word]) => slug.replace(symbol, word),
    text.toLowerCase().normalize("NFKD"),
  );
  return spelled
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "-")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}
