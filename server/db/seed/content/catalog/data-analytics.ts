import type { SeedMainCategory } from "./types.ts";

export const category: SeedMainCategory = {
  name: "Data & Business Analysis",
  slug: "data-analysis",
  description: `<p>Business Analyst, Data Analyst, BI Developer and Salesforce Administrator roles are popular entry points into the US IT job market, including for career changers from finance, operations and other non-IT fields. Interviews combine communication and requirements skills with hands-on tools and a solid grasp of statistics.</p>
<p>This section covers business analysis, Excel and Power BI, statistics for analysts and Salesforce administration, with real interview questions, concrete examples and accurate answers.</p>`,
  metaTitle: "Data & Business Analyst Interview Questions",
  metaDescription:
    "Interview questions with answers for business analysts, data analysts and Salesforce admins: requirements, Excel, Power BI, DAX and statistics.",
  metaKeywords:
    "business analyst interview questions, data analyst interview questions, power bi interview, excel interview, statistics interview, salesforce admin interview",
  children: [
    {
      name: "Business Analyst",
      slug: "business-analyst-interview-questions",
      description: `<p>Business analysts connect business stakeholders with delivery teams: they elicit, analyze, document and validate requirements so the right solution gets built. These questions cover requirement types, elicitation techniques, documentation (BRD, FRD, user stories, use cases), stakeholder management, traceability, prioritization and user acceptance testing.</p>
<p>Interviewers look for structured thinking and real examples. Use the STAR method (Situation, Task, Action, Result) for behavioral questions, and show that you understand both Waterfall and Agile ways of working.</p>`,
      metaTitle: "Business Analyst Interview Questions and Answers",
      metaDescription:
        "Business analyst interview questions with answers: requirements, elicitation, BRD vs FRD, use cases, user stories, RTM, MoSCoW, UAT and stakeholders.",
      metaKeywords:
        "business analyst interview questions, ba interview, requirements elicitation, brd, frd, user stories, uat, stakeholder management",
      questions: [
        {
          question: "What does a business analyst do, and what skills are most important for the role?",
          answer: `<p>A <strong>business analyst (BA)</strong> identifies business needs and recommends solutions that deliver value to stakeholders. In IT projects, the BA is the bridge between business users and the technical team. Typical responsibilities:</p>
<ul>
<li>Understanding the <strong>current state</strong> (as-is processes), defining the <strong>future state</strong> (to-be) and performing a <strong>gap analysis</strong> between them.</li>
<li>Eliciting, analyzing and documenting requirements as BRDs, user stories, use cases, process models (BPMN) and wireframes.</li>
<li>Managing stakeholders, facilitating workshops and resolving conflicting needs.</li>
<li>Clarifying requirements for developers and testers throughout delivery, and managing change requests.</li>
<li>Supporting user acceptance testing, training and rollout, and measuring whether the expected benefits were achieved.</li>
</ul>
<p>Key skills:</p>
<ul>
<li><strong>Communication and facilitation</strong>: asking good questions, active listening, writing clearly.</li>
<li><strong>Analytical thinking</strong>: breaking problems down, root-cause analysis (5 Whys, fishbone diagrams).</li>
<li><strong>Domain knowledge</strong>, for example banking, healthcare or insurance, which US employers value highly.</li>
<li><strong>Tools</strong>: Jira and Confluence, Visio or Lucidchart, Excel, and increasingly SQL and Power BI or Tableau.</li>
</ul>
<p>The IIBA's BABOK Guide is the standard reference, and certifications such as ECBA, CCBA, CBAP or PMI-PBA can strengthen a resume.</p>`,
        },
        {
          question: "What is the difference between functional and non-functional requirements?",
          answer: `<p><strong>Functional requirements</strong> describe <strong>what the system must do</strong>: its features, behaviors, business rules and data handling. Examples for an online banking app:</p>
<ul>
<li>The system shall allow a customer to transfer funds between their own accounts.</li>
<li>The system shall send an email confirmation after every transfer.</li>
<li>The system shall block transfers that exceed the available balance.</li>
</ul>
<p><strong>Non-functional requirements (NFRs)</strong> describe <strong>how well the system must perform</strong>: its quality attributes and constraints. Examples:</p>
<ul>
<li><strong>Performance</strong>: the account summary loads within 2 seconds for 95% of requests.</li>
<li><strong>Availability</strong>: 99.9% uptime, excluding scheduled maintenance.</li>
<li><strong>Security</strong>: multi-factor authentication; data encrypted in transit and at rest.</li>
<li><strong>Compliance</strong>: meets regulations such as PCI DSS for card data or HIPAA for health data.</li>
<li><strong>Usability and accessibility</strong>: conforms to WCAG 2.1 AA.</li>
<li><strong>Scalability</strong>: supports 10,000 concurrent users.</li>
</ul>
<p>A strong answer adds that NFRs must be <strong>measurable</strong> to be testable: "the system should be fast" is not a requirement, while "search returns results within 1 second at 500 concurrent users" is. NFRs are often overlooked during elicitation, yet they drive architecture and cost, so a good BA asks about them explicitly.</p>`,
        },
        {
          question: "What requirement elicitation techniques do you use, and how do you choose between them?",
          answer: `<p>Common techniques, with when each works best:</p>
<ul>
<li><strong>Interviews</strong>: one-on-one conversations to understand a stakeholder's needs in depth. Good early on and for senior or sensitive stakeholders.</li>
<li><strong>Workshops</strong> (including JAD sessions): bring several stakeholders together to agree on requirements quickly and resolve conflicts in the room.</li>
<li><strong>Observation (job shadowing)</strong>: watch users do their real work. It reveals workarounds and steps people forget to mention.</li>
<li><strong>Document analysis</strong>: review existing procedures, reports, system documentation and regulations, which is especially useful when replacing a legacy system.</li>
<li><strong>Surveys and questionnaires</strong>: gather input from many or geographically dispersed users.</li>
<li><strong>Prototyping and wireframes</strong>: show something concrete so users can react, which is useful when users struggle to describe what they want.</li>
<li><strong>Brainstorming</strong> and <strong>focus groups</strong>: generate ideas and gauge opinions.</li>
<li><strong>Interface analysis</strong>: identify requirements for integrations with other systems.</li>
</ul>
<p>Choose based on the stakeholders' availability and number, the project stage, how well the problem is understood and how distributed the users are. In practice you combine them: for example, document analysis to prepare, interviews to understand individual needs, a workshop to align the group and a prototype to validate the solution.</p>
<p>Always confirm what you heard by playing it back in writing and getting sign-off or acceptance.</p>`,
        },
        {
          question: "What is the difference between a BRD, an FRD and an SRS?",
          answer: `<ul>
<li><strong>BRD (Business Requirements Document)</strong>: describes the <strong>business need</strong> and <strong>what</strong> the business wants to achieve, in business language. Typical contents: background and problem statement, business objectives and success measures, scope (in and out), stakeholders, high-level business requirements, assumptions, constraints and risks. Audience: business sponsors and management. Usually written by the BA and signed off by the sponsor.</li>
<li><strong>FRD (Functional Requirements Document)</strong>: translates business requirements into <strong>how the system should behave</strong>: detailed functional requirements, business rules, use cases, data requirements, screen mock-ups, reports and interfaces. Audience: developers, testers and architects.</li>
<li><strong>SRS (Software Requirements Specification)</strong>: a comprehensive specification of the software, covering functional and non-functional requirements, external interfaces and constraints, often following a standard such as IEEE 830 or ISO/IEC/IEEE 29148. Common in regulated industries and vendor contracts.</li>
</ul>
<p>Example: a BRD states "Reduce loan approval time from 5 days to 1 day". The FRD specifies "The system shall automatically approve applications with a credit score of 720 or above and a debt-to-income ratio below 36%".</p>
<p>Terminology varies by company, and in Agile teams these documents are often replaced by a lighter product vision, epics, user stories with acceptance criteria and a Confluence space, but the same levels of thinking still apply.</p>`,
        },
        {
          question: "How do you perform stakeholder analysis?",
          answer: `<p>Stakeholder analysis identifies everyone affected by or able to influence the project, and plans how to engage each of them.</p>
<ol>
<li><strong>Identify</strong> stakeholders: sponsors, end users, managers, subject matter experts, IT, operations, compliance, legal, vendors and customers. Ask each stakeholder "who else should I talk to?"</li>
<li><strong>Analyze</strong> their interest, influence, attitude toward the change and information needs.</li>
<li><strong>Plan engagement</strong> with a <strong>power/interest grid</strong>:
<ul>
<li>High power, high interest: <strong>manage closely</strong> (regular one-on-ones, involve in decisions).</li>
<li>High power, low interest: <strong>keep satisfied</strong> (concise updates, escalate only what matters).</li>
<li>Low power, high interest: <strong>keep informed</strong> (demos, newsletters, involve in testing).</li>
<li>Low power, low interest: <strong>monitor</strong>.</li>
</ul></li>
<li><strong>Clarify roles</strong> with a <strong>RACI matrix</strong>: who is Responsible for doing the work, Accountable for the final decision (exactly one person), Consulted before decisions and Informed afterwards.</li>
<li><strong>Revisit</strong> regularly, because stakeholders, their influence and their attitudes change during a project.</li>
</ol>
<p>Example: in a claims-system replacement at an insurance company, the VP of Claims (high power, high interest) joins reviews every two weeks; the CFO (high power, lower interest) gets a monthly summary; claims adjusters (high interest) join workshops and UAT; and the compliance team is consulted on every change to data retention rules.</p>`,
        },
        {
          question: "What is the difference between a use case and a user story?",
          answer: `<p>Both describe how users interact with a system, but at different levels of detail and in different styles.</p>
<p>A <strong>user story</strong> is a short, informal statement of a need from the user's perspective, mainly used in Agile: "As a <strong>[role]</strong>, I want <strong>[goal]</strong> so that <strong>[benefit]</strong>", plus acceptance criteria. It is intentionally brief and serves as a placeholder for conversation. Example: "As a patient, I want to reschedule my appointment online so that I don't have to call the clinic."</p>
<p>A <strong>use case</strong> is a structured description of the interactions between an <strong>actor</strong> and the system to achieve a goal, including the main flow and the variations. A typical template:</p>
<ul>
<li>Name, primary actor and other stakeholders.</li>
<li>Preconditions, for example "the patient is logged in and has an upcoming appointment".</li>
<li><strong>Main success scenario</strong>: numbered steps of actor and system actions.</li>
<li><strong>Alternative flows</strong>: no slots available, appointment within 24 hours.</li>
<li><strong>Exception flows</strong>: payment of a late-change fee fails, the system is unavailable.</li>
<li>Postconditions, and the business rules referenced.</li>
</ul>
<p>Use cases are better for complex flows with many variations, for integrations and where formal documentation is required. User stories are better for incremental delivery and prioritization. Many teams combine them: a use case or process flow for the big picture, split into user stories for the backlog.</p>`,
        },
        {
          question: "What is a requirements traceability matrix (RTM), and why is it useful?",
          answer: `<p>A <strong>requirements traceability matrix</strong> is a table that links each requirement to its origin and to the work products that implement and verify it. It provides <strong>forward traceability</strong> (requirement to design, code and tests) and <strong>backward traceability</strong> (test or feature back to a business need).</p>
<p>Typical columns: requirement ID, description, source or business objective, priority, related user story or design, test case IDs, test status, defects, and status such as approved, implemented or verified.</p>
<p>Example row:</p>
<ul>
<li><strong>BR-12</strong>: "Customers can download monthly statements as PDF". Source: Customer Service objective CS-3. Priority: Must. Stories: ST-101, ST-102. Test cases: TC-210 to TC-214. Status: 4 passed, 1 failed (defect DEF-88).</li>
</ul>
<p>Why it is useful:</p>
<ul>
<li><strong>Coverage</strong>: every requirement has at least one test, and no requirement is forgotten.</li>
<li><strong>Scope control</strong>: features that trace to no requirement reveal scope creep or gold-plating.</li>
<li><strong>Impact analysis</strong>: when a requirement changes, you immediately see which designs, tests and components are affected.</li>
<li><strong>Compliance and audits</strong>: regulated industries such as healthcare, pharma, finance and government often require evidence that every requirement was tested.</li>
<li><strong>Release decisions</strong>: a quick view of which requirements are verified.</li>
</ul>
<p>In practice, the RTM is often maintained in tools such as Jira with Xray or Zephyr, Azure DevOps or Jama rather than a spreadsheet.</p>`,
        },
        {
          question: "How do you prioritize requirements, and how does the MoSCoW method work?",
          answer: `<p><strong>MoSCoW</strong> sorts requirements into four categories for a given release or timebox:</p>
<ul>
<li><strong>Must have</strong>: without it the solution is not viable, for legal, safety or core business reasons. Test: "Would we cancel the release without it?"</li>
<li><strong>Should have</strong>: important and valuable, but there is a workaround, or it can wait a little.</li>
<li><strong>Could have</strong>: desirable nice-to-haves, included if time allows.</li>
<li><strong>Won't have (this time)</strong>: explicitly agreed to be out of scope for now, which manages expectations.</li>
</ul>
<p>Example for an online pharmacy's first release: Must, prescription upload and identity verification; Should, refill reminders; Could, a dark mode; Won't, a loyalty program.</p>
<p>A common guideline is to keep Musts at around 60% of the effort, so the Shoulds and Coulds provide contingency.</p>
<p>Other techniques worth mentioning:</p>
<ul>
<li><strong>Value versus effort</strong> (2x2 matrix): do quick wins first.</li>
<li><strong>Weighted scoring</strong> against criteria such as revenue, risk reduction and strategic fit.</li>
<li><strong>Kano model</strong>: basic needs, performance features and delighters.</li>
<li><strong>WSJF</strong> (Weighted Shortest Job First) in SAFe: cost of delay divided by job size.</li>
</ul>
<p>Whatever the method, prioritization must be a collaborative decision, with the business owner or product owner making the final call, and be based on business value, risk, dependencies and regulatory deadlines rather than on who shouts loudest.</p>`,
        },
        {
          question: "What is user acceptance testing (UAT), and what is the business analyst's role in it?",
          answer: `<p><strong>User acceptance testing (UAT)</strong> is the final testing phase, in which <strong>business users</strong> verify that the solution supports their real work and meets the business requirements before it goes live. Unlike system testing by QA, which checks the system against specifications, UAT answers the question: "Can we run our business with this?"</p>
<p>The BA typically:</p>
<ul>
<li>Helps define the <strong>UAT plan</strong>: scope, entry and exit criteria, schedule, environment, participants and how defects are prioritized.</li>
<li>Writes or reviews <strong>UAT scenarios</strong> based on real business processes, for example "process a refund for an order paid with two gift cards", traced to requirements.</li>
<li>Prepares <strong>test data</strong> and user accounts with the right roles.</li>
<li>Trains and supports testers, many of whom are not IT professionals, during execution.</li>
<li><strong>Triages issues</strong>: distinguishes real defects from training issues and from change requests (new requirements discovered in UAT).</li>
<li>Tracks progress and reports results, and facilitates the <strong>sign-off</strong> by the business owner.</li>
</ul>
<p>Entry criteria often include completed system testing and no open critical defects. Exit criteria might be "all critical scenarios passed and no open Severity 1 or 2 defects".</p>
<p>A common pitfall is treating UAT as the first time users see the product. In Agile teams, frequent demos and early user feedback make UAT a confirmation rather than a surprise.</p>`,
        },
        {
          question: "How do you handle conflicting requirements from different stakeholders?",
          answer: `<p>Conflicts are normal, and interviewers want to see a structured, neutral approach. A good answer, ideally illustrated with a STAR example:</p>
<ol>
<li><strong>Understand the underlying needs</strong>: meet each stakeholder to learn <strong>why</strong> they want what they asked for. Often the stated solutions conflict while the underlying goals do not.</li>
<li><strong>Make the conflict visible with facts</strong>: the impact of each option on cost, timeline, risk, compliance and users, supported by data where possible.</li>
<li><strong>Look for options that satisfy both</strong>: configuration per region, a phased approach or a different design.</li>
<li><strong>Tie it back to business objectives</strong>: which option better serves the project's agreed goals and success metrics?</li>
<li><strong>Facilitate a decision</strong>, for example in a joint workshop, and if needed escalate to the person accountable, such as the sponsor or product owner, rather than deciding yourself.</li>
<li><strong>Document</strong> the decision and its rationale, and update requirements and traceability.</li>
</ol>
<p>Example: Sales wanted a mandatory 15-field customer form to improve data quality, while Customer Service wanted a 3-field form to keep calls short. By analyzing which fields were actually used in reports, we agreed on 5 mandatory fields at first contact and prompts to complete the rest at the first order. Both teams' KPIs improved, and the sponsor approved the compromise.</p>`,
        },
      ],
    },
    {
      name: "Excel & Power BI",
      slug: "excel-power-bi-interview-questions",
      description: `<p>Excel and Power BI are the everyday tools of data analysts, financial analysts and business intelligence developers in US companies. These questions cover lookup functions, conditional aggregation, pivot tables and Power Query, then Power BI components, data modeling with a star schema, DAX measures and CALCULATE, storage modes and row-level security.</p>
<p>Interviewers often include a hands-on exercise, so expect to write formulas and DAX measures, and to explain why a number in a report is wrong.</p>`,
      metaTitle: "Excel & Power BI Interview Questions",
      metaDescription:
        "Excel and Power BI interview questions with formula and DAX examples: XLOOKUP, pivot tables, Power Query, measures, CALCULATE, star schema and RLS.",
      metaKeywords:
        "power bi interview questions, excel interview questions, dax interview, xlookup, pivot table, power query, data analyst interview",
      questions: [
        {
          question: "What is the difference between VLOOKUP, INDEX/MATCH and XLOOKUP in Excel?",
          answer: `<p>All three look up a value in one column and return a related value from another.</p>
<pre><code class="language-excel">=VLOOKUP(F2, A2:D500, 4, FALSE)
=INDEX(D2:D500, MATCH(F2, A2:A500, 0))
=XLOOKUP(F2, A2:A500, D2:D500, "Not found")</code></pre>
<ul>
<li><strong>VLOOKUP</strong> searches the <strong>first column</strong> of a range and returns a column by <strong>index number</strong>. Limitations: it cannot look to the left, the hard-coded column number breaks when columns are inserted, and the last argument defaults to <strong>approximate match</strong> (TRUE), which silently returns wrong results on unsorted data. Always pass FALSE for exact match.</li>
<li><strong>INDEX/MATCH</strong> combines <code>MATCH</code> (the position of the value) with <code>INDEX</code> (the value at that position). It can look in any direction, survives inserted columns, and on large sheets can be faster because it only references the two columns it needs. It was the expert's choice before XLOOKUP.</li>
<li><strong>XLOOKUP</strong> (Excel 365 and Excel 2021 or later) has separate lookup and return ranges, defaults to <strong>exact match</strong>, has a built-in "if not found" value, can search from the last item to the first, supports wildcard and binary search modes, and can return several columns at once.</li>
</ul>
<p>In interviews, mention compatibility: if a workbook must open in older Excel versions, INDEX/MATCH is the safe choice. Also wrap lookups in <code>IFERROR</code> (or use XLOOKUP's fourth argument) thoughtfully, so genuine data problems are not hidden.</p>`,
        },
        {
          question: "What is a pivot table, and what are some advanced ways to use it?",
          answer: `<p>A <strong>pivot table</strong> summarizes a large table interactively: you drag fields into <strong>Rows</strong>, <strong>Columns</strong>, <strong>Values</strong> and <strong>Filters</strong> to aggregate data (sum, count, average, min, max) without writing formulas. Example: total sales by region (rows) and quarter (columns), filtered by product category.</p>
<p>Best practices and advanced features:</p>
<ul>
<li><strong>Use an Excel Table as the source</strong> (Ctrl+T), so new rows are included when you refresh. Pivot tables do not update automatically; use Refresh or Refresh All.</li>
<li><strong>Grouping</strong>: group dates by month, quarter and year, or numbers into bands such as age ranges.</li>
<li><strong>Show Values As</strong>: % of grand total, % of parent row, running total, difference from the previous period or rank, with no extra formulas.</li>
<li><strong>Slicers and timelines</strong> for user-friendly filtering, which can be connected to several pivot tables.</li>
<li><strong>Calculated fields</strong>, for example profit equals revenue minus cost, and <strong>Pivot Charts</strong>.</li>
<li><strong>Data Model and Power Pivot</strong>: build pivots from several related tables and use DAX measures, including distinct counts.</li>
<li><code>GETPIVOTDATA</code> to reference pivot values reliably from formulas.</li>
</ul>
<p>A common interview trap: a pivot shows <strong>Count</strong> instead of <strong>Sum</strong> for a numeric column. This happens when the column contains blanks or text values, and it is a clue that the data needs cleaning.</p>`,
        },
        {
          question: "How do SUMIFS, COUNTIFS and the dynamic array functions FILTER and UNIQUE work?",
          answer: `<p><strong>SUMIFS</strong>, <strong>COUNTIFS</strong> and <strong>AVERAGEIFS</strong> aggregate values that meet <strong>all</strong> of several criteria (AND logic). In SUMIFS the sum range comes first, followed by pairs of criteria range and criterion:</p>
<pre><code class="language-excel">=SUMIFS(Sales[Amount], Sales[Region], "West", Sales[Date], "&gt;="&amp;DATE(2024,1,1))
=COUNTIFS(Sales[Status], "Closed", Sales[Amount], "&gt;"&amp;H1)
=AVERAGEIFS(Sales[Amount], Sales[Rep], "J*")

=UNIQUE(Sales[Region])
=FILTER(Sales, (Sales[Region]="West") * (Sales[Amount]&gt;1000), "No rows")
=SORT(UNIQUE(Sales[Rep]))</code></pre>
<p>Points interviewers look for:</p>
<ul>
<li>Criteria with operators are text strings, so comparisons with a cell or function are joined with <code>&amp;</code>, as in <code>"&gt;="&amp;DATE(2024,1,1)</code>.</li>
<li>Wildcards work in text criteria: <code>*</code> for any characters and <code>?</code> for a single character.</li>
<li>For OR logic, add two SUMIFS together, or use SUMPRODUCT or FILTER.</li>
<li>Structured references such as <code>Sales[Amount]</code> from Excel Tables expand automatically as data grows.</li>
</ul>
<p><strong>Dynamic array functions</strong> in Excel 365 return several values that <strong>spill</strong> into neighboring cells. <code>UNIQUE</code> removes duplicates, <code>FILTER</code> returns matching rows (multiplying conditions means AND, adding means OR), and <code>SORT</code> and <code>SORTBY</code> sort. A <code>#SPILL!</code> error means something is blocking the output range.</p>`,
        },
        {
          question: "What is Power Query, and how do you use it to clean and reshape data?",
          answer: `<p><strong>Power Query</strong> (Get &amp; Transform in Excel, and the data preparation engine in Power BI) connects to sources such as Excel files, CSV folders, SQL databases, SharePoint and web APIs, then cleans and reshapes the data. Each transformation is recorded as a step in the <strong>M language</strong>, so the whole process is <strong>repeatable</strong>: next month you simply click Refresh instead of redoing manual clean-up.</p>
<p>Common transformations:</p>
<ul>
<li>Promote headers, set <strong>data types</strong>, trim and clean text, replace values, remove blank rows.</li>
<li><strong>Remove duplicates</strong> based on key columns.</li>
<li>Split and merge columns, extract text, add conditional and custom columns.</li>
<li><strong>Unpivot</strong>: turn a wide layout with one column per month into a long table of Month and Value, which is what pivot tables and Power BI need.</li>
<li><strong>Merge queries</strong> (joins, similar to VLOOKUP) and <strong>append queries</strong> (stacking tables, such as monthly files from a folder).</li>
</ul>
<pre><code class="language-powerquery">let
    Source    = Excel.CurrentWorkbook(){[Name = "RawSales"]}[Content],
    Typed     = Table.TransformColumnTypes(Source, {{"OrderID", type text}, {"Region", type text}}),
    Trimmed   = Table.TransformColumns(Typed, {{"Region", Text.Trim, type text}}),
    NoDupes   = Table.Distinct(Trimmed, {"OrderID"}),
    Unpivoted = Table.UnpivotOtherColumns(NoDupes, {"OrderID", "Region"}, "Month", "Amount")
in
    Unpivoted</code></pre>
<p>A performance point for senior roles: with database sources, keep filtering and other foldable steps early so Power Query can push them to the source as SQL (<strong>query folding</strong>).</p>`,
        },
        {
          question:
            "What are the main components of Power BI, and what is the difference between a report and a dashboard?",
          answer: `<p>The main parts of the Power BI platform:</p>
<ul>
<li><strong>Power BI Desktop</strong>: a free Windows application for connecting to data, transforming it with Power Query, building the data model and DAX measures, and designing reports.</li>
<li><strong>Power BI Service</strong> (app.powerbi.com, now part of Microsoft Fabric): the cloud platform for publishing, sharing and collaborating through workspaces and apps, scheduling refreshes, and managing security.</li>
<li><strong>On-premises data gateway</strong>: lets the Service refresh data from sources inside the company network, such as an on-premises SQL Server.</li>
<li><strong>Power BI Mobile</strong> apps, and <strong>Power BI Report Server</strong> for fully on-premises deployments.</li>
<li><strong>Semantic models</strong> (formerly called datasets): the published data model that reports query.</li>
</ul>
<p><strong>Report vs dashboard</strong>:</p>
<ul>
<li>A <strong>report</strong> can have many pages of interactive visuals built on one semantic model, with slicers, drill-down, drill-through and cross-filtering. It is created in Desktop or the Service.</li>
<li>A <strong>dashboard</strong> exists only in the Service: a single canvas of <strong>tiles pinned</strong> from one or more reports, giving an at-a-glance overview. Clicking a tile opens the underlying report. Dashboards support data alerts on some tile types.</li>
</ul>
<p>Licensing often comes up: sharing content generally requires Power BI Pro or Premium Per User licenses, or a Premium or Fabric capacity. Scheduled refresh is limited to 8 times a day with Pro and up to 48 with Premium.</p>`,
        },
        {
          question: "What is the difference between a calculated column and a measure in Power BI?",
          answer: `<ul>
<li>A <strong>calculated column</strong> is computed <strong>row by row at data refresh</strong>, in a <strong>row context</strong>, and the result is <strong>stored</strong> in the model like any other column. It increases model size and memory use. Use it when you need to slice, filter, group or build relationships on the value, for example a price band or a "Weekend/Weekday" flag.</li>
<li>A <strong>measure</strong> is computed <strong>at query time</strong>, whenever a visual needs it, within the current <strong>filter context</strong> (slicers, rows and columns of the visual, page and report filters). Nothing is stored. Use measures for aggregations and ratios that must respond to filters, such as totals, averages, percentages and year-over-year growth.</li>
</ul>
<pre><code class="language-dax">-- Calculated column: evaluated for each row, stored in the Sales table
Line Total = Sales[Quantity] * Sales[Unit Price]

-- Measures: evaluated in the filter context of each visual
Total Sales = SUMX ( Sales, Sales[Quantity] * Sales[Unit Price] )
Total Cost = SUM ( Sales[Cost] )
Margin % = DIVIDE ( [Total Sales] - [Total Cost], [Total Sales] )</code></pre>
<p>A classic mistake is calculating a ratio as a column and then summing it: adding up row-level margin percentages gives nonsense, while the measure computes the ratio correctly at every level of aggregation.</p>
<p>Rule of thumb: <strong>prefer measures</strong>. Use calculated columns only when you need the value on an axis or slicer, and when possible create such columns upstream in Power Query or the source database, where they compress better.</p>`,
        },
        {
          question: "What does CALCULATE do in DAX, and what are row context and filter context?",
          answer: `<ul>
<li><strong>Filter context</strong> is the set of filters applied when a measure is evaluated: slicers, the row and column headers of the current cell in a visual, and page or report filters.</li>
<li><strong>Row context</strong> means "the current row", which exists in calculated columns and inside iterator functions such as <code>SUMX</code> and <code>FILTER</code>. A row context does not filter other tables by itself.</li>
</ul>
<p><strong>CALCULATE</strong> evaluates an expression in a <strong>modified filter context</strong>. Its filter arguments can add filters, replace existing filters on the same columns or remove filters with <code>ALL</code> or <code>REMOVEFILTERS</code>. When used inside a row context, CALCULATE also performs <strong>context transition</strong>, turning the current row into an equivalent filter context.</p>
<pre><code class="language-dax">West Sales = CALCULATE ( [Total Sales], Region[Region] = "West" )

All Regions Sales = CALCULATE ( [Total Sales], REMOVEFILTERS ( Region ) )
% of All Regions = DIVIDE ( [Total Sales], [All Regions Sales] )

-- Time intelligence (requires a proper, marked date table)
Sales YTD = TOTALYTD ( [Total Sales], 'Date'[Date] )
Sales LY = CALCULATE ( [Total Sales], SAMEPERIODLASTYEAR ( 'Date'[Date] ) )
YoY Growth % = DIVIDE ( [Total Sales] - [Sales LY], [Sales LY] )</code></pre>
<p>In a matrix with regions on rows, <code>West Sales</code> shows West's value on every row, because CALCULATE overrides the Region filter, while <code>% of All Regions</code> gives each region's share of the total. For time intelligence, use a continuous date table marked as a date table rather than auto date/time.</p>`,
        },
        {
          question: "What is a star schema, and why is it recommended for Power BI data models?",
          answer: `<p>A <strong>star schema</strong> organizes data into:</p>
<ul>
<li><strong>Fact tables</strong>: events or transactions with numeric values to aggregate, such as sales lines, with foreign keys to dimensions. Usually long and narrow.</li>
<li><strong>Dimension tables</strong>: descriptive attributes used to filter and group, such as Date, Customer, Product and Store. Usually shorter and wider.</li>
</ul>
<p>Each dimension has a <strong>one-to-many</strong> relationship to the fact table, so the diagram looks like a star. A <strong>snowflake schema</strong> further normalizes dimensions (Product, then Subcategory, then Category); in Power BI it is usually better to flatten those into one dimension.</p>
<p>Why Microsoft recommends it for Power BI:</p>
<ul>
<li><strong>Performance</strong>: the VertiPaq engine compresses columns very well, and filters flow efficiently from dimensions to facts.</li>
<li><strong>Simpler, correct DAX</strong>: measures behave predictably when filters propagate in one direction.</li>
<li><strong>Usability</strong>: report authors find fields logically grouped.</li>
<li><strong>Reuse</strong>: conformed dimensions such as Date can filter several fact tables, for example Sales and Budget.</li>
</ul>
<p>Modeling tips: use single-direction relationships (dimension filters fact) and avoid bi-directional filtering unless you really need it, because it causes ambiguity and slow queries; avoid many-to-many relationships where a bridge table is clearer; hide foreign key columns; and do not build one giant flat table, which leads to larger models and complex DAX.</p>`,
        },
        {
          question: "What is the difference between Import, DirectQuery and Live Connection in Power BI?",
          answer: `<ul>
<li><strong>Import</strong>: data is loaded into Power BI's in-memory, compressed VertiPaq engine. Queries are very fast, all DAX and Power Query features are available, and data can be combined from many sources. Data is only as fresh as the last <strong>refresh</strong>, and model size is limited (1 GB per semantic model with Pro; larger with Premium or Fabric capacity). It is the default and usually the best choice.</li>
<li><strong>DirectQuery</strong>: no data is imported. Each visual sends queries to the source (SQL Server, Snowflake, Databricks and others) at run time. It suits very large data or near-real-time needs, but performance depends on the source, some DAX and transformations are restricted, and heavy report use puts load on the source database.</li>
<li><strong>Live Connection</strong>: connects to an existing published semantic model or an Analysis Services model. The report uses that model as it is; you cannot add tables or change Power Query, though you can add report-level measures. It supports the "one certified model, many reports" approach.</li>
<li><strong>Composite models</strong> mix modes, for example imported dimensions with a DirectQuery fact table, optionally with aggregation tables. Microsoft Fabric adds <strong>Direct Lake</strong> mode, which reads Delta tables in OneLake with near-Import performance.</li>
</ul>
<p>How to choose: start with Import; use DirectQuery only for a clear requirement such as data volume, real-time freshness or data that must not leave the source; and use Live Connection to reuse governed enterprise models.</p>`,
        },
        {
          question: "How do you implement row-level security (RLS) in Power BI?",
          answer: `<p><strong>Row-level security</strong> restricts which rows of data a user can see in the same report. For example, each regional sales manager sees only their region's numbers.</p>
<p><strong>Static RLS</strong>: in Power BI Desktop, go to Modeling and then Manage roles, create a role per group and add a DAX filter to a table, which propagates through relationships to the fact tables:</p>
<pre><code class="language-dax">-- Role "West Region", filter on the Region table
[Region] = "West"</code></pre>
<p><strong>Dynamic RLS</strong> (more scalable): keep a mapping table of user emails to regions or territories, relate it to the model, and create a single role that filters by the signed-in user:</p>
<pre><code class="language-dax">-- Role "Sales Managers", filter on the UserRegion table
[UserEmail] = USERPRINCIPALNAME ()</code></pre>
<p>Then:</p>
<ol>
<li>Test with <strong>View as</strong> in Desktop, choosing a role or another user.</li>
<li>Publish, and in the Service assign users or, better, security groups to roles on the semantic model's Security page.</li>
<li>Validate again in the Service with "Test as role".</li>
</ol>
<p>Important details: RLS applies only to users with the <strong>Viewer</strong> role in a workspace, or to those who receive content through apps or sharing; workspace Admins, Members and Contributors can see all data. RLS filters rows, not columns or tables; for those, use <strong>object-level security</strong>. With Live Connection, security is defined in the source model.</p>`,
        },
      ],
    },
    {
      name: "Statistics for Analysts",
      slug: "statistics-for-analysts-interview-questions",
      description: `<p>Data analyst, business intelligence and product analyst interviews in the USA almost always include statistics questions, because analysts must summarize data correctly, quantify uncertainty and decide whether a change actually made a difference. These questions cover descriptive statistics, distributions, hypothesis testing, p-values, errors and power, confidence intervals, correlation, choosing a test, A/B testing and outliers.</p>
<p>Interviewers value intuition and correct interpretation more than formulas. Explain concepts in plain language, with a business example, as if to a non-technical stakeholder.</p>`,
      metaTitle: "Statistics Interview Questions for Data Analysts",
      metaDescription:
        "Statistics interview questions for data analysts: mean vs median, standard deviation, p-values, Type I and II errors, confidence intervals and A/B tests.",
      metaKeywords:
        "statistics interview questions, data analyst interview, p-value, hypothesis testing, a/b testing, confidence interval, standard deviation",
      questions: [
        {
          question:
            "What is the difference between the mean, median and mode, and when is the median a better measure?",
          answer: `<ul>
<li><strong>Mean</strong>: the arithmetic average, the sum divided by the count. It uses every value, so it is sensitive to extreme values.</li>
<li><strong>Median</strong>: the middle value when the data is sorted (the average of the two middle values for an even count). It is <strong>robust to outliers</strong>.</li>
<li><strong>Mode</strong>: the most frequent value. It is the only one of the three that works for categorical data, such as the most common product category. A dataset can have no mode or several.</li>
</ul>
<p>Use the <strong>median</strong> when data is <strong>skewed</strong> or contains outliers. Example: annual salaries (in thousands of dollars) of eight employees, including the founder: 52, 55, 58, 60, 61, 63, 65, 250.</p>
<ul>
<li>Mean = 664 / 8 = <strong>83</strong>, higher than what seven of the eight people earn.</li>
<li>Median = (60 + 61) / 2 = <strong>60.5</strong>, a much better description of a typical salary.</li>
</ul>
<p>This is why US statistics on household income and home prices report medians. In a right-skewed distribution (a long tail of high values, as with income, order values or website session length), mean &gt; median; in a left-skewed one, mean &lt; median. In a symmetric distribution, such as a normal distribution, the mean, median and mode are equal.</p>
<p>A good analyst reports both when they differ, and looks at the distribution (histogram or box plot) before choosing.</p>`,
        },
        {
          question: "What are variance, standard deviation and standard error?",
          answer: `<ul>
<li><strong>Variance</strong>: the average squared distance of values from the mean. Squaring makes it hard to interpret because its units are squared, for example dollars squared.</li>
<li><strong>Standard deviation (SD)</strong>: the square root of the variance, in the same units as the data. It describes how spread out <strong>individual values</strong> are around the mean.</li>
<li><strong>Standard error (SE) of the mean</strong>: SD divided by the square root of n. It describes how much the <strong>sample mean</strong> would vary from sample to sample, that is, the precision of an estimate. It shrinks as the sample grows, while the SD does not.</li>
</ul>
<p>For a <strong>sample</strong>, divide by n − 1 instead of n when computing variance (Bessel's correction), because a sample's values are on average closer to their own mean than to the population mean. Excel's <code>STDEV.S</code> uses n − 1 and <code>STDEV.P</code> uses n.</p>
<pre><code class="language-python">import statistics as st
from math import sqrt

daily_orders = [4, 8, 6, 5, 3, 7, 9, 6]

mean = st.mean(daily_orders)          # 6
var = st.variance(daily_orders)       # 4 (sample variance, n - 1)
sd = st.stdev(daily_orders)           # 2.0
se = sd / sqrt(len(daily_orders))     # about 0.71
print(mean, var, sd, round(se, 2))</code></pre>
<p>Interpretation: a typical day differs from the average of 6 orders by about 2 orders (SD), while our estimate of the true average daily orders is uncertain by about 0.7 orders (SE). Confusing SD and SE is a common interview mistake.</p>`,
        },
        {
          question: "What is the normal distribution, and what does the Central Limit Theorem say?",
          answer: `<p>The <strong>normal distribution</strong> is the symmetric, bell-shaped distribution defined by its mean (μ) and standard deviation (σ). Its mean, median and mode are equal, and it follows the <strong>68–95–99.7 rule</strong>:</p>
<ul>
<li>About <strong>68%</strong> of values fall within 1σ of the mean.</li>
<li>About <strong>95%</strong> within 2σ (more precisely, 1.96σ).</li>
<li>About <strong>99.7%</strong> within 3σ.</li>
</ul>
<p>A <strong>z-score</strong>, z = (x − μ) / σ, expresses how many standard deviations a value is from the mean. Example: if test scores are normal with mean 70 and SD 10, a score of 85 has z = 1.5, which is higher than about 93% of scores.</p>
<p>The <strong>Central Limit Theorem (CLT)</strong> states that the distribution of the <strong>sample mean</strong> approaches a normal distribution as the sample size grows, <strong>whatever the shape of the original data</strong>, provided observations are independent and the variance is finite. Its standard deviation is σ/√n, the standard error. A common rule of thumb is n ≥ 30, but strongly skewed data needs larger samples.</p>
<p>Why it matters to analysts: many real metrics, such as revenue per user, are heavily skewed, yet the CLT lets us use normal-based methods, such as z-tests, t-tests and confidence intervals, for their <strong>averages</strong> in A/B tests and surveys.</p>
<p>A common misconception to avoid: the CLT does <strong>not</strong> say that the data itself becomes normal with more observations.</p>`,
        },
        {
          question: "What is hypothesis testing, and what does a p-value mean?",
          answer: `<p><strong>Hypothesis testing</strong> is a framework for deciding whether data provides enough evidence against a default assumption.</p>
<ol>
<li>State the <strong>null hypothesis (H0)</strong>, usually "no effect or no difference", for example "the new checkout page has the same conversion rate as the old one", and the <strong>alternative hypothesis (H1)</strong>, "the conversion rates differ".</li>
<li>Choose a <strong>significance level</strong> (α) before looking at the data, commonly 0.05.</li>
<li>Collect data and compute a <strong>test statistic</strong> and its <strong>p-value</strong>.</li>
<li>If p ≤ α, <strong>reject H0</strong>; otherwise, <strong>fail to reject H0</strong>. This is not the same as proving H0 true.</li>
</ol>
<p>The <strong>p-value</strong> is the probability of observing a result <strong>at least as extreme</strong> as the one observed, <strong>assuming the null hypothesis is true</strong>. A p-value of 0.03 means: if the new page truly made no difference, we would see a gap this large or larger only about 3% of the time by random chance.</p>
<p>What a p-value is <strong>not</strong>:</p>
<ul>
<li>It is not the probability that H0 is true, or that the result happened "by chance".</li>
<li>It does not measure the <strong>size or business importance</strong> of an effect. With millions of users, a 0.01% lift can be "significant" but worthless, so always report the effect size and a confidence interval.</li>
</ul>
<p>Also beware of <strong>p-hacking</strong>: testing many metrics or segments until one shows p &lt; 0.05.</p>`,
        },
        {
          question: "What are Type I and Type II errors, and what is statistical power?",
          answer: `<ul>
<li><strong>Type I error (false positive)</strong>: rejecting a null hypothesis that is actually true, for example concluding a new feature increased sales when it did not. Its probability is <strong>α</strong>, the significance level, often 5%.</li>
<li><strong>Type II error (false negative)</strong>: failing to reject a null hypothesis that is actually false, for example missing a real improvement. Its probability is <strong>β</strong>.</li>
<li><strong>Power = 1 − β</strong>: the probability of detecting an effect when one truly exists. A common target is <strong>80%</strong>.</li>
</ul>
<p>Analogies interviewers like:</p>
<ul>
<li>A medical test: a Type I error tells a healthy person they are sick; a Type II error tells a sick person they are healthy.</li>
<li>A US jury trial, where the defendant is presumed innocent (H0): convicting an innocent person is a Type I error; acquitting a guilty one is a Type II error.</li>
</ul>
<p>There is a trade-off: lowering α (being stricter) increases β for the same sample. Power increases with:</p>
<ul>
<li>A <strong>larger sample size</strong>, the main lever in A/B testing.</li>
<li>A <strong>larger true effect</strong>; small effects need much more data.</li>
<li><strong>Lower variance</strong> in the metric, for example through variance-reduction techniques such as CUPED.</li>
<li>A higher α.</li>
</ul>
<p>Which error is worse depends on the business context. For a fraud-detection alert, a false negative (missed fraud) may cost more; for rolling out a costly redesign, a false positive may be worse. Good analysts choose α and power deliberately rather than defaulting to 0.05 and 80%.</p>`,
        },
        {
          question:
            "What is a confidence interval, and how do you interpret a 95% confidence interval correctly?",
          answer: `<p>A <strong>confidence interval (CI)</strong> gives a range of plausible values for an unknown population parameter, such as a mean or a conversion rate, based on sample data. It communicates both the estimate and its <strong>uncertainty</strong>.</p>
<p>For a mean with a reasonably large sample: <strong>CI = sample mean ± critical value × standard error</strong>, with a critical value of about 1.96 for 95% (use the t-distribution for small samples).</p>
<p>Example: a sample of 100 orders has a mean value of $48 and a standard deviation of $20.</p>
<ul>
<li>SE = 20 / √100 = 2.</li>
<li>95% CI ≈ 48 ± 1.96 × 2 = 48 ± 3.9, so about <strong>$44.10 to $51.90</strong>.</li>
</ul>
<p><strong>Correct interpretation</strong>: if we repeated this sampling process many times and built an interval each time, about 95% of those intervals would contain the true mean. Informally, "we are 95% confident the true average order value is between $44.10 and $51.90".</p>
<p><strong>Incorrect interpretations</strong> to avoid:</p>
<ul>
<li>"There is a 95% probability the true mean is in this specific interval." In the frequentist view, the true mean is fixed; it either is or is not in the interval.</li>
<li>"95% of individual orders fall in this range." That describes the spread of the data, not the mean.</li>
</ul>
<p>Practical points: quadrupling the sample size halves the width, and in an A/B test a 95% CI for the difference that excludes zero corresponds to significance at α = 0.05.</p>`,
        },
        {
          question: "What is the difference between correlation and causation?",
          answer: `<p><strong>Correlation</strong> measures how strongly two variables move together. <strong>Causation</strong> means a change in one variable actually produces a change in the other. Correlation alone never proves causation.</p>
<p>Why two variables can be correlated without one causing the other:</p>
<ul>
<li><strong>Confounding variables</strong>: ice-cream sales and drowning incidents rise together because both increase in hot weather.</li>
<li><strong>Reverse causation</strong>: customers who use a support chat churn more, but perhaps unhappy customers are the ones who use chat.</li>
<li><strong>Selection bias</strong>: users who adopt a new feature spend more, but engaged users both adopt features and spend more.</li>
<li><strong>Coincidence</strong>: with enough variables, some correlate by chance (spurious correlations).</li>
</ul>
<p>How to establish causation: <strong>randomized controlled experiments</strong> (A/B tests) are the gold standard because randomization balances confounders. When experiments are impossible, use quasi-experimental methods such as difference-in-differences, regression discontinuity or instrumental variables, and control for known confounders, while stating the limitations.</p>
<p>Measuring correlation:</p>
<ul>
<li><strong>Pearson's r</strong> (−1 to +1) measures <strong>linear</strong> relationships and is sensitive to outliers.</li>
<li><strong>Spearman's rank correlation</strong> measures <strong>monotonic</strong> relationships, is based on ranks and is more robust.</li>
<li>r = 0 does not mean no relationship; a U-shaped pattern can have r near 0. Always plot the data.</li>
</ul>
<p>Also know <strong>Simpson's paradox</strong>: a trend in every subgroup can reverse when groups are combined.</p>`,
        },
        {
          question: "How do you choose between a t-test, a chi-square test and ANOVA?",
          answer: `<p>The choice depends on the <strong>type of data</strong> and the <strong>number of groups</strong>:</p>
<ul>
<li><strong>t-test</strong>: compares the <strong>means</strong> of a numeric variable. Use the <strong>two-sample</strong> t-test for two separate groups (Welch's version, which does not assume equal variances, is a safe default) and the <strong>paired</strong> t-test for before-and-after measurements on the same subjects.</li>
<li><strong>ANOVA</strong> (analysis of variance): compares means across <strong>three or more groups</strong>, such as average spend across four regions. A significant result says at least one mean differs; follow up with post-hoc tests such as Tukey's HSD. Running many t-tests instead inflates the Type I error rate.</li>
<li><strong>Chi-square test of independence</strong>: tests whether two <strong>categorical</strong> variables are associated, such as variant (A or B) and outcome (converted or not). Expected counts should generally be at least 5 per cell; otherwise, use Fisher's exact test.</li>
<li>Non-parametric alternatives for skewed data or small samples: <strong>Mann–Whitney U</strong> (instead of the two-sample t-test) and <strong>Kruskal–Wallis</strong> (instead of ANOVA).</li>
</ul>
<pre><code class="language-python">from scipy import stats

# Two groups, numeric metric: Welch's t-test
t_stat, p_t = stats.ttest_ind(order_values_a, order_values_b, equal_var=False)

# Three or more groups: one-way ANOVA
f_stat, p_f = stats.f_oneway(spend_east, spend_west, spend_south)

# Two categorical variables: chi-square test on a contingency table
table = [[120, 880],    # variant A: converted, not converted
         [150, 850]]    # variant B
chi2, p_c, dof, expected = stats.chi2_contingency(table)</code></pre>
<p>For conversion rates, a two-proportion z-test is equivalent to the 2x2 chi-square test without continuity correction. Note that SciPy's <code>chi2_contingency</code> applies Yates' continuity correction to 2x2 tables by default; pass <code>correction=False</code> to get the same p-value as the z-test.</p>`,
        },
        {
          question: "How would you design and analyze an A/B test?",
          answer: `<p>A solid answer walks through the whole process:</p>
<ol>
<li><strong>Hypothesis and metrics</strong>: for example, "a one-page checkout increases purchase conversion". Choose one <strong>primary metric</strong>, plus <strong>guardrail metrics</strong> such as refund rate and page load time that must not get worse.</li>
<li><strong>Randomization unit</strong>: usually the user rather than the session or page view, so each person sees a consistent experience.</li>
<li><strong>Sample size</strong>: from the baseline rate, the <strong>minimum detectable effect</strong>, α (0.05) and power (80%). Detecting a lift from 10% to 12% conversion needs about 3,841 users per group.</li>
<li><strong>Duration</strong>: at least one or two full weeks, to capture weekday and weekend behavior.</li>
<li><strong>Analyze and decide</strong> once the planned sample is reached: effect size with a confidence interval, guardrails, and practical significance, not just p &lt; 0.05.</li>
</ol>
<pre><code class="language-python">from math import sqrt, ceil
from statistics import NormalDist

def sample_size_per_group(p1, p2, alpha=0.05, power=0.8):
    z_a = NormalDist().inv_cdf(1 - alpha / 2)   # 1.96
    z_b = NormalDist().inv_cdf(power)           # 0.84
    p_bar = (p1 + p2) / 2
    num = (z_a * sqrt(2 * p_bar * (1 - p_bar))
           + z_b * sqrt(p1 * (1 - p1) + p2 * (1 - p2))) ** 2
    return ceil(num / (p2 - p1) ** 2)

print(sample_size_per_group(0.10, 0.12))   # 3841</code></pre>
<p>Pitfalls to mention: <strong>peeking</strong> and stopping early (use a fixed horizon or sequential testing); <strong>sample ratio mismatch</strong> (a planned 50/50 split arriving as 52/48 signals a bug); many metrics or segments without correction; and <strong>novelty effects</strong>.</p>`,
        },
        {
          question: "How do you detect and handle outliers in a dataset?",
          answer: `<p><strong>Detection</strong> methods:</p>
<ul>
<li><strong>Visual</strong>: box plots, histograms and scatter plots, which are always a good first step.</li>
<li><strong>IQR rule</strong>: values below Q1 − 1.5 × IQR or above Q3 + 1.5 × IQR, where IQR = Q3 − Q1. It is robust and works for skewed data; this is the rule box plots use.</li>
<li><strong>Z-score</strong>: values more than 3 standard deviations from the mean. It is appropriate for roughly normal data, but outliers inflate the SD and can mask themselves; the modified z-score based on the median absolute deviation is more robust.</li>
<li><strong>Domain rules</strong>: an age of 200 or a negative quantity is impossible regardless of statistics.</li>
</ul>
<pre><code class="language-python">import pandas as pd

df = pd.read_csv("orders.csv")
q1, q3 = df["amount"].quantile([0.25, 0.75])
iqr = q3 - q1
lower, upper = q1 - 1.5 * iqr, q3 + 1.5 * iqr

outliers = df[(df["amount"] &lt; lower) | (df["amount"] &gt; upper)]
print(f"{len(outliers)} outliers out of {len(df)} rows")

df["amount_capped"] = df["amount"].clip(lower, upper)   # capping (winsorizing)</code></pre>
<p><strong>Handling</strong> depends on the cause, so <strong>investigate first</strong>:</p>
<ul>
<li><strong>Data errors</strong> (typos, unit mix-ups, test accounts, duplicates): correct or remove them, and document it.</li>
<li><strong>Genuine but extreme values</strong> (a corporate customer placing a $250,000 order): keep them, but use robust statistics such as the median, cap or winsorize for modeling, apply a log transformation, or analyze them as a separate segment.</li>
<li>Sometimes outliers are the insight itself, as in fraud detection.</li>
</ul>
<p>Never delete data just because it spoils a result, and always report how outliers were treated.</p>`,
        },
      ],
    },
    {
      name: "Salesforce Admin",
      slug: "salesforce-admin-interview-questions",
      description: `<p>Salesforce is the leading CRM platform in the USA, and Salesforce Administrator is a popular entry point into IT, especially for career changers. Admin interviews focus on the security and sharing model, data modeling, automation with Flow, data management, reports and dashboards, and the release process with sandboxes.</p>
<p>Interviewers look for an understanding of how features fit together, for example which tool controls what a user can see, and for good judgment about declarative tools versus code. Mentioning your Trailhead experience and the Salesforce Certified Administrator credential helps.</p>`,
      metaTitle: "Salesforce Admin Interview Questions and Answers",
      metaDescription:
        "Salesforce administrator interview questions with answers: profiles, permission sets, sharing, relationships, validation rules, Flow, Data Loader, sandboxes.",
      metaKeywords:
        "salesforce admin interview questions, salesforce administrator, profiles and permission sets, sharing rules, salesforce flow, data loader, sandbox",
      questions: [
        {
          question: "What is the difference between profiles, permission sets and roles in Salesforce?",
          answer: `<ul>
<li><strong>Profile</strong>: every user has <strong>exactly one</strong> profile. It defines baseline settings and permissions: object permissions (create, read, edit, delete), field-level security, app and tab visibility, login hours and IP ranges, and page layout assignments.</li>
<li><strong>Permission set</strong>: a collection of permissions that <strong>extends</strong> what a user can do, on top of their profile. A user can have many. Permission sets can only grant access, never remove it. <strong>Permission set groups</strong> bundle several permission sets by job function and can use muting permission sets to exclude specific permissions.</li>
<li><strong>Role</strong>: controls <strong>record-level visibility</strong> through the <strong>role hierarchy</strong>: users can see (and, depending on settings, edit) records owned by users below them. Roles also drive some reports and forecasting. A role does not grant object permissions.</li>
</ul>
<p>A simple way to remember it: profiles and permission sets decide <strong>what</strong> a user can do with objects and fields; roles, together with the sharing model, decide <strong>which records</strong> they can see.</p>
<p>Current best practice, recommended by Salesforce, is to keep a small number of <strong>minimal profiles</strong> and grant most permissions through permission sets and permission set groups. This avoids the "profile explosion" of one profile per job variation and makes access easier to audit.</p>
<p>Example: all sales reps share the "Sales User" profile; the ones who manage contracts get an additional "Contract Management" permission set; a West Region Manager role lets the manager see all records owned by West reps.</p>`,
        },
        {
          question:
            "How does the Salesforce sharing model work: org-wide defaults, the role hierarchy and sharing rules?",
          answer: `<p>Record access is built in layers. The baseline is the most restrictive, and each further layer can only <strong>open up</strong> access:</p>
<ol>
<li><strong>Organization-wide defaults (OWD)</strong>: the default access to records a user does not own, set per object: Private, Public Read Only, Public Read/Write, or Controlled by Parent (for detail objects). Set OWD to the most restrictive level any user needs.</li>
<li><strong>Role hierarchy</strong>: users automatically get access to records owned by users below them in the hierarchy ("Grant Access Using Hierarchies", which can be disabled for custom objects).</li>
<li><strong>Sharing rules</strong>: automatic exceptions. <strong>Owner-based</strong> rules share records owned by a group or role with another group; <strong>criteria-based</strong> rules share records matching field values, for example all Accounts with Industry = Healthcare with the Healthcare team.</li>
<li><strong>Manual sharing</strong>, <strong>team sharing</strong> (account, opportunity and case teams), <strong>territory management</strong> and <strong>Apex managed sharing</strong> for special cases.</li>
</ol>
<p>Related points interviewers like:</p>
<ul>
<li>Users also need <strong>object permissions</strong> from their profile or a permission set; sharing cannot give access to an object a user has no permission for.</li>
<li><strong>View All</strong> and <strong>Modify All</strong> permissions, and View All Data, bypass sharing.</li>
<li><strong>Restriction rules</strong> can narrow access further for some objects.</li>
<li>The <strong>Sharing</strong> button and the "Why can this user see this record?" sharing hierarchy help troubleshoot access.</li>
</ul>`,
        },
        {
          question: "What is the difference between a lookup relationship and a master-detail relationship?",
          answer: `<p>Both link two objects (one-to-many), but master-detail is a much tighter relationship.</p>
<p><strong>Master-detail</strong>:</p>
<ul>
<li>The detail record <strong>must</strong> have a parent; the field is always required.</li>
<li><strong>Cascade delete</strong>: deleting the master deletes its detail records.</li>
<li>The detail record has no owner of its own. It <strong>inherits sharing and security</strong> from the master (OWD is "Controlled by Parent").</li>
<li>You can create <strong>roll-up summary fields</strong> on the master (COUNT, SUM, MIN, MAX of detail records).</li>
<li>An object can have at most <strong>two</strong> master-detail relationships; with two masters, it becomes a <strong>junction object</strong>, used to model many-to-many relationships.</li>
</ul>
<p><strong>Lookup</strong>:</p>
<ul>
<li>A loose link; the field is optional unless you make it required.</li>
<li>Deleting the parent normally just <strong>clears</strong> the field on the children; you can choose to prevent the deletion instead, and cascade delete is available only in limited cases.</li>
<li>The child keeps its own owner and sharing settings.</li>
<li>No native roll-up summaries; use Flow, Apex or a tool such as DLRS.</li>
</ul>
<p>An object can have up to <strong>40</strong> relationship fields in total. You can convert a lookup to master-detail only if every existing record has a value in the field.</p>
<p>Example: Invoice and Invoice Line Items should be master-detail, because lines cannot exist without the invoice and you want a total. Contact and a "Preferred Vendor" should be a lookup.</p>`,
        },
        {
          question: "What is the difference between record types and page layouts in Salesforce?",
          answer: `<ul>
<li><strong>Page layouts</strong> control the <strong>user interface</strong> of a record detail page: which fields appear and in what order, which fields are read-only or required <strong>on that layout</strong>, and which related lists, buttons and actions are shown. Layouts are assigned by <strong>profile and record type</strong>.</li>
<li><strong>Record types</strong> let one object support <strong>different business processes</strong>. Each record type can have its own <strong>picklist values</strong>, its own <strong>page layout</strong> per profile and, for Opportunities, Leads, Cases and Solutions, its own <strong>business process</strong>, such as a different set of sales stages or case statuses.</li>
</ul>
<p>Example: a company sells both new business and renewals. Two Opportunity record types, "New Business" and "Renewal", have different stage values (Renewal skips prospecting stages), different layouts (Renewal shows the contract end date and previous ARR) and different default values.</p>
<p>Important distinctions interviewers test:</p>
<ul>
<li>Making a field read-only or hiding it on a page layout is <strong>not security</strong>. Users can still see or change it through reports, list views, the API or other layouts. To truly restrict access, use <strong>field-level security</strong>.</li>
<li>Lightning record pages built in the <strong>Lightning App Builder</strong>, with <strong>Dynamic Forms</strong>, can show or hide fields and components based on conditions, which reduces the need for many layouts.</li>
<li>Do not create record types just to show different fields; use them when the <strong>process</strong> or <strong>picklist values</strong> differ.</li>
</ul>`,
        },
        {
          question: "What are validation rules in Salesforce, and can you give an example?",
          answer: `<p>A <strong>validation rule</strong> checks data when a record is saved. It contains a <strong>formula that returns TRUE when the data is invalid</strong>; in that case the save is blocked and an error message is displayed at the top of the page or next to a specific field. Validation rules apply to every save, whether from the user interface, Data Loader, the API or most automation.</p>
<p><strong>Example 1</strong>: require a loss reason when an opportunity is lost:</p>
<p><code>AND(ISPICKVAL(StageName, "Closed Lost"), ISBLANK(Loss_Reason__c))</code></p>
<p>Error message on the Loss Reason field: "Please enter a loss reason for lost opportunities."</p>
<p><strong>Example 2</strong>: prevent changing the close date of a won opportunity, except for system administrators:</p>
<p><code>AND(ISPICKVAL(PRIORVALUE(StageName), "Closed Won"), ISCHANGED(CloseDate), $Profile.Name &lt;&gt; "System Administrator")</code></p>
<p><strong>Example 3</strong>: a US ZIP code must be 5 digits or ZIP+4:</p>
<p><code>AND(NOT(ISBLANK(BillingPostalCode)), NOT(REGEX(BillingPostalCode, "\\\\d{5}(-\\\\d{4})?")))</code></p>
<p>Useful functions: <code>ISBLANK</code>, <code>ISPICKVAL</code> (picklists cannot be compared with =), <code>ISCHANGED</code>, <code>PRIORVALUE</code>, <code>ISNEW</code> and <code>REGEX</code>.</p>
<p>Best practices: write clear, actionable error messages; test in a sandbox; remember that rules can break data loads and integrations. Many teams add a bypass, such as a custom permission checked with <code>$Permission.Bypass_Validation</code>, for migrations. Prefer checking <strong>custom permissions</strong> over hard-coded profile names.</p>`,
        },
        {
          question: "What automation tools does Salesforce offer, and why is Flow now the recommended tool?",
          answer: `<p>Salesforce's declarative automation has consolidated into <strong>Flow</strong>. <strong>Workflow Rules</strong> and <strong>Process Builder</strong> are retired: no new ones can be created, and support ended on December 31, 2025. Salesforce provides a <strong>Migrate to Flow</strong> tool to convert existing ones.</p>
<p>Main types of flows:</p>
<ul>
<li><strong>Record-triggered flows</strong>: run when a record is created, updated or deleted.
<ul>
<li><strong>Before-save</strong> ("Fast Field Updates"): update fields on the triggering record itself, very efficiently, without an extra save.</li>
<li><strong>After-save</strong> ("Actions and Related Records"): create or update related records, send emails, call actions, or run asynchronously for callouts.</li>
</ul></li>
<li><strong>Screen flows</strong>: guided, multi-step user interfaces, such as an intake wizard placed on a record page or in an Experience Cloud site.</li>
<li><strong>Schedule-triggered flows</strong>: run at set times on a batch of records, for example a nightly check of expiring contracts.</li>
<li><strong>Autolaunched flows</strong>: called from other flows, Apex, the API or buttons.</li>
<li><strong>Platform event-triggered flows</strong>: react to events, often from integrations.</li>
</ul>
<p>Best practices: one clear design per object with entry conditions to avoid unnecessary runs; no DML or queries inside loops (to respect governor limits); fault paths for error handling; and testing in a sandbox.</p>
<p>Apex is still the right choice for very complex logic, high-volume processing or when performance must be tightly controlled. A good admin knows when to involve a developer.</p>`,
        },
        {
          question: "What is the difference between the Data Import Wizard and Data Loader?",
          answer: `<p><strong>Data Import Wizard</strong> (in Setup, browser-based):</p>
<ul>
<li>Imports up to <strong>50,000 records</strong> at a time.</li>
<li>Supports accounts, contacts, leads, solutions, campaign members, person accounts and custom objects, but not all standard objects; for example, opportunities are not supported.</li>
<li>Insert and update only, with built-in duplicate matching, for example contacts by email, and an option to trigger workflow automation.</li>
<li>Simple and guided, suited to business users and small loads.</li>
</ul>
<p><strong>Data Loader</strong> (a desktop client application):</p>
<ul>
<li>Handles large volumes, up to <strong>5 million records</strong>, using the SOAP or Bulk API.</li>
<li>Supports <strong>all objects</strong> and every operation: insert, update, <strong>upsert</strong> (by Salesforce ID or an <strong>External ID</strong> field), delete, hard delete, <strong>export</strong> and <strong>export all</strong> (including deleted and archived records).</li>
<li>Has a <strong>command-line</strong> interface for scheduled, automated jobs.</li>
<li>Produces success and error CSV files for every run.</li>
</ul>
<p>Exports use a SOQL query, for example:</p>
<pre><code class="language-sql">SELECT Id, Name, Industry, AnnualRevenue, Owner.Email
FROM Account
WHERE CreatedDate = LAST_N_DAYS:30 AND BillingCountry = 'United States'</code></pre>
<p>Best practices for any data load: back up data first, test in a sandbox, clean and de-duplicate the source, load parents before children, use External IDs to link related records, consider temporarily bypassing automation for large migrations, and review the error file after each run.</p>`,
        },
        {
          question: "What report formats are available in Salesforce, and what is a report type?",
          answer: `<p>A <strong>report type</strong> is the template that defines <strong>which objects and fields</strong> a report can use and <strong>which records</strong> are included. Standard report types exist for common objects; admins create <strong>custom report types</strong> to combine objects, for example Accounts with Opportunities, and to choose the relationship:</p>
<ul>
<li>"A records that <strong>must have</strong> related B records" (like an inner join).</li>
<li>"A records that <strong>may or may not have</strong> related B records" (like an outer join), for example accounts with or without opportunities.</li>
</ul>
<p>Report <strong>formats</strong>:</p>
<ul>
<li><strong>Tabular</strong>: a simple list of rows, like a spreadsheet, useful for exports and lists.</li>
<li><strong>Summary</strong>: rows grouped by one or more fields with subtotals, for example opportunities by stage.</li>
<li><strong>Matrix</strong>: grouped by both rows and columns, for example revenue by region and quarter.</li>
<li><strong>Joined</strong>: several report blocks, each with its own report type, side by side.</li>
</ul>
<p>Useful features: bucket fields (group values without a formula field), row-level formulas and summary formulas, cross filters ("accounts <strong>without</strong> opportunities"), conditional formatting, report subscriptions and reporting snapshots for trend history.</p>
<p><strong>Dashboards</strong> display report data as charts, gauges, metrics and tables. A dashboard shows data as a specified <strong>running user</strong>, or as a <strong>dynamic dashboard</strong> that runs as the logged-in viewer, so each person sees only records they have access to. Dynamic dashboards are limited in number per org.</p>`,
        },
        {
          question:
            "What types of sandboxes does Salesforce offer, and how do you deploy changes to production?",
          answer: `<p>A <strong>sandbox</strong> is a copy of a production org's metadata (and, depending on the type, data) used for development, testing and training without risking live data.</p>
<ul>
<li><strong>Developer</strong>: metadata only, 200 MB of data storage, refreshable <strong>daily</strong>. For individual development and unit testing.</li>
<li><strong>Developer Pro</strong>: metadata only, 1 GB of storage, refreshable daily. For larger development and QA work.</li>
<li><strong>Partial Copy</strong>: metadata plus a <strong>sample of data</strong> defined by a sandbox template (up to 10,000 records per selected object), 5 GB, refreshable every <strong>5 days</strong>. Good for QA, integration testing and training.</li>
<li><strong>Full</strong>: a complete copy of production metadata and <strong>all data</strong>, refreshable every <strong>29 days</strong>. For UAT, performance testing and staging.</li>
</ul>
<p>Deploying changes to production:</p>
<ul>
<li><strong>Change sets</strong>: the classic point-and-click method. Create an outbound change set in the sandbox, upload it through a deployment connection, and validate and deploy the inbound change set in production. They are simple, but they cannot delete components and are hard to track.</li>
<li><strong>DevOps Center</strong>: Salesforce's newer tool that tracks work items and changes in source control (GitHub) with a pipeline of environments.</li>
<li><strong>Salesforce CLI</strong> and metadata deployments, and third-party tools such as Gearset or Copado, for CI/CD.</li>
</ul>
<p>Remember that deployments move <strong>metadata, not data</strong>, and that production deployments that include Apex require at least <strong>75% code coverage</strong> with passing tests. Validate first and deploy outside business hours when possible.</p>`,
        },
        {
          question: "What happens when you convert a lead in Salesforce?",
          answer: `<p>A <strong>lead</strong> is an unqualified prospect, such as someone who filled in a web form or was met at a trade show. When sales qualifies the lead, it is <strong>converted</strong>:</p>
<ul>
<li>An <strong>Account</strong> is created from the company name, or the lead is linked to an <strong>existing account</strong>.</li>
<li>A <strong>Contact</strong> is created from the person's details, or matched to an existing contact.</li>
<li>Optionally, an <strong>Opportunity</strong> is created for the potential deal; you can choose not to create one.</li>
<li>Activities and campaign history move to the new records, and the lead becomes <strong>read-only</strong>, with <code>IsConverted</code> set to true and a "converted" lead status. It no longer appears in standard lead views.</li>
</ul>
<p>Admin considerations:</p>
<ul>
<li><strong>Lead field mapping</strong>: standard fields map automatically, but <strong>custom lead fields</strong> must be mapped to custom account, contact or opportunity fields in Setup (Map Lead Fields), otherwise their values are lost.</li>
<li><strong>Duplicate and matching rules</strong> help users link to existing accounts and contacts instead of creating duplicates.</li>
<li>Lead status values must include at least one "Converted" status.</li>
<li>Validation rules and required fields on Account, Contact and Opportunity apply during conversion, which is a common cause of conversion errors.</li>
<li>Converted leads cannot be un-converted through the standard UI, so train users properly.</li>
</ul>
<p>Reporting tip: lead conversion rate by source, using converted and total leads grouped by Lead Source, is a key metric for marketing return on investment.</p>`,
        },
      ],
    },
  ],
};
