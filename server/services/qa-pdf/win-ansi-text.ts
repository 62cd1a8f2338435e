/**
 * The PDF uses the standard Helvetica and Courier fonts (no font files to
 * ship), which can only show the Windows-1252 character set. Anything else
 * would come out as garbage, so it is spelled in characters they have.
 */

/** The characters of Windows-1252 above U+00FF (pdfkit maps them to their single-byte codes). */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const SPELLED: Record<string, string> = {
  "−": "-",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "―": "-",
  "→": "->",
  "←": "<-",
  "↔": "<->",
  "⇒": "=>",
  "⇐": "<=",
  "⇔": "<=>",
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "≈": "~",
  "≡": "===",
  "√": "sqrt",
  "∞": "infinity",
  "∑": "sum",
  "∏": "product",
  "∈": " in ",
  "∉": " not in ",
  "∅": "{}",
  "∧": " and ",
  "∨": " or ",
  "¬": "not ",
  "⊆": " subset of ",
  "∪": " union ",
  "∩": " intersection ",
  ⁿ: "^n",
  "⁰": "^0",
  "⁴": "^4",
  "⁵": "^5",
  "⁶": "^6",
  "⁷": "^7",
  "⁸": "^8",
  "⁹": "^9",
  α: "alpha",
  β: "beta",
  γ: "gamma",
  δ: "delta",
  Δ: "Delta",
  ε: "epsilon",
  θ: "theta",
  λ: "lambda",
  μ: "µ",
  π: "pi",
  ρ: "rho",
  σ: "sigma",
  Σ: "Sigma",
  τ: "tau",
  φ: "phi",
  χ: "chi",
  ω: "omega",
  Ω: "Omega",
  "✓": "v",
  "✔": "v",
  "✗": "x",
  "✘": "x",
  "★": "*",
  "☆": "*",
  "│": "|",
  "├": "|",
  "└": "`",
  "─": "-",
  "\u200b": "",
  "\u200c": "",
  "\u200d": "",
  "\ufeff": "",
  "\u2028": "\n",
  "\u2029": "\n",
  "\u2009": " ",
  "\u202f": " ",
  "\u2002": " ",
  "\u2003": " ",
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    code === 0x0a ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(char)
  );
}

const ALPHANUMERIC = /[\p{L}\p{N}]/u;

export function toWinAnsi(text: string): string {
  const chars = [...text];
  let result = "";
  for (const [index, char] of chars.entries()) {
    if (isWinAnsi(char)) {
      result += char;
    } else if (char === "\t") {
      result += "    ";
    } else if (char.codePointAt(0)! < 0x20 || char === "\u007f") {
      // Other control characters (a stray \r, a form feed) have no glyph.
    } else if (char in SPELLED) {
      const spelled = SPELLED[char]!;
      // A spelled-out word keeps apart from its neighbours: "1σ" reads "1 sigma", "√n" reads "sqrt n".
      const word = /^[a-z]+$/i.test(spelled);
      const before = word && ALPHANUMERIC.test(result.at(-1) ?? "") ? " " : "";
      const after = word && ALPHANUMERIC.test(chars[index + 1] ?? "") ? " " : "";
      result += before + spelled + after;
    } else {
      // Accented letters outside the set lose their accent (ő → o); anything else becomes "?".
      const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      result += base && [...base].every(isWinAnsi) ? base : "?";
    }
  }
  return result;
}
