/**
 * A readable, dependency-free page for the OpenAPI document: every operation
 * with its parameters and responses. It is rendered on the server from the
 * same document served at /api/openapi.json, so the two never disagree.
 */
type Schema = { type?: string; $ref?: string; items?: Schema; description?: string; example?: unknown };
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; description?: string };
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string }>;
};
export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
};

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const typeOf = (schema: Schema | undefined): string => {
  if (!schema) return "";
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "";
  if (schema.type === "array") return `${typeOf(schema.items)}[]`;
  return schema.type ?? "";
};

export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? "Other";
      const parameters = (operation.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escape(p.name)}</code> <span class="in">${escape(p.in)}${p.required ? ", required" : ""}</span> ${escape(typeOf(p.schema))}</li>`,
        )
        .join("");
      const body = Object.entries(operation.requestBody?.content ?? {})
        .map(([type, { schema }]) => `<li>body <code>${escape(type)}</code> ${escape(typeOf(schema))}</li>`)
        .join("");
      const responses = Object.entries(operation.responses ?? {})
        .map(([status, r]) => `<li><b>${escape(status)}</b> ${escape(r.description ?? "")}</li>`)
        .join("");
      const html = `<section class="op"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(operation.summary ?? "")}</p>
${parameters || body ? `<h4>Request</h4><ul>${parameters}${body}</ul>` : ""}
<h4>Responses</h4><ul>${responses}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2 id="${escape(tag)}">${escape(tag)}</h2>${ops.join("")}`)
    .join("");
  const toc = [...byTag.keys()].map((tag) => `<a href="#${escape(tag)}">${escape(tag)}</a>`).join(" · ");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} — API reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#1a1b1e;overflow-wrap:anywhere}
code{font-family:ui-monospace,monospace;font-size:.92em}
@media (max-width:480px){body{padding:12px}.op{padding:4px 10px}}
h2{border-bottom:1px solid #dee2e6;padding-bottom:4px;margin-top:40px}
.op{border:1px solid #dee2e6;border-radius:8px;padding:4px 16px;margin:12px 0}
.op h3{font-size:1.05rem}.op h4{margin:8px 0 0;font-size:.9rem;color:#495057}
.method{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:2px 6px}
.get{background:#1c7ed6}.post{background:#2f9e44}.put,.patch{background:#f08c00}.delete{background:#e03131}
.in{color:#868e96;font-size:.85em}
</style></head><body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description ?? "")}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.0). Sections: ${toc}</p>
${sections}
</body></html>`;
}
