import type { SeedBlogPost } from "./types.ts";

export const interviewPosts: SeedBlogPost[] = [
  {
    slug: "behavioral-interviews-star-method",
    name: "Behavioral Interviews with the STAR Method: A Practical Guide",
    category: "interview-preparation",
    tags: ["Behavioral Interviews", "STAR Method"],
    thumbnail: "star",
    metaDescription:
      "How to answer 'Tell me about a time…' questions with the STAR method: building a story bank, structuring answers, and examples for conflict, failure and leadership.",
    metaKeyword: "behavioral interview, STAR method, tell me about a time, interview answers",
    html: `
<p>Almost every US tech interview loop includes a behavioral round, and at some companies it decides as many offers as the coding rounds. The questions start with "Tell me about a time when…" and are based on a simple idea: how you acted in the past is the best predictor of how you will act in the future. The STAR method gives your answers a structure interviewers can follow and score.</p>

<h2>What STAR stands for</h2>
<ul>
<li><strong>Situation</strong> – the context in one or two sentences: team, project, what was at stake.</li>
<li><strong>Task</strong> – what <em>you</em> were responsible for.</li>
<li><strong>Action</strong> – the specific steps you took. This is the heart of the answer: around 60% of your time.</li>
<li><strong>Result</strong> – what happened, with numbers where possible, and what you learned.</li>
</ul>
<p>A good answer lasts about two minutes. Interviewers will ask follow-up questions, so you do not need to say everything at once.</p>

<h2>An example</h2>
<p><em>Question: "Tell me about a time you disagreed with a teammate."</em></p>
<p><strong>Situation:</strong> "On my last team we were building a reporting service, and a senior colleague wanted to generate reports synchronously inside the API request."</p>
<p><strong>Task:</strong> "I owned the API's reliability, and I was worried large reports would time out and tie up server threads."</p>
<p><strong>Action:</strong> "Instead of arguing in the pull request, I measured it. I generated our ten largest customer reports against a copy of production data: four took more than 30 seconds. I wrote a one-page proposal for a queue-based design with a status endpoint, listed its costs honestly – more moving parts, a new worker deployment – and asked my colleague to review it with me before the team meeting. He suggested keeping synchronous generation for small reports, which we adopted."</p>
<p><strong>Result:</strong> "We shipped the hybrid design two weeks later. Timeouts on the reporting endpoint went from about 40 a day to zero, and we reused the same queue for exports the next quarter. I learned that data settles disagreements faster than opinions."</p>
<p>Notice the answer says "I", not "we", for the actions; stays respectful about the colleague; and ends with a measurable result and a lesson.</p>

<h2>Build a story bank</h2>
<p>You cannot prepare an answer for every possible question, but eight to ten good stories cover almost all of them. Write each in STAR form, in bullet points, not a script. Make sure your stories cover these themes:</p>
<ol>
<li>A project you are proud of (impact and ownership)</li>
<li>A conflict or disagreement</li>
<li>A failure or mistake, and what you changed afterwards</li>
<li>A tight deadline or competing priorities</li>
<li>Leading without authority or mentoring someone</li>
<li>Dealing with ambiguity or unclear requirements</li>
<li>Receiving difficult feedback</li>
<li>Going beyond your role for a customer or user</li>
</ol>
<p>One story can serve several questions: the disagreement above also answers "a time you influenced a decision" and "a time you used data".</p>

<h2>Company values matter</h2>
<p>Many companies score behavioral answers against published values. Amazon's Leadership Principles are the best-known example – interviewers are assigned principles such as "Ownership" or "Dive Deep" and look for evidence of them. Read the company's values page and pick stories that show them.</p>

<h2>Common mistakes</h2>
<ul>
<li><strong>Hypothetical answers</strong> ("I would…") when the question asks what you did.</li>
<li><strong>Too much situation:</strong> three minutes of background, thirty seconds of action.</li>
<li><strong>No result,</strong> or a result that is just "it went well".</li>
<li><strong>Blaming others.</strong> In a conflict story, show that you understood the other side.</li>
<li><strong>Fake failures</strong> like "I work too hard". Choose a real mistake with a real lesson.</li>
</ul>

<h2>Practice out loud</h2>
<p>Record yourself answering three questions and listen back. You will hear filler, missing results and overlong situations immediately. Then practice with a friend who interrupts with follow-ups: "Why did you choose that?", "What would you do differently?" – because a real interviewer will.</p>
`,
  },
  {
    slug: "system-design-interview-preparation",
    name: "System Design Interview Prep: A Step-by-Step Framework",
    category: "interview-preparation",
    tags: ["System Design", "Coding Interviews"],
    thumbnail: "system-design",
    metaDescription:
      "A repeatable framework for system design interviews: requirements, estimates, API, data model, high-level design, deep dives and trade-offs, with a URL shortener example.",
    metaKeyword: "system design interview, scalability, distributed systems, URL shortener design",
    html: `
<p>System design interviews are open-ended conversations: "Design a URL shortener", "Design a news feed", "Design a rate limiter". There is no single right answer. Interviewers judge how you structure an ambiguous problem, communicate, and reason about trade-offs. A fixed framework keeps you from freezing or drowning in details in a 45-minute round.</p>

<h2>The framework</h2>
<ol>
<li><strong>Clarify requirements (5 minutes).</strong> Functional: what must the system do? Non-functional: scale, latency, availability, consistency. Ask; do not assume.</li>
<li><strong>Estimate (3–5 minutes).</strong> Requests per second, storage per year, read/write ratio. Round numbers are fine.</li>
<li><strong>Define the API (3 minutes).</strong> A few endpoints with inputs and outputs.</li>
<li><strong>Data model (5 minutes).</strong> The main entities, how they are keyed, and which database fits.</li>
<li><strong>High-level design (10 minutes).</strong> Boxes and arrows: clients, load balancer, services, caches, databases, queues.</li>
<li><strong>Deep dives (10–15 minutes).</strong> Usually chosen by the interviewer: the hardest component, a bottleneck, a failure.</li>
<li><strong>Wrap up.</strong> Summarize trade-offs, what you would monitor, and what you would build next.</li>
</ol>

<h2>Worked example: a URL shortener</h2>
<h3>Requirements</h3>
<p>Create a short link for a long URL; redirect short links; optional custom aliases and expiry. Assume 100 million new links a month and a 100:1 read-to-write ratio. Redirects must be fast (under 50 ms at the 99th percentile) and highly available; a newly created link may take a second to be readable everywhere.</p>
<h3>Estimates</h3>
<p>100 million writes a month is about 40 writes per second on average; reads are about 4,000 per second, with peaks perhaps five times higher. At roughly 500 bytes per record, five years of links is 6 billion records, around 3 TB – comfortably handled by a partitioned key-value store or a sharded relational database.</p>
<h3>API</h3>
<pre><code class="language-http">POST /api/links        { "url": "https://…", "alias": "optional", "expiresAt": "optional" }
  → 201 { "code": "aZ3kP9q", "shortUrl": "https://sho.rt/aZ3kP9q" }

GET /{code}            → 301/302 Location: https://…</code></pre>
<h3>Generating codes</h3>
<p>Seven characters of base62 give 62<sup>7</sup> ≈ 3.5 trillion codes – enough. Options: hash the URL and take a prefix (collisions must be checked), or take a unique number from a counter and encode it in base62 (no collisions, but sequential codes are guessable; a counter service handing out ranges of IDs to each app server avoids a single bottleneck). Discussing this trade-off is exactly what interviewers want.</p>
<pre><code class="language-python">ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

def encode_base62(number: int) -> str:
    if number == 0:
        return ALPHABET[0]
    digits = []
    while number:
        number, remainder = divmod(number, 62)
        digits.append(ALPHABET[remainder])
    return "".join(reversed(digits))</code></pre>
<h3>High-level design</h3>
<p>Clients reach a load balancer, then stateless API servers. Writes go to the database; reads check a cache (Redis or Memcached) first, since a small fraction of links receives most traffic. A CDN or edge cache can serve the hottest redirects. Click analytics are sent to a queue (Kafka, SQS) and processed asynchronously so redirects never wait for them.</p>
<h3>Deep dives</h3>
<ul>
<li><strong>301 or 302?</strong> A 301 is cached by browsers, reducing load but hiding repeat clicks from analytics; a 302 keeps every click visible.</li>
<li><strong>Hot keys:</strong> a viral link can overwhelm one cache node; replicate hot keys or cache at the edge.</li>
<li><strong>Expiry:</strong> store an expiry time and check it on read; delete expired rows in background batches.</li>
<li><strong>Abuse:</strong> rate-limit link creation per user and check URLs against malware lists.</li>
</ul>

<h2>Concepts to know well</h2>
<p>Horizontal scaling and load balancing; caching strategies and invalidation; SQL versus NoSQL and when each fits; replication and partitioning (sharding); consistency models and the CAP trade-off; message queues and asynchronous processing; rate limiting; CDNs; and observability (metrics, logs, traces). You need working knowledge of each, not a research paper.</p>

<h2>How to practice</h2>
<p>Take a common problem every few days and talk through it aloud against a timer, drawing on paper or a whiteboard tool. Afterwards, compare your design with published write-ups and note one thing you missed. Practicing with a peer who plays the interviewer – and pushes back – is the closest thing to the real round.</p>
`,
  },
  {
    slug: "take-home-assignments-that-get-you-hired",
    name: "Take-Home Assignments: How to Deliver Work That Gets You Hired",
    category: "interview-preparation",
    tags: ["Take-Home Assignments", "Coding Interviews", "JavaScript"],
    thumbnail: "take-home",
    metaDescription:
      "What reviewers look for in a take-home coding assignment: scoping, tests, a clear README, sensible commits, and how to avoid spending a week on it.",
    metaKeyword: "take-home assignment, coding challenge, technical assessment, interview project",
    html: `
<p>Many US companies, especially startups and mid-size firms, replace or supplement live coding with a take-home assignment: build a small API, a UI component, a data pipeline. It is often the fairest format – you work in your own environment – but it is easy to lose with work that runs fine and still fails review. Here is what reviewers actually check.</p>

<h2>Before you start</h2>
<ul>
<li><strong>Clarify the time box.</strong> If the brief says "about 4 hours", reviewers calibrate expectations to that. Ask the recruiter if it is not stated.</li>
<li><strong>Ask questions about ambiguity.</strong> One or two good questions by email show the judgment they are hiring for. If no answer comes, write your assumptions down.</li>
<li><strong>Check the rules</strong> on languages, libraries and AI tools. Follow them exactly.</li>
</ul>

<h2>What reviewers look for</h2>
<ol>
<li><strong>It runs from the README.</strong> A reviewer should go from clone to working app in two or three commands. If they cannot start it, little else matters.</li>
<li><strong>It meets the requirements.</strong> All of them, including edge cases mentioned in the brief.</li>
<li><strong>Readable code.</strong> Clear names, small functions, a sensible folder structure. Not clever code.</li>
<li><strong>Tests.</strong> Not 100% coverage, but tests of the core logic and at least one test of the main path end to end.</li>
<li><strong>Error handling.</strong> Invalid input gets a clear error, not a stack trace.</li>
<li><strong>Judgment.</strong> Did you spend your time on what matters, and do you explain what you left out?</li>
</ol>

<h2>A small example</h2>
<p>Suppose the task is an endpoint that returns a user's order total with a discount code. Reviewers will look for validation, the business rule in one testable function and tests of the edge cases:</p>
<pre><code class="language-javascript">export function orderTotal(items, discountPercent = 0) {
  if (!Number.isInteger(discountPercent) || discountPercent &lt; 0 || discountPercent &gt; 100) {
    throw new RangeError("discountPercent must be a whole number from 0 to 100");
  }
  // Money in cents, so no floating-point rounding reaches the total.
  const cents = items.reduce((sum, item) =&gt; sum + item.priceCents * item.quantity, 0);
  return Math.round((cents * (100 - discountPercent)) / 100);
}</code></pre>
<pre><code class="language-javascript">import { describe, expect, it } from "vitest";
import { orderTotal } from "./order-total.js";

describe("orderTotal", () =&gt; {
  it("adds quantities and applies the discount", () =&gt; {
    expect(orderTotal([{ priceCents: 1999, quantity: 2 }], 10)).toBe(3598);
  });
  it("is zero for an empty order", () =&gt; {
    expect(orderTotal([])).toBe(0);
  });
  it("rejects a discount over 100%", () =&gt; {
    expect(() =&gt; orderTotal([], 150)).toThrow(RangeError);
  });
});</code></pre>
<p>Note the details a reviewer notices: money in integer cents, the rule isolated from the HTTP layer, a comment explaining <em>why</em>, and tests named after behavior.</p>

<h2>The README is part of the assignment</h2>
<p>Include: how to run it and run the tests; the main design decisions in a few bullets; assumptions you made; what you would do with more time ("add pagination", "persist to PostgreSQL instead of memory"); and roughly how long you spent. This turns shortcuts into visible, deliberate trade-offs.</p>

<h2>Commits</h2>
<p>Many reviewers read the git history. Small commits with clear messages ("Validate discount codes", "Add order total tests") show how you work. One giant commit called "done" hides it.</p>

<h2>Do not overdo it</h2>
<p>Spending three days on a four-hour task rarely helps: reviewers may see it as poor judgment, and it costs you time better spent on other applications. Deliver a focused, polished solution, then list the extras in the README.</p>

<h2>The follow-up interview</h2>
<p>Expect to walk through your code and extend it live: "How would this handle 10,000 requests a second?", "Add a new discount type." Re-read your own solution the day before. Being able to explain why you made each choice matters as much as the code.</p>
`,
  },
  {
    slug: "coding-interviews-talking-through-your-solution",
    name: "Coding Interviews: How to Talk Through Your Solution",
    category: "interview-preparation",
    tags: ["Coding Interviews", "Python"],
    thumbnail: "coding-interview",
    metaDescription:
      "A step-by-step routine for live coding interviews: restating the problem, examples, a brute-force baseline, optimizing, coding cleanly and testing out loud.",
    metaKeyword: "coding interview, live coding, algorithms, data structures, Big O, interview tips",
    html: `
<p>In a live coding interview the interviewer is not only checking whether your code works. They are scoring problem solving, communication, code quality and testing – often on a written rubric. Candidates who stay silent for twenty minutes and then produce a correct answer frequently score lower than candidates who talk through a slightly imperfect one. This routine keeps you structured under pressure.</p>

<h2>1. Restate the problem and ask questions</h2>
<p>Repeat the problem in your own words, then clarify: input size, value ranges, empty inputs, duplicates, sorted or not, what to return when there is no answer. These questions are not stalling; they are part of the score.</p>

<h2>2. Work an example by hand</h2>
<p>Write a small example and its expected output. Add an edge case. Doing it by hand often reveals the algorithm.</p>

<h2>3. State a brute-force solution</h2>
<p>Say the simple approach and its complexity, even if you will not code it: "Checking every pair is O(n²) time, O(1) space." This shows you can always deliver something, and gives a baseline to improve on.</p>

<h2>4. Optimize, out loud</h2>
<p>Look for repeated work. Common tools: a hash map for constant-time lookups, sorting plus two pointers, a sliding window, a heap for "top k", breadth-first search for shortest paths in unweighted graphs, and dynamic programming for overlapping subproblems. Explain the idea and get the interviewer's agreement before you write code.</p>

<h2>5. Code cleanly</h2>
<p>Use meaningful names and small helper functions. Here is the classic "two sum" problem – return the indices of two numbers that add up to a target – written the way an interviewer likes to read it:</p>
<pre><code class="language-python">def two_sum(numbers: list[int], target: int) -> tuple[int, int] | None:
    """Indices of two different entries adding up to target, or None."""
    seen: dict[int, int] = {}  # value -> index where we saw it
    for index, value in enumerate(numbers):
        complement = target - value
        if complement in seen:
            return seen[complement], index
        seen[value] = index
    return None</code></pre>
<p>While writing, narrate briefly: "I store each value's index, so when its complement appears later I can answer in one pass." Time is O(n) and space O(n): say so.</p>

<h2>6. Test like an engineer</h2>
<p>Do not announce "done". Walk through your example line by line, then the edge cases: an empty list, no valid pair, duplicates such as <code>[3, 3]</code> with target 6, negative numbers. If you find a bug, fix it calmly – finding your own bugs is a positive signal.</p>

<h2>When you get stuck</h2>
<ul>
<li>Say what you are thinking: "I'm trying to avoid rescanning the array; maybe I can remember something as I go."</li>
<li>Go back to the example and solve it by hand, watching what you do.</li>
<li>Take hints gracefully. Interviewers expect to give some; using them well is fine.</li>
</ul>

<h2>How to prepare</h2>
<p>Practice by pattern rather than by volume: solve three to five problems for each pattern above until you recognize it quickly. Time yourself (about 25 minutes per medium problem) and practice in a plain editor without autocomplete, since many interviews use a shared document or a simple online editor. Finally, do at least a few mock interviews with another person: explaining while coding is a separate skill that only improves with practice.</p>
`,
  },
];
