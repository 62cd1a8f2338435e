/** Demo interview guides and e-books (SPEC "Guide / eService"). Prices are US dollars. */
export type SeedService = {
  slug: string;
  title: string;
  kind: "guide" | "ebook";
  price: string;
  oldPrice: string | null;
  instructor: string;
  star: number;
  descriptionShort: string;
  descriptionFull: string;
};

export const guidesContent: SeedService[] = [
  {
    slug: "java-developer-interview-guide",
    title: "Java Developer Interview Guide",
    kind: "guide",
    price: "19.99",
    oldPrice: "29.99",
    instructor: "Michael Grant",
    star: 4.8,
    descriptionShort:
      "The 250 Java, Spring Boot and concurrency questions US interviewers ask most, with model answers.",
    descriptionFull:
      "<p>Built from hundreds of real interview reports at US banks, insurers and product companies. Each chapter starts with what the interviewer is really testing, then gives a model answer and the follow-up questions you should expect.</p><ul><li>Core Java, collections and generics</li><li>Concurrency: threads, executors, CompletableFuture, the memory model</li><li>Spring Boot, JPA and REST API design</li><li>Coding rounds: 40 worked problems with complexity analysis</li></ul>",
  },
  {
    slug: "python-developer-interview-guide",
    title: "Python Developer Interview Guide",
    kind: "guide",
    price: "17.99",
    oldPrice: "24.99",
    instructor: "Priya Raman",
    star: 4.7,
    descriptionShort:
      "Python fundamentals, data structures, Django and pandas questions with clear, tested answers.",
    descriptionFull:
      "<p>A focused preparation guide for Python developer, back-end and data roles. Every answer is short enough to say out loud in an interview and precise enough to survive follow-up questions.</p><ul><li>Language internals: mutability, generators, decorators, the GIL</li><li>Algorithms in Python with idiomatic solutions</li><li>Django models, ORM performance and REST APIs</li><li>pandas for data-manipulation rounds</li></ul>",
  },
  {
    slug: "full-stack-javascript-interview-guide",
    title: "Full-Stack JavaScript Interview Guide",
    kind: "guide",
    price: "21.99",
    oldPrice: "34.99",
    instructor: "Daniel Brooks",
    star: 4.6,
    descriptionShort:
      "JavaScript, TypeScript, React and Node.js interview questions from junior to senior level.",
    descriptionFull:
      "<p>Covers the questions front-end and full-stack candidates meet in US interviews, from closures and the event loop to React rendering and Node.js performance.</p><ul><li>JavaScript fundamentals and tricky output questions</li><li>TypeScript types, generics and narrowing</li><li>React hooks, state management and performance</li><li>Node.js, Express and API security basics</li></ul>",
  },
  {
    slug: "sql-and-database-interview-guide",
    title: "SQL & Database Interview Guide",
    kind: "guide",
    price: "14.99",
    oldPrice: "19.99",
    instructor: "Laura Chen",
    star: 4.9,
    descriptionShort:
      "Joins, window functions, indexing and schema design: the SQL every technical screen checks.",
    descriptionFull:
      "<p>SQL questions appear in developer, analyst and QA interviews alike. This guide walks through 120 of them with the query, the result and the reasoning.</p><ul><li>Joins, grouping and subqueries</li><li>Window functions and common table expressions</li><li>Indexes, query plans and transactions</li><li>Normalisation and schema design exercises</li></ul>",
  },
  {
    slug: "devops-engineer-interview-guide",
    title: "DevOps Engineer Interview Guide",
    kind: "guide",
    price: "22.99",
    oldPrice: null,
    instructor: "Carlos Mendez",
    star: 4.5,
    descriptionShort: "Linux, Docker, Kubernetes, CI/CD and AWS questions with hands-on scenarios.",
    descriptionFull:
      "<p>For system administrators and developers moving into DevOps and cloud roles. Scenario questions show how to reason about outages, deployments and cost.</p><ul><li>Linux troubleshooting and shell scripting</li><li>Docker images, networking and security</li><li>Kubernetes workloads, services and rollouts</li><li>AWS core services and infrastructure as code</li></ul>",
  },
  {
    slug: "qa-automation-interview-guide",
    title: "QA & Test Automation Interview Guide",
    kind: "guide",
    price: "15.99",
    oldPrice: "21.99",
    instructor: "Anita Kowalski",
    star: 4.6,
    descriptionShort:
      "Manual testing, Selenium, API testing and Agile questions for QA analyst and SDET roles.",
    descriptionFull:
      "<p>Prepares manual testers and automation engineers for US QA interviews, including the practical test-design exercises many employers now give.</p><ul><li>Test design techniques and defect life cycle</li><li>Selenium WebDriver with Java and waits done right</li><li>API testing with Postman and REST Assured</li><li>Working in Scrum teams</li></ul>",
  },
  {
    slug: "business-analyst-interview-guide",
    title: "Business Analyst Interview Guide",
    kind: "guide",
    price: "16.99",
    oldPrice: "22.99",
    instructor: "Rebecca Stone",
    star: 4.4,
    descriptionShort:
      "Requirements, process modelling, stakeholder and SQL questions for BA roles in the USA.",
    descriptionFull:
      "<p>Behavioural and technical questions for business analyst positions, with STAR-format model answers drawn from real projects.</p><ul><li>Requirements elicitation and user stories</li><li>Process modelling with BPMN and UML</li><li>Data analysis with SQL and Excel</li><li>Stakeholder management scenarios</li></ul>",
  },
  {
    slug: "dotnet-developer-interview-guide",
    title: ".NET Developer Interview Guide",
    kind: "guide",
    price: "18.99",
    oldPrice: "26.99",
    instructor: "Steven Park",
    star: 4.7,
    descriptionShort:
      "C#, ASP.NET Core, Entity Framework Core and LINQ interview questions with model answers.",
    descriptionFull:
      "<p>Everything a .NET candidate is asked in US interviews, from value and reference types to middleware pipelines and EF Core performance.</p><ul><li>C# language features through C# 12</li><li>ASP.NET Core dependency injection and middleware</li><li>Entity Framework Core tracking and migrations</li><li>LINQ deferred execution and query translation</li></ul>",
  },
  {
    slug: "cracking-the-us-it-job-market",
    title: "Cracking the US IT Job Market",
    kind: "ebook",
    price: "9.99",
    oldPrice: "14.99",
    instructor: "W3Programmer Editorial Team",
    star: 4.5,
    descriptionShort:
      "Résumés, recruiter screens, visas and offers: a practical handbook for landing an IT job in the USA.",
    descriptionFull:
      "<p>A handbook for international and career-change candidates: how US hiring works, how to write a résumé that passes applicant-tracking systems, how to prepare for each interview round and how to compare offers.</p>",
  },
  {
    slug: "system-design-interview-essentials",
    title: "System Design Interview Essentials",
    kind: "ebook",
    price: "24.99",
    oldPrice: "39.99",
    instructor: "Michael Grant",
    star: 4.8,
    descriptionShort:
      "Scalability, caching, queues and databases explained through twelve classic design questions.",
    descriptionFull:
      "<p>Walks through the framework senior interviewers expect — requirements, estimates, high-level design, deep dives and trade-offs — using twelve classic questions such as a URL shortener, a news feed and a rate limiter.</p>",
  },
];
