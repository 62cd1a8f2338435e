/**
 * What the demo store's PDFs contain (server/db/seed/demo-store.ts draws them at seed time).
 * Each guide is its technology's interview questions from the demo catalogue, chapter by
 * chapter, between an introduction and a closing chapter; each e-book is a few chapters of the
 * catalogue or, for the two career books, chapters written here. HTML as the catalogue's answers
 * use it: <p>, <h3>, lists, <strong>, <code> and code blocks.
 */

/** A chapter: its text, then (optionally) every question of a catalogue child category. */
export type SeedBookChapter = { title: string; html: string; questionsFrom?: string };

/** Which catalogue children each book is made of, and any chapters written for it. */
export type SeedBookPlan = {
  /** Child-category slugs of the demo catalogue, one chapter each, in this order. */
  catalogueChapters?: string[];
  /** Written chapters, placed before the catalogue's. */
  chapters?: SeedBookChapter[];
};

export const HOW_TO_USE_A_GUIDE = `<p>Every chapter covers one area an interviewer is likely to probe. Read the chapter's introduction first: it says what the area covers and what the interviewer is really checking. Then work through the questions.</p>
<ul>
<li><strong>Answer aloud before you read the model answer.</strong> An interview is spoken; the gaps in an answer only show when you say it.</li>
<li><strong>Keep answers to two minutes.</strong> Start with a one-sentence definition, give one concrete example from your own work, and stop. Let the interviewer ask the follow-up.</li>
<li><strong>Mark the questions you stumble on</strong> and come back to them two days later, then a week later. Spaced repetition beats re-reading.</li>
<li><strong>Type the code yourself.</strong> The samples are short excerpts, usually without their imports and surrounding setup; putting one into a small project, changing it and predicting the result is the fastest way to understand it.</li>
</ul>
<p>The same questions, with search and a timed exam for each topic, are on the W3Programmer site. Passing the exam gives you a certificate that an employer can verify online.</p>`;

export const WEEK_BEFORE_THE_INTERVIEW = `<p>The last week is for consolidation, not for new topics.</p>
<h3>Five days before</h3>
<ul>
<li>Re-read the job description and list the five skills it names most. Match each to a project you can describe in the STAR format: Situation, Task, Action, Result.</li>
<li>Research the company: its product, its customers, its technology (engineering blogs and job posts tell you the stack), and recent news.</li>
</ul>
<h3>Three days before</h3>
<ul>
<li>Do a timed mock interview with a friend or record yourself. Watch for filler words and for answers that run past two minutes.</li>
<li>Prepare three questions for the interviewer, about the team's work, how success is measured in the role and what the first ninety days look like.</li>
</ul>
<h3>The day before</h3>
<ul>
<li>Test your camera, microphone, network and the video-call software; close everything else. For an on-site interview, plan the route and arrive ten minutes early.</li>
<li>Stop studying by the evening. Sleep does more for your performance than one more chapter.</li>
</ul>
<h3>After the interview</h3>
<p>Send a short thank-you email within a day, mentioning one thing you discussed. Write down the questions you were asked while you still remember them: they are the best material for your next interview.</p>`;

const US_JOB_MARKET: SeedBookChapter[] = [
  {
    title: "How hiring works in the USA",
    html: `<p>Most US technology companies hire through the same sequence of steps. Knowing it lets you prepare for each step instead of for "the interview".</p>
<ol>
<li><strong>Application or referral.</strong> A referral from an employee is by far the most effective way in: referred candidates are interviewed several times more often than applicants who apply cold.</li>
<li><strong>Applicant tracking system (ATS).</strong> Your résumé is parsed by software such as Workday, Greenhouse or Lever before a person reads it. Recruiters search it for keywords from the job description.</li>
<li><strong>Recruiter screen.</strong> A 20 to 30 minute call about your background, your salary expectations and your work authorization.</li>
<li><strong>Technical screen.</strong> One or two hours: a coding exercise in a shared editor, a take-home assignment or a conversation with an engineer.</li>
<li><strong>Final round ("onsite", often by video).</strong> Three to five interviews in one day: coding, system design for experienced roles, and behavioral interviews with the hiring manager.</li>
<li><strong>Offer.</strong> A verbal offer from the recruiter, then a written offer letter. Background checks and the employment-eligibility verification (Form I-9) follow.</li>
</ol>
<p>The whole process takes two to six weeks at most companies. Silence for more than a week after a round is common; a polite follow-up email to the recruiter is appropriate.</p>`,
  },
  {
    title: "A résumé that passes the ATS and the recruiter",
    html: `<p>A recruiter spends well under a minute on a first read. A US résumé is short, factual and built around results.</p>
<h3>Format</h3>
<ul>
<li>One page for up to about ten years of experience, two pages at most after that.</li>
<li>No photo, date of birth, marital status or nationality: US employers avoid them because of anti-discrimination law, and some ATS setups reject résumés that contain them.</li>
<li>A simple single-column layout in a standard font, saved as PDF or DOCX. Tables, text boxes and columns often come out scrambled after ATS parsing.</li>
<li>Sections in this order: contact details and LinkedIn, a two-line summary, skills, experience (most recent first), education, certifications.</li>
</ul>
<h3>Bullet points that show results</h3>
<p>Write each bullet as an action and its measurable result: <em>"Reduced the nightly batch from 4 hours to 35 minutes by rewriting the ETL in Spark"</em> says more than <em>"Responsible for ETL jobs"</em>. Use numbers wherever you have them: users, requests per second, money saved, time saved, defects found.</p>
<h3>Keywords</h3>
<p>Mirror the job description's exact terms when they are true for you: if it says "PostgreSQL" and "CI/CD", those words should appear, spelled the same way. Keep one base résumé and adjust the summary and skills for each application.</p>`,
  },
  {
    title: "The recruiter screen",
    html: `<p>The recruiter is not testing your technical depth; they check that you match the role and that nothing blocks a hire.</p>
<ul>
<li><strong>"Tell me about yourself."</strong> Prepare a 60 to 90 second answer: your current role, the one or two achievements most relevant to this job, and why you are interested in this company.</li>
<li><strong>"Why are you looking?"</strong> Answer forward-looking ("I want to work on larger distributed systems"), never with complaints about an employer.</li>
<li><strong>Salary expectations.</strong> Research the range first (levels.fyi, Glassdoor, and the pay ranges that several states require in job posts). If asked early, you may say you expect a competitive offer within the posted range and would like to learn more about the role first.</li>
<li><strong>Work authorization.</strong> Answer precisely: "I am authorized to work in the USA and will not need sponsorship", or "I will need H-1B sponsorship". Vague answers cost more time than clear ones.</li>
</ul>`,
  },
  {
    title: "Technical and behavioral rounds",
    html: `<p>Technical rounds test how you think as much as what you know. Say your reasoning aloud, ask clarifying questions before you write code, start with a simple correct solution and improve it, and test your code with an example before you say you are done.</p>
<p>Behavioral rounds follow a pattern: "Tell me about a time when…". Interviewers score the evidence in your story, so answer in the STAR format:</p>
<ul>
<li><strong>Situation</strong>: one or two sentences of context.</li>
<li><strong>Task</strong>: what you were responsible for.</li>
<li><strong>Action</strong>: what <em>you</em> did; say "I", not "we".</li>
<li><strong>Result</strong>: the outcome, with a number if you have one, and what you learned.</li>
</ul>
<p>Prepare six to eight stories that can answer the common themes: a conflict with a colleague, a mistake you made, a tight deadline, a time you influenced a decision without authority, a project you are proud of, and a time you learned something quickly.</p>`,
  },
  {
    title: "Work authorization: the basics",
    html: `<p>Immigration rules change and every case is individual: confirm the details of your situation with an immigration attorney. These are the routes most IT professionals use.</p>
<ul>
<li><strong>F-1 OPT.</strong> International students can work for up to 12 months after a US degree under Optional Practical Training. Graduates of STEM degrees can apply for a 24-month STEM extension with an employer enrolled in E-Verify.</li>
<li><strong>H-1B.</strong> A visa for specialty occupations, sponsored by the employer. New petitions are subject to an annual cap (65,000, plus 20,000 for holders of US master's degrees or higher), and registrations above the cap are selected by lottery each spring. Universities and some research organizations are exempt from the cap.</li>
<li><strong>L-1.</strong> Transfers within a multinational company, for employees who worked for the company abroad for at least one continuous year in the last three.</li>
<li><strong>TN.</strong> Under the USMCA agreement, citizens of Canada and Mexico can work in listed professions, which include engineers and computer systems analysts.</li>
<li><strong>Employment-based green card.</strong> Usually the employer obtains a PERM labor certification and files an immigrant petition (EB-2 or EB-3 for most IT roles). Waiting times depend heavily on the country of birth.</li>
</ul>
<p>When a job post says "no sponsorship", the employer will not file an H-1B or green-card petition for you; apply to employers that sponsor instead of hoping for an exception.</p>`,
  },
  {
    title: "Comparing and negotiating offers",
    html: `<p>A US offer has more parts than a salary. Compare the total compensation over a year:</p>
<ul>
<li><strong>Base salary</strong>, paid every two weeks or twice a month.</li>
<li><strong>Bonus</strong>: a target percentage of the base; ask what share of it was actually paid in recent years.</li>
<li><strong>Equity</strong>: restricted stock units (RSUs) at public companies, usually vesting over four years; options at start-ups, whose value is uncertain.</li>
<li><strong>Benefits</strong>: health insurance (compare the employee premium and deductible), the 401(k) retirement match, paid time off and parental leave.</li>
</ul>
<p>Negotiating is expected. Thank the recruiter, ask for the offer in writing, and ask for time to consider it (a few days is normal). Base your counter on market data or a competing offer, ask for one specific figure, and be ready to say yes when it is met. Be honest: never invent a competing offer.</p>`,
  },
];

const SYSTEM_DESIGN: SeedBookChapter[] = [
  {
    title: "A framework for any design question",
    html: `<p>A system design interview is a 45-minute conversation about an open problem. The interviewer watches how you reduce ambiguity and weigh trade-offs; there is no single right answer. Use the same five steps every time.</p>
<ol>
<li><strong>Requirements (5 minutes).</strong> Ask who the users are and list the functional requirements (what the system does) and the non-functional ones: scale, latency, availability, consistency. Agree on what is out of scope.</li>
<li><strong>Estimates (5 minutes).</strong> Requests per second, storage per year, bandwidth. Round numbers are fine; they decide whether one database is enough.</li>
<li><strong>High-level design (10 minutes).</strong> Draw clients, load balancer, services, data stores, caches and queues. Walk one request through it.</li>
<li><strong>Deep dives (15 minutes).</strong> The interviewer picks one or two parts: the data model, a hot path, the failure of a component. Go deep there.</li>
<li><strong>Trade-offs and wrap-up (5 minutes).</strong> Say what you would monitor, where the bottleneck moves next, and what you simplified.</li>
</ol>`,
  },
  {
    title: "Back-of-the-envelope estimates",
    html: `<p>A handful of figures are enough for most estimates:</p>
<ul>
<li>A day has about 86,400 seconds; use 100,000 for mental arithmetic. One million requests per day is about 12 per second on average; plan for peaks of two to three times the average.</li>
<li>Reading 1 MB sequentially from memory takes microseconds, from an SSD about a millisecond, over a data-center network a few milliseconds.</li>
<li>A round trip within a data center is about 0.5 ms; across a continent about 50 to 100 ms.</li>
<li>A single well-indexed PostgreSQL server handles thousands to tens of thousands of simple queries per second; a single Redis node around 100,000 operations per second.</li>
</ul>
<p>Example: 100 million users, 10% active daily, each posting twice a day: 20 million writes per day, about 230 per second on average and 700 at peak. At 1 KB per post that is 20 GB per day, about 7 TB per year before replication: more than one server should hold, so plan for partitioning.</p>`,
  },
  {
    title: "The building blocks",
    html: `<h3>Load balancers</h3>
<p>Spread requests over identical, stateless application servers and take unhealthy ones out of rotation. Keep session state in a shared store so any server can answer any request.</p>
<h3>Caches</h3>
<p>A cache in front of the database (cache-aside: read the cache, on a miss read the database and fill the cache) cuts read load and latency. Decide the expiry, how writes invalidate entries, and what happens when many requests miss the same key at once (request coalescing).</p>
<h3>Databases</h3>
<p>Start with a relational database: transactions and constraints are worth a lot. Scale reads with replicas, then partition (shard) by a key that spreads load evenly and keeps related rows together. Use a key-value or wide-column store when access is by key at very high volume.</p>
<h3>Queues</h3>
<p>A message queue (Kafka, SQS, RabbitMQ) decouples producers from consumers, absorbs bursts and lets slow work happen in the background. Consumers must be idempotent, because messages can be delivered more than once.</p>
<h3>Content delivery networks</h3>
<p>Serve static files and cacheable pages from edge locations close to users.</p>`,
  },
  {
    title: "Twelve classic questions",
    html: `<h3>1. URL shortener</h3>
<p>Generate a short code (a counter encoded in base 62, or random codes checked for collisions), store code to URL in a key-value store, and answer reads with a 301 or 302 redirect from a cache. Reads outnumber writes a hundred to one, so caching dominates the design.</p>
<h3>2. Rate limiter</h3>
<p>Count requests per client in fixed windows, sliding windows or a token bucket, in a shared store such as Redis so that every server sees the same count. Answer 429 with Retry-After, and decide whether to fail open or closed when the store is down.</p>
<h3>3. News feed</h3>
<p>Fan-out on write (push each post into followers' feed lists) makes reads fast but is costly for accounts with millions of followers; fan-out on read merges at read time. Real systems combine both: push for most users, pull for celebrities.</p>
<h3>4. Chat service</h3>
<p>Persistent WebSocket connections to gateway servers, a service that knows which gateway holds each user, messages stored per conversation with a sequence number, and delivery receipts. Offline users get push notifications.</p>
<h3>5. Web crawler</h3>
<p>A URL frontier queue with per-host politeness delays, fetchers, a parser that extracts links, deduplication of URLs and of page contents (hashes), and respect for robots.txt.</p>
<h3>6. Notification system</h3>
<p>Accept events, look up the user's channels and preferences, enqueue one message per channel (email, SMS, push), and send through providers with retries and rate limits. Store what was sent to avoid duplicates.</p>
<h3>7. Typeahead suggestions</h3>
<p>A trie or prefix index of popular queries with precomputed top results per prefix, rebuilt periodically from search logs and served from memory. Debounce requests in the client.</p>
<h3>8. File storage and sync</h3>
<p>Split files into chunks identified by their hash, store chunks in object storage, keep file metadata (versions, chunk lists) in a database, and sync clients by exchanging only changed chunks.</p>
<h3>9. Video streaming</h3>
<p>Upload to object storage, transcode into several resolutions and bitrates in a job pipeline, and serve segments through a CDN with adaptive bitrate streaming (HLS or DASH).</p>
<h3>10. Ride matching</h3>
<p>Drivers report locations every few seconds into a geospatial index (geohash or quadtree cells); a rider's request searches nearby cells, offers the trip to the best driver and times out to the next one.</p>
<h3>11. Payment system</h3>
<p>Correctness over speed: idempotency keys on every request, a double-entry ledger, an order state machine that only moves forward, webhooks from the payment provider verified by signature, and daily reconciliation with the provider's reports.</p>
<h3>12. Leaderboard</h3>
<p>A sorted set (Redis ZSET) keyed by score gives rank and top-N in logarithmic time; persist scores in a database and rebuild the set from it after a failure. Shard by game or region when one set grows too large.</p>`,
  },
];

/** Guides: every child category of one main category of the demo catalogue. */
export const GUIDE_MAIN_CATEGORIES: Record<string, string> = {
  "java-developer-interview-guide": "java",
  "python-developer-interview-guide": "python",
  "full-stack-javascript-interview-guide": "javascript",
  "sql-and-database-interview-guide": "databases",
  "devops-engineer-interview-guide": "devops-cloud",
  "qa-automation-interview-guide": "software-testing",
  "business-analyst-interview-guide": "data-analysis",
  "dotnet-developer-interview-guide": "dotnet",
};

/** E-books: written chapters or chosen catalogue chapters. */
export const EBOOK_PLANS: Record<string, SeedBookPlan> = {
  "cracking-the-us-it-job-market": { chapters: US_JOB_MARKET },
  "system-design-interview-essentials": { chapters: SYSTEM_DESIGN },
  "sql-practice-workbook": {
    catalogueChapters: ["sql-queries-interview-questions", "postgresql-interview-questions"],
  },
  "docker-and-kubernetes-field-guide": {
    catalogueChapters: ["docker-interview-questions", "kubernetes-interview-questions"],
  },
  "react-and-typescript-interview-workbook": {
    catalogueChapters: ["typescript-interview-questions", "react-interview-questions"],
  },
  "spring-boot-and-concurrency-deep-dive": {
    catalogueChapters: ["java-concurrency-interview-questions", "spring-boot-interview-questions"],
  },
  "selenium-and-api-testing-handbook": {
    catalogueChapters: ["selenium-webdriver-interview-questions", "api-testing-interview-questions"],
  },
  "data-analyst-interview-workbook": {
    catalogueChapters: ["excel-power-bi-interview-questions", "statistics-for-analysts-interview-questions"],
  },
  "python-for-data-interviews": {
    catalogueChapters: [
      "python-data-structures-algorithms-interview-questions",
      "python-pandas-data-analysis-interview-questions",
    ],
  },
};
