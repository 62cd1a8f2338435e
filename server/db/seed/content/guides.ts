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
      "The Java, collections, concurrency and Spring Boot questions US interviewers ask most, with model answers.",
    descriptionFull:
      "<p>Built from hundreds of real interview reports at US banks, insurers and product companies. Each chapter starts with what the interviewer is really testing, then gives a model answer and the follow-up questions you should expect.</p><ul><li>Core Java, collections and generics</li><li>Concurrency: threads, executors, CompletableFuture, the memory model</li><li>Spring Boot, JPA and REST API design</li></ul>",
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
      "<p>SQL questions appear in developer, analyst and QA interviews alike. This guide walks through them with the query, the result and the reasoning.</p><ul><li>Joins, grouping and subqueries</li><li>Window functions and common table expressions</li><li>Indexes, query plans and transactions</li><li>Normalization and schema design exercises</li></ul>",
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
      "Requirements, stakeholder, Excel, Power BI and statistics questions for BA roles in the USA.",
    descriptionFull:
      "<p>Technical and scenario questions for business analyst positions, with model answers built around concrete project examples.</p><ul><li>Requirements elicitation, user stories, use cases and traceability</li><li>Stakeholder analysis, prioritization and conflicting requirements</li><li>Excel, Power BI and statistics for analysis</li><li>Salesforce administration basics</li></ul>",
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
  {
    slug: "sql-practice-workbook",
    title: "SQL Practice Workbook",
    kind: "ebook",
    price: "12.99",
    oldPrice: "17.99",
    instructor: "Laura Chen",
    star: 4.7,
    descriptionShort:
      "Query-writing and PostgreSQL questions worked through step by step, for the SQL round of any technical screen.",
    descriptionFull:
      "<p>A workbook for the hands-on SQL round: each question comes with the query an interviewer hopes to see, how it is evaluated and the mistakes that cost candidates the offer.</p><ul><li>Filtering, joins and aggregation</li><li>Window functions and common table expressions</li><li>PostgreSQL specifics: indexes, EXPLAIN, JSONB and transactions</li></ul>",
  },
  {
    slug: "docker-and-kubernetes-field-guide",
    title: "Docker & Kubernetes Field Guide",
    kind: "ebook",
    price: "14.99",
    oldPrice: null,
    instructor: "Carlos Mendez",
    star: 4.6,
    descriptionShort:
      "Containers and orchestration explained the way DevOps interviewers probe them: images, networking, pods, services and rollouts.",
    descriptionFull:
      "<p>Written for developers and administrators who use containers every day but freeze when asked how they work. Each answer explains the mechanism, then the command or manifest that shows it.</p><ul><li>Images, layers, multi-stage builds and registries</li><li>Container networking, volumes and security</li><li>Pods, deployments, services and ingress</li><li>Rollouts, probes, resource limits and troubleshooting</li></ul>",
  },
  {
    slug: "react-and-typescript-interview-workbook",
    title: "React & TypeScript Interview Workbook",
    kind: "ebook",
    price: "13.99",
    oldPrice: "18.99",
    instructor: "Daniel Brooks",
    star: 4.7,
    descriptionShort:
      "Typed React: hooks, rendering, state and the TypeScript type system questions front-end interviews keep asking.",
    descriptionFull:
      "<p>Front-end interviews now expect TypeScript fluency as well as React. This workbook pairs the two: the type system questions first, then React's rendering model, hooks and performance, with typed examples throughout.</p><ul><li>Types, generics, narrowing and utility types</li><li>Components, props and state</li><li>Hooks and their rules</li><li>Rendering performance and memoization</li></ul>",
  },
  {
    slug: "spring-boot-and-concurrency-deep-dive",
    title: "Spring Boot & Concurrency Deep Dive",
    kind: "ebook",
    price: "15.99",
    oldPrice: "22.99",
    instructor: "Michael Grant",
    star: 4.8,
    descriptionShort:
      "The two topics that decide senior Java interviews: Java concurrency and Spring Boot internals, with model answers.",
    descriptionFull:
      "<p>Senior Java interviews go deep on two areas: what happens when threads share data, and what Spring Boot does for you at start-up and per request. This deep dive covers both with precise, interview-length answers.</p><ul><li>Threads, locks, executors and CompletableFuture</li><li>The Java memory model and thread-safe collections</li><li>Spring Boot auto-configuration, beans and profiles</li><li>Transactions, REST controllers, JPA performance and Actuator</li></ul>",
  },
  {
    slug: "selenium-and-api-testing-handbook",
    title: "Selenium & API Testing Handbook",
    kind: "ebook",
    price: "11.99",
    oldPrice: null,
    instructor: "Anita Kowalski",
    star: 4.5,
    descriptionShort:
      "Browser automation and API testing questions for SDET and automation engineer interviews, with working examples.",
    descriptionFull:
      "<p>Automation roles test two skills: driving a browser reliably and testing services below the UI. This handbook covers both, from locators and waits to status codes, contracts and authentication.</p><ul><li>WebDriver architecture, locators and waits</li><li>Page objects and flaky-test fixes</li><li>REST fundamentals and status codes</li><li>API test design, authentication and contract tests</li></ul>",
  },
  {
    slug: "data-analyst-interview-workbook",
    title: "Data Analyst Interview Workbook",
    kind: "ebook",
    price: "12.99",
    oldPrice: "16.99",
    instructor: "Rebecca Stone",
    star: 4.6,
    descriptionShort:
      "Excel, Power BI and statistics questions for data analyst interviews, answered the way hiring managers expect.",
    descriptionFull:
      "<p>Data analyst interviews mix tool questions with statistics that a business audience can follow. This workbook prepares both: spreadsheet and dashboard skills, then the statistics behind sound conclusions.</p><ul><li>Lookups, pivot tables and Power Query</li><li>Power BI data models and DAX measures</li><li>Descriptive statistics and distributions</li><li>Hypothesis tests, confidence intervals and A/B tests</li></ul>",
  },
  {
    slug: "python-for-data-interviews",
    title: "Python for Data Interviews",
    kind: "ebook",
    price: "13.99",
    oldPrice: "19.99",
    instructor: "Priya Raman",
    star: 4.7,
    descriptionShort:
      "Algorithms in idiomatic Python and pandas data manipulation: the coding rounds of data and back-end roles.",
    descriptionFull:
      "<p>Coding rounds for data and back-end roles expect clean Python and comfortable pandas. This book works through the data structures and algorithms questions first, then the pandas tasks take-home exercises are built on.</p><ul><li>Lists, dictionaries, sets and their costs</li><li>Sorting, searching, recursion and dynamic programming</li><li>DataFrames: selecting, grouping and joining</li><li>Cleaning data and working with time series</li></ul>",
  },
];
