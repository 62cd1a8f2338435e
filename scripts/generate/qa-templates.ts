import type { CodeLanguage } from "./areas.ts";

/**
 * Sentence templates the generator fills in SQL. Placeholders:
 * {tech} the child category's technology, {concept} and {concept2} two of its
 * area's concepts, {problem}, {quality}, {quality2}, {metric}, {practice},
 * {context}, {experience} from the shared lists in areas.ts.
 * Answers are sanitised-HTML fragments: only tags the site's allow-list keeps.
 */

export const QUESTION_TEMPLATES = [
  "How does {tech} implement {concept}?",
  "What is the difference between {concept} and {concept2} in {tech}?",
  "When would you use {concept} in a {tech} project, and what are the trade-offs?",
  "How do you troubleshoot {problem} in {tech}?",
  "What are the best practices for {concept} in {tech}?",
  "Explain {concept} in {tech} with a practical example.",
  "How would you design {concept} for a high-traffic {tech} application?",
  "What are common mistakes with {concept} in {tech}, and how do you avoid them?",
  "How do you test {concept} in {tech}?",
  "How do you monitor {concept} in {tech} in production?",
  "How does {tech} handle {concept} compared with {concept2}?",
  "What would you check first if {problem} appeared after a {tech} release?",
  "How would you explain {concept} in {tech} to a junior developer?",
  "What changed in recent {tech} versions around {concept}?",
];

export const INTRO_TEMPLATES = [
  "<p>In <strong>{tech}</strong>, questions about {concept} tell an interviewer whether a candidate has run real systems or only read the documentation. Start by naming the problem being solved, then describe where it sits in the request path and what it costs.</p>",
  "<p>Getting <strong>{concept}</strong> right in {tech} decides how the system behaves when traffic grows or something fails. A strong answer defines the idea in one sentence, gives a concrete example from {context}, and names the trade-off involved.</p>",
  "<p>Think of {concept} in {tech} as a set of guarantees with a price. Interviewers expect you to say which guarantee you get, what you pay for it in {quality}, and how you would notice in production when the guarantee is not holding.</p>",
  "<p>The short answer: {tech} treats {concept} as a first-class concern, and most production issues around it come from defaults that were never revisited. Explain the default behavior first, then the settings you would change for {context}.</p>",
];

export const COMPARISON_TEMPLATES = [
  "<p>Compare it with <strong>{concept2}</strong>: a design centered on {concept} usually favors {quality}, while one centered on {concept2} favors {quality2}. For {context} you would pick based on which failure is cheaper for the business, and say so explicitly.</p>",
  "<p>A common follow-up is how {concept} and {concept2} interact. They are not alternatives: the way {concept2} is set up often limits how far you can push {concept}, so changes to one should be load-tested together with the other.</p>",
  "<p>If you see {problem}, look at {concept} early. Check {metric} first, confirm the hypothesis with a reproduction, and only then change configuration; a fix without a measurement is a guess.</p>",
];

export const LIST_TEMPLATES = [
  "<ul><li><strong>Measure first</strong>: record {metric} before and after every change.</li><li><strong>Keep it simple</strong>: prefer the default behavior of {tech} until data shows it is the bottleneck.</li><li><strong>Automate</strong>: back the change with {practice} so it survives the next release.</li><li><strong>Document</strong>: write down the reasons behind every setting related to {concept}.</li></ul>",
  "<ol><li>Reproduce {problem} in a staging environment with realistic data.</li><li>Inspect {metric} and the logs around the first failure.</li><li>Isolate whether {concept} or {concept2} is involved.</li><li>Apply the smallest fix, add a regression test and monitor {metric} after the release.</li></ol>",
  "<ul><li>Know the default behavior of {concept} in {tech} and when it changed.</li><li>Explain one trade-off in terms of {quality} versus {quality2}.</li><li>Give one failure story and how {practice} would have caught it earlier.</li></ul>",
];

export const CLOSING_TEMPLATES = [
  "<p>In the interview, connect the answer to your experience: describe a time you {experience} and what you learned about {concept} along the way. Concrete numbers, such as the change in {metric}, make the answer memorable.</p>",
  "<p>Finish by naming how you would keep it healthy: {practice}, alerts on {metric}, and a short runbook so that whoever is on call understands {concept} without reading the source code.</p>",
  "<p>Senior candidates are also expected to mention the operational side: what happens to {concept} during deployments, the part {practice} plays in reducing risk, and which dashboards show {metric} for {tech}.</p>",
];

/** Code samples per language, already HTML-escaped (they are inserted into <pre><code>). */
export const CODE_SAMPLES: Record<CodeLanguage, string[]> = {
  java: [
    `public Optional&lt;Order&gt; findOrder(long id) {
    return orderRepository.findById(id)
        .filter(order -&gt; order.status() != Status.DELETED);
}`,
    `ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();
try (pool) {
    List&lt;Future&lt;Response&gt;&gt; calls = urls.stream()
        .map(url -&gt; pool.submit(() -&gt; client.get(url)))
        .toList();
}`,
  ],
  python: [
    `from functools import lru_cache

@lru_cache(maxsize=1024)
def load_settings(tenant_id: str) -&gt; dict:
    return repository.fetch_settings(tenant_id)`,
    `import asyncio

async def fetch_all(client, urls):
    tasks = [client.get(url, timeout=5) for url in urls]
    return await asyncio.gather(*tasks, return_exceptions=True)`,
  ],
  javascript: [
    `async function withRetry(task, attempts = 3) {
  for (let i = 1; i &lt;= attempts; i++) {
    try {
      return await task();
    } catch (error) {
      if (i === attempts) throw error;
      await new Promise((r) =&gt; setTimeout(r, 2 ** i * 100));
    }
  }
}`,
    `const controller = new AbortController();
const timer = setTimeout(() =&gt; controller.abort(), 3000);
const response = await fetch(url, { signal: controller.signal });
clearTimeout(timer);`,
  ],
  sql: [
    `SELECT customer_id, count(*) AS orders, sum(total) AS revenue
FROM orders
WHERE created_at &gt;= now() - interval '30 days'
GROUP BY customer_id
ORDER BY revenue DESC
LIMIT 10;`,
    `EXPLAIN (ANALYZE, BUFFERS)
SELECT o.id, c.name
FROM orders o
JOIN customers c ON c.id = o.customer_id
WHERE o.status = 'open';`,
  ],
  bash: [
    `# Top memory consumers and open connections
ps aux --sort=-%mem | head -n 5
ss -tan state established | wc -l
journalctl -u app.service --since "10 min ago" | grep -i error`,
    `for host in $(cat hosts.txt); do
  curl -fsS --max-time 5 "https://$host/healthz" || echo "$host is down"
done`,
  ],
  yaml: [
    `resources:
  requests:
    cpu: 250m
    memory: 256Mi
  limits:
    memory: 512Mi
readinessProbe:
  httpGet:
    path: /readyz
    port: 8080`,
    `jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
      - run: npm test`,
  ],
  csharp: [
    `public async Task&lt;IResult&gt; GetOrder(int id, AppDbContext db) =&gt;
    await db.Orders.AsNoTracking().FirstOrDefaultAsync(o =&gt; o.Id == id)
        is { } order ? Results.Ok(order) : Results.NotFound();`,
    `var expensive = orders
    .Where(o =&gt; o.Total &gt; 1000)
    .OrderByDescending(o =&gt; o.CreatedAt)
    .Select(o =&gt; new { o.Id, o.Total })
    .ToList();`,
  ],
  go: [
    `ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
defer cancel()
if err := client.Do(ctx, req); err != nil {
    return fmt.Errorf("calling inventory: %w", err)
}`,
    `results := make(chan Result)
var wg sync.WaitGroup
for _, job := range jobs {
    wg.Add(1)
    go func(j Job) { defer wg.Done(); results &lt;- process(j) }(job)
}`,
  ],
};
