import type { SeedPdf } from "./types.ts";

/** Job-search guides: how to present yourself, beyond the technical questions. */
export const careerGuides: SeedPdf[] = [
  {
    slug: "star-method-behavioral-interviews",
    name: "STAR Method for Behavioral Interviews",
    document: {
      title: "The STAR Method for Behavioral Interviews",
      subtitle: "Answer 'Tell me about a time when...' questions with a clear, short story.",
      sections: [
        {
          heading: "The four parts",
          blocks: [
            {
              table: {
                columns: ["Part", "What to say (and how long)"],
                rows: [
                  ["Situation", "The context in one or two sentences: the team, the product, the problem."],
                  ["Task", "What you were responsible for, and what success meant."],
                  ["Action", "What you did, step by step: most of the answer. Say 'I', not 'we'."],
                  ["Result", "What changed, with a number where you can; and what you learned."],
                ],
              },
            },
          ],
        },
        {
          heading: "An example",
          blocks: [
            {
              paragraph: "Question: Tell me about a time you fixed a production problem under pressure.",
            },
            {
              bullets: [
                "Situation: on a Friday evening our checkout page began to time out for about a third of customers.",
                "Task: I was on call and had to restore checkout and find the cause.",
                "Action: I compared the error rate with the day's deployments, saw a new report query holding locks on the orders table, disabled the report with its feature flag, then added the missing index and re-enabled it on Monday after a load test.",
                "Result: checkout recovered within 20 minutes; the report ran in 2 seconds instead of 90, and I added a lock-wait alert so we would see the next one early.",
              ],
            },
          ],
        },
        {
          heading: "Stories to prepare",
          blocks: [
            {
              bullets: [
                "A conflict with a teammate or manager, and how you resolved it.",
                "A mistake you made, how you fixed it and what you changed afterwards.",
                "A time you learned a new technology quickly.",
                "A deadline you could not meet, and how you told people.",
                "A time you improved something nobody asked you to improve.",
                "Your most difficult bug.",
              ],
            },
            {
              paragraph:
                "Six to eight prepared stories cover most behavioral questions: one story can show teamwork, ownership and learning, depending on which part you stress.",
            },
          ],
        },
      ],
    },
  },
  {
    slug: "technical-resume-checklist-usa",
    name: "Technical Resume Checklist for IT Jobs in the USA",
    document: {
      title: "Technical Resume Checklist for IT Jobs in the USA",
      subtitle: "What US recruiters and applicant tracking systems expect to find, and what to leave out.",
      sections: [
        {
          heading: "Format",
          blocks: [
            {
              bullets: [
                "One page for up to about ten years of experience; two pages at most.",
                "Letter size (8.5 x 11 in), a plain layout, a common font, saved as PDF unless the posting asks for Word.",
                "No photo, date of birth, marital status or nationality: US employers do not expect them and many would rather not see them.",
                "Name, city and state, phone, email, LinkedIn and GitHub at the top.",
              ],
            },
          ],
        },
        {
          heading: "Content",
          blocks: [
            {
              bullets: [
                "Start each bullet with a verb and end it with a result: 'Cut API response time from 800 ms to 120 ms by adding caching and two indexes'.",
                "Put numbers in: users, requests per second, money saved, time saved, test coverage.",
                "A skills section grouped by kind (Languages, Frameworks, Databases, Cloud, Tools), listing only what you could discuss in an interview.",
                "Use the posting's own words for skills you have: applicant tracking systems match keywords.",
                "Projects with links for people changing careers or with little US experience.",
              ],
            },
          ],
        },
        {
          heading: "Before you send it",
          blocks: [
            {
              bullets: [
                "Tailor the summary and the order of skills to each posting.",
                "Check spelling of technologies: JavaScript, PostgreSQL, Kubernetes, GitHub.",
                "Read it aloud once; ask someone else to read it once.",
                "Name the file FirstName-LastName-Resume.pdf.",
              ],
            },
          ],
        },
      ],
    },
  },
];

/**
 * Printable workbooks: the download-only folder (SPEC.md §9 "Special category", id 93). They are
 * meant to be printed and filled in by hand, so the site offers the file rather than a viewer.
 */
export const workbooks: SeedPdf[] = [
  {
    slug: "sql-practice-workbook",
    name: "SQL Practice Workbook",
    document: {
      title: "SQL Practice Workbook",
      subtitle: "Twelve exercises on one small schema. Write your query, then check it on a real database.",
      sections: [
        {
          heading: "The schema",
          blocks: [
            {
              code: "customers(id, name, country, created_at)\norders(id, customer_id, status, total, created_at)\norder_items(order_id, product_id, quantity, unit_price)\nproducts(id, name, category, price)",
            },
          ],
        },
        {
          heading: "Warm-up",
          blocks: [
            { paragraph: "1. List the names of customers from Canada, in alphabetical order." },
            { lines: 2 },
            { paragraph: "2. How many orders have the status 'shipped'?" },
            { lines: 2 },
            { paragraph: "3. Show the five most expensive products with their price." },
            { lines: 2 },
          ],
        },
        {
          heading: "Joins and grouping",
          blocks: [
            {
              paragraph:
                "4. For each customer, show their name and how many orders they placed, including customers with none.",
            },
            { lines: 3 },
            { paragraph: "5. Total revenue per product category, largest first." },
            { lines: 3 },
            { paragraph: "6. Customers whose total spending is above 1,000." },
            { lines: 3 },
            { paragraph: "7. Products that have never been ordered." },
            { lines: 3 },
          ],
        },
        {
          heading: "Window functions and dates",
          blocks: [
            { paragraph: "8. Each customer's most recent order (one row per customer)." },
            { lines: 4 },
            { paragraph: "9. Revenue per month for the last twelve months." },
            { lines: 3 },
            { paragraph: "10. For every order, the customer's running total of spending up to that order." },
            { lines: 4 },
            { paragraph: "11. The second highest order total (without LIMIT/OFFSET)." },
            { lines: 3 },
            { paragraph: "12. Customers who ordered in two consecutive months." },
            { lines: 4 },
          ],
        },
      ],
    },
  },
  {
    slug: "coding-interview-practice-log",
    name: "Coding Interview Practice Log",
    document: {
      title: "Coding Interview Practice Log",
      subtitle: "Print one page per week. Track each problem, the pattern it used and what to review.",
      sections: [
        {
          heading: "How to use this log",
          blocks: [
            {
              bullets: [
                "Time-box each problem to 45 minutes, as in a real interview.",
                "Write the pattern (two pointers, sliding window, BFS, dynamic programming...) before you code.",
                "Say the time and space complexity out loud, then write them down.",
                "Re-solve every problem you marked 'review' one week later, without notes.",
              ],
            },
          ],
        },
        {
          heading: "Problems this week",
          blocks: [
            {
              table: {
                columns: ["Problem", "Pattern", "Minutes / solved / review?"],
                rows: Array.from({ length: 10 }, () => [" ", " ", " "]),
              },
            },
          ],
        },
        {
          heading: "What I learned",
          blocks: [{ lines: 6 }],
        },
      ],
    },
  },
  {
    slug: "thirty-day-interview-preparation-planner",
    name: "30-Day Interview Preparation Planner",
    document: {
      title: "30-Day Interview Preparation Planner",
      subtitle: "Four weeks from first review to mock interviews. Tick each day when it is done.",
      sections: [
        {
          heading: "Week 1: foundations",
          blocks: [
            {
              bullets: [
                "Days 1-2: arrays, strings and hash maps; five easy problems a day.",
                "Days 3-4: linked lists, stacks and queues.",
                "Day 5: Big-O review; explain the complexity of every solution so far.",
                "Days 6-7: write your six STAR stories and your two-minute introduction.",
              ],
            },
          ],
        },
        {
          heading: "Week 2: core patterns",
          blocks: [
            {
              bullets: [
                "Days 8-9: two pointers and sliding window.",
                "Days 10-11: binary search, including searching for an answer.",
                "Days 12-13: trees, recursion, BFS and DFS.",
                "Day 14: review every problem marked 'review'.",
              ],
            },
          ],
        },
        {
          heading: "Week 3: depth and your stack",
          blocks: [
            {
              bullets: [
                "Days 15-16: graphs and topological sort.",
                "Days 17-18: dynamic programming, starting with 1-D problems.",
                "Days 19-20: the interview questions of your own stack (Java, Python, JavaScript, SQL...).",
                "Day 21: one system design question, drawn on paper, explained out loud.",
              ],
            },
          ],
        },
        {
          heading: "Week 4: interview conditions",
          blocks: [
            {
              bullets: [
                "Days 22-26: one timed mock interview a day, with a friend or recorded.",
                "Days 27-28: research the companies; prepare three questions for each interviewer.",
                "Days 29-30: light review, sleep, and the practical details (route, links, ID, quiet room).",
              ],
            },
          ],
        },
        {
          heading: "Notes",
          blocks: [{ lines: 8 }],
        },
      ],
    },
  },
];
