/**
 * Sample remote-job listings for /job when no remote-jobs service is configured (and until it
 * first answers). The companies are fictional and their links use the reserved `.example`
 * domain; the page labels these as sample listings. Roles, requirements and pay follow what
 * US remote postings in each category typically ask and offer. Each role names the companies
 * whose business its text describes (`fits`), and is listed only under those.
 */
import type { JobCategory } from "../../../../shared/jobs/job-categories.ts";

type Company = { name: string; about: string; domain: string };

const COMPANIES = {
  northwind: {
    name: "Northwind Analytics",
    about: "builds demand-forecasting software for mid-size US retailers",
    domain: "northwind-analytics",
  },
  brightline: {
    name: "Brightline Health",
    about: "makes scheduling and telehealth tools used by outpatient clinics across the US",
    domain: "brightline-health",
  },
  harborview: {
    name: "Harborview Payments",
    about: "processes card and ACH payments for online marketplaces",
    domain: "harborview-payments",
  },
  cobalt: {
    name: "Cobalt Freight",
    about: "runs a freight-matching platform that connects shippers with trucking carriers",
    domain: "cobalt-freight",
  },
  fernway: {
    name: "Fernway Learning",
    about: "offers online courses and certification preparation for working adults",
    domain: "fernway-learning",
  },
  quarry: {
    name: "Quarry Security",
    about: "monitors the cloud security posture of SaaS companies",
    domain: "quarry-security",
  },
  tidewater: {
    name: "Tidewater Insurance Tech",
    about: "modernizes policy administration and claims systems for regional insurers",
    domain: "tidewater-insurtech",
  },
  lumen: {
    name: "Lumen Grove",
    about: "designs invoicing and productivity apps for small businesses",
    domain: "lumen-grove",
  },
  redwood: {
    name: "Redwood Civic Software",
    about: "builds permitting and licensing software for US cities and counties",
    domain: "redwood-civic",
  },
  summit: {
    name: "Summit Ledger",
    about: "automates bookkeeping and close workflows for accounting firms",
    domain: "summit-ledger",
  },
  atlas: {
    name: "Atlas Field Services",
    about: "makes dispatch and invoicing software for HVAC and plumbing teams",
    domain: "atlas-field",
  },
  meridian: {
    name: "Meridian Bio Data",
    about: "runs a data platform for clinical research teams",
    domain: "meridian-biodata",
  },
} satisfies Record<string, Company>;

type CompanyKey = keyof typeof COMPANIES;

/** For a role whose text names no line of business: any company could post it. */
const ANY_COMPANY = Object.keys(COMPANIES) as CompanyKey[];

type Role = {
  title: string;
  /**
   * The companies this role's text is written for. A listing's card reads "<company> <about>.
   * <summary>", so a role about, say, freight matching is listed only under a freight company.
   */
  fits: readonly CompanyKey[];
  summary: string;
  duties: string[];
  requirements: string[];
  tags: string[];
};

/** [role, company, location, job type, salary, days since posting] */
type Listing<R extends string> = [R, CompanyKey, string, string, string, number];

type CategoryJobs<R extends string = string> = {
  label: string;
  roles: Record<R, Role>;
  listings: Listing<R>[];
};

/** A category's roles and listings, with each listing's role checked against the roles. */
const category = <R extends string>(jobs: {
  label: string;
  roles: Record<R, Role>;
  listings: Listing<NoInfer<R>>[];
}): CategoryJobs => jobs;

export const SAMPLE_JOB_CATEGORIES: Record<JobCategory, CategoryJobs> = {
  "software-dev": category({
    label: "Software Development",
    roles: {
      java: {
        title: "Senior Backend Engineer (Java)",
        fits: ["harborview", "quarry", "northwind"],
        summary: "Own services that handle millions of API calls a day, from design to on-call.",
        duties: [
          "Design and build REST and event-driven services in Java 21 and Spring Boot",
          "Improve the performance and reliability of high-traffic endpoints",
          "Review code and mentor mid-level engineers",
          "Take part in a shared on-call rotation (one week in six)",
        ],
        requirements: [
          "5+ years building production backend systems in Java or Kotlin",
          "Solid SQL and experience with PostgreSQL or MySQL at scale",
          "Experience with Kafka or another message broker",
          "Clear written communication for an asynchronous team",
        ],
        tags: ["java", "spring boot", "kafka", "postgresql", "aws"],
      },
      fullStack: {
        title: "Full-Stack Engineer (React, Node.js)",
        fits: ANY_COMPANY,
        summary: "Ship customer-facing features end to end in a small product team.",
        duties: [
          "Build features across a React and TypeScript front end and a Node.js API",
          "Write tests with Vitest and Playwright and keep the suite fast",
          "Work with design and product on scope and trade-offs",
          "Improve accessibility and page performance",
        ],
        requirements: [
          "3+ years of professional experience with React and TypeScript",
          "Experience building and consuming REST or GraphQL APIs with Node.js",
          "Comfort with relational databases",
          "A portfolio or code samples you can walk us through",
        ],
        tags: ["react", "typescript", "node.js", "graphql"],
      },
      forecasting: {
        title: "Python Developer, Data Products",
        fits: ["northwind"],
        summary: "Turn forecasting models into reliable APIs and batch jobs that retailers depend on.",
        duties: [
          "Build FastAPI services and scheduled pipelines in Python",
          "Work with data scientists to productionize models",
          "Optimize PostgreSQL queries and data models",
          "Monitor jobs and fix failures quickly",
        ],
        requirements: [
          "3+ years of professional Python development",
          "Experience with pandas, SQL and an orchestration tool such as Airflow or Dagster",
          "Familiarity with Docker and a major cloud provider",
          "Interest in data quality and testing",
        ],
        tags: ["python", "fastapi", "airflow", "postgresql"],
      },
      freightPricing: {
        title: "Python Developer, Pricing",
        fits: ["cobalt"],
        summary: "Turn our freight-rate models into the instant quotes shippers see when they post a load.",
        duties: [
          "Build pricing services in Python with FastAPI",
          "Work with data scientists to ship and monitor rate models",
          "Build pipelines that bring in market and lane data",
          "Track quote accuracy and fix drift quickly",
        ],
        requirements: [
          "3+ years of professional Python development",
          "Experience with pandas and SQL",
          "Familiarity with Docker and AWS",
          "Professional working English for a US-based team",
        ],
        tags: ["python", "fastapi", "pandas", "aws"],
      },
      patientApp: {
        title: "Mobile Engineer (iOS)",
        fits: ["brightline"],
        summary: "Build the app patients use to book visits and join video appointments.",
        duties: [
          "Develop features in Swift and SwiftUI",
          "Integrate with our REST APIs and video SDK",
          "Keep crash-free sessions above 99.8%",
          "Ship releases every two weeks",
        ],
        requirements: [
          "3+ years of iOS development with Swift",
          "Apps published in the App Store",
          "Experience with unit and UI testing on iOS",
          "Understanding of privacy requirements for health data is a plus",
        ],
        tags: ["ios", "swift", "swiftui", "mobile"],
      },
      policySystem: {
        title: ".NET Developer (C#)",
        fits: ["tidewater"],
        summary: "Move our core policy system from .NET Framework to .NET 8 on Azure.",
        duties: [
          "Migrate services to .NET 8 and Azure",
          "Build APIs with ASP.NET Core and Entity Framework Core",
          "Write automated tests and improve CI/CD pipelines",
          "Document legacy behavior before replacing it",
        ],
        requirements: [
          "4+ years of C# and ASP.NET experience",
          "SQL Server and Entity Framework",
          "Experience with Azure App Service or Azure Functions",
          "Patience with legacy code and a habit of writing things down",
        ],
        tags: [".net", "c#", "azure", "sql server"],
      },
      staffPlatform: {
        title: "Staff Software Engineer, Platform",
        fits: ["harborview", "quarry", "cobalt", "brightline"],
        summary: "Set the technical direction for the internal platform every product team builds on.",
        duties: [
          "Lead the design of shared services: identity, billing events, notifications",
          "Write RFCs and guide decisions across teams",
          "Improve developer experience and deployment safety",
          "Mentor senior engineers",
        ],
        requirements: [
          "8+ years of software engineering, several in distributed systems",
          "Deep experience with Go, Java or Kotlin",
          "A record of leading cross-team technical projects",
          "Excellent written communication",
        ],
        tags: ["go", "distributed systems", "kubernetes", "aws"],
      },
      junior: {
        title: "Junior Software Engineer",
        fits: ANY_COMPANY,
        summary: "Start your career on a supportive team with structured mentoring and real projects.",
        duties: [
          "Fix bugs and build small features with guidance from a mentor",
          "Write tests and documentation",
          "Pair with senior engineers weekly",
          "Present what you learned at team demos",
        ],
        requirements: [
          "A degree in computer science or a related field, or equivalent bootcamp and project experience",
          "Working knowledge of one of Python, JavaScript or Java",
          "Basic SQL and Git",
          "Curiosity and willingness to ask questions",
        ],
        tags: ["python", "javascript", "entry level"],
      },
      loadMatching: {
        title: "Backend Engineer (Go)",
        fits: ["cobalt"],
        summary: "Build the matching engine that pairs loads with carriers in real time.",
        duties: [
          "Develop services in Go with gRPC and PostgreSQL",
          "Design for low latency and high availability",
          "Instrument services with metrics and tracing",
          "Join incident reviews and fix root causes",
        ],
        requirements: [
          "3+ years of backend development, including production Go",
          "Experience with gRPC or REST APIs and SQL databases",
          "Familiarity with Kubernetes",
          "Logistics or marketplace experience is a plus",
        ],
        tags: ["go", "grpc", "kubernetes", "postgresql"],
      },
      cloudScanning: {
        title: "Backend Engineer (Go), Cloud Scanning",
        fits: ["quarry"],
        summary:
          "Build the scanners that check thousands of customer cloud accounts for risky settings every hour.",
        duties: [
          "Develop scanning services in Go against the AWS, Azure and Google Cloud APIs",
          "Write detection rules with our security research team",
          "Keep scans fast while staying within each provider's rate limits",
          "Instrument services with metrics and tracing",
        ],
        requirements: [
          "3+ years of backend development, including production Go",
          "Hands-on experience with the APIs of at least one major cloud provider",
          "Familiarity with Kubernetes",
          "Cloud security experience is a plus",
        ],
        tags: ["go", "aws", "cloud security", "kubernetes"],
      },
      clinicalData: {
        title: "Data Engineer (Python), Clinical Data",
        fits: ["meridian"],
        summary:
          "Build the pipelines that bring clinical trial data into our platform, validated and de-identified.",
        duties: [
          "Build ingestion pipelines in Python for EDC exports, lab files and FHIR feeds",
          "Validate and de-identify data before it reaches researchers",
          "Model data in PostgreSQL and Snowflake",
          "Document data lineage for audits",
        ],
        requirements: [
          "3+ years of data engineering in Python",
          "Strong SQL and experience with a cloud data warehouse",
          "Experience with an orchestration tool such as Airflow or Dagster",
          "Experience with healthcare or life-sciences data (CDISC, FHIR) is a plus",
        ],
        tags: ["python", "data engineering", "sql", "airflow", "healthcare"],
      },
      ledgerIntegrations: {
        title: ".NET Developer (C#), Integrations",
        fits: ["summit"],
        summary:
          "Build the connectors that bring client ledgers and bank feeds from QuickBooks Online and Xero into our platform.",
        duties: [
          "Build and maintain integrations with accounting and banking APIs in C# and ASP.NET Core",
          "Handle OAuth, rate limits and retries so syncs finish reliably",
          "Write automated tests against recorded API responses",
          "Help support investigate sync problems that firms report",
        ],
        requirements: [
          "4+ years of C# and .NET experience",
          "Experience integrating third-party REST APIs",
          "SQL Server or PostgreSQL",
          "Accounting or fintech experience is a plus",
        ],
        tags: [".net", "c#", "api integrations", "sql server"],
      },
      learnerApp: {
        title: "Mobile Engineer (React Native)",
        fits: ["fernway"],
        summary:
          "Build the app our learners use to study on the go, with offline lessons and practice quizzes.",
        duties: [
          "Build features in React Native and TypeScript for iOS and Android",
          "Make lessons and videos work offline",
          "Sync progress reliably with our API",
          "Ship releases every two weeks",
        ],
        requirements: [
          "3+ years of mobile development, including 2+ years with React Native",
          "Apps published in the App Store and Google Play",
          "Experience with offline storage and sync",
          "Interest in education is a plus",
        ],
        tags: ["react native", "typescript", "mobile", "ios", "android"],
      },
      ehrIntegration: {
        title: "Integration Engineer, EHR",
        fits: ["brightline"],
        summary:
          "Connect our scheduling system to the EHRs clinics already use, so no appointment is entered twice.",
        duties: [
          "Build and maintain HL7 v2 and FHIR interfaces with Epic, athenahealth and eClinicalWorks",
          "Map and validate data between systems",
          "Troubleshoot interface issues with clinic IT teams",
          "Write runbooks for the support team",
        ],
        requirements: [
          "3+ years building healthcare integrations",
          "Working knowledge of HL7 v2 and FHIR R4",
          "Programming in C#, Java or Python",
          "Experience with an integration engine such as Mirth Connect is a plus",
        ],
        tags: ["hl7", "fhir", "healthcare", "integrations"],
      },
      invoicingApp: {
        title: "Android Engineer (Kotlin)",
        fits: ["lumen"],
        summary:
          "Build the Android app small-business owners use to send invoices and get paid from their phones.",
        duties: [
          "Develop features in Kotlin and Jetpack Compose",
          "Build card payments and receipt scanning into the app",
          "Keep the app fast on low-end devices",
          "Review code with the iOS and web teams",
        ],
        requirements: [
          "3+ years of Android development with Kotlin",
          "Apps published in Google Play",
          "Experience with Jetpack Compose",
          "About 20 hours a week, with some overlap with US Eastern time",
        ],
        tags: ["android", "kotlin", "jetpack compose", "mobile"],
      },
    },
    listings: [
      ["java", "harborview", "USA", "full_time", "$165,000 - $195,000", 1],
      ["fullStack", "lumen", "USA, Canada", "full_time", "$120,000 - $145,000", 1],
      ["forecasting", "northwind", "USA", "full_time", "$130,000 - $155,000", 2],
      ["patientApp", "brightline", "USA", "full_time", "$140,000 - $165,000", 2],
      ["policySystem", "tidewater", "USA", "contract", "$70 - $85 / hour", 3],
      ["staffPlatform", "harborview", "USA", "full_time", "$210,000 - $245,000", 3],
      ["junior", "fernway", "USA", "full_time", "$85,000 - $100,000", 4],
      ["loadMatching", "cobalt", "Americas", "full_time", "$135,000 - $160,000", 4],
      ["fullStack", "redwood", "USA", "full_time", "$115,000 - $140,000", 5],
      ["java", "quarry", "USA, Canada", "full_time", "$150,000 - $175,000", 6],
      ["clinicalData", "meridian", "Worldwide", "full_time", "$110,000 - $135,000", 6],
      ["ledgerIntegrations", "summit", "USA", "full_time", "$115,000 - $135,000", 7],
      ["cloudScanning", "quarry", "USA", "full_time", "$140,000 - $170,000", 8],
      ["fullStack", "atlas", "USA", "full_time", "$110,000 - $130,000", 9],
      ["junior", "redwood", "USA", "full_time", "$80,000 - $95,000", 10],
      ["learnerApp", "fernway", "USA, Canada", "contract", "$75 - $90 / hour", 11],
      ["staffPlatform", "quarry", "USA", "full_time", "$200,000 - $235,000", 12],
      ["freightPricing", "cobalt", "Latin America", "contract", "$45 - $60 / hour", 13],
      ["java", "northwind", "USA", "full_time", "$145,000 - $170,000", 14],
      ["fullStack", "meridian", "Europe", "full_time", "€70,000 - €85,000", 15],
      ["fullStack", "summit", "USA", "full_time", "$125,000 - $150,000", 17],
      ["junior", "atlas", "USA", "full_time", "$78,000 - $92,000", 19],
      ["ehrIntegration", "brightline", "USA", "full_time", "$120,000 - $140,000", 21],
      ["invoicingApp", "lumen", "Worldwide", "part_time", "$55 - $70 / hour", 24],
    ],
  }),
  "customer-support": category({
    label: "Customer Support",
    roles: {
      technicalSupport: {
        title: "Technical Support Engineer",
        fits: ["harborview", "quarry"],
        summary: "Solve customers' integration problems and turn patterns into product fixes.",
        duties: [
          "Troubleshoot API, webhook and authentication issues with customers",
          "Reproduce bugs and write clear tickets for engineering",
          "Write and maintain help-center articles",
          "Join a weekend rotation once a month",
        ],
        requirements: [
          "2+ years in technical support or a support engineering role",
          "Comfort reading logs, HTTP requests and basic SQL",
          "Excellent written English",
          "Experience with Zendesk or a similar tool",
        ],
        tags: ["technical support", "api", "sql", "zendesk"],
      },
      invoicingSupport: {
        title: "Customer Support Specialist",
        fits: ["lumen"],
        summary: "Help small-business owners get the most from our invoicing app.",
        duties: [
          "Answer customer questions by chat and email",
          "Guide new customers through setup",
          "Spot recurring problems and report them",
          "Keep response times under our targets",
        ],
        requirements: [
          "1+ year in customer support or customer-facing work",
          "Friendly, clear writing",
          "Comfort learning software quickly",
          "Availability in US Eastern or Central working hours",
        ],
        tags: ["customer service", "saas", "chat support"],
      },
      fieldServiceSupport: {
        title: "Customer Support Specialist, Field Service",
        fits: ["atlas"],
        summary:
          "Help HVAC and plumbing offices run scheduling and dispatch smoothly and keep their technicians working.",
        duties: [
          "Answer calls, chats and emails from office managers and technicians",
          "Walk new customers through importing their customer lists and price books",
          "Troubleshoot the technician mobile app",
          "Log bugs and feature requests with clear details",
        ],
        requirements: [
          "1+ year in customer support, dispatch or a trade business office",
          "Patient, clear communication by phone and in writing",
          "Comfort with mobile apps and web software",
          "Availability for 20 to 25 hours a week, including some early mornings",
        ],
        tags: ["customer service", "phone support", "field service"],
      },
      clinicSupportLead: {
        title: "Support Team Lead",
        fits: ["brightline"],
        summary: "Lead a team of eight specialists who help clinic staff with scheduling and video visits.",
        duties: [
          "Coach specialists and review their work weekly",
          "Plan schedules to cover US time zones",
          "Own support metrics and quality reviews",
          "Partner with product on top customer issues",
        ],
        requirements: [
          "4+ years in support, including 1+ year leading people",
          "Experience with support metrics and tooling",
          "Calm under pressure",
          "Healthcare software experience is a plus",
        ],
        tags: ["leadership", "customer service", "healthcare"],
      },
    },
    listings: [
      ["technicalSupport", "harborview", "USA", "full_time", "$80,000 - $95,000", 2],
      ["invoicingSupport", "lumen", "USA, Canada", "full_time", "$48,000 - $56,000", 3],
      ["clinicSupportLead", "brightline", "USA", "full_time", "$75,000 - $88,000", 6],
      ["technicalSupport", "quarry", "Worldwide", "full_time", "$70,000 - $85,000", 9],
      ["fieldServiceSupport", "atlas", "USA", "part_time", "$22 - $26 / hour", 12],
    ],
  }),
  design: category({
    label: "Design",
    roles: {
      productDesigner: {
        title: "Senior Product Designer",
        fits: ANY_COMPANY,
        summary: "Lead design for a product area from research to shipped interface.",
        duties: [
          "Run discovery with customers and turn findings into flows",
          "Design in Figma and maintain our design system",
          "Work daily with engineers on implementation details",
          "Test designs with users before and after release",
        ],
        requirements: [
          "5+ years of product design for web or mobile software",
          "A portfolio showing problems, process and outcomes",
          "Experience with design systems and accessibility",
          "Strong written communication",
        ],
        tags: ["figma", "product design", "ux research", "design systems"],
      },
      permittingUx: {
        title: "UX/UI Designer",
        fits: ["redwood"],
        summary: "Make complex permitting workflows simple for residents and city staff.",
        duties: [
          "Design forms and dashboards that meet WCAG 2.2 AA",
          "Create prototypes and run usability sessions",
          "Document patterns in our component library",
          "Present designs to city customers",
        ],
        requirements: [
          "3+ years of UX/UI design",
          "Experience designing data-heavy web applications",
          "Accessibility knowledge",
          "Public-sector experience is a plus",
        ],
        tags: ["ux", "ui", "accessibility", "figma"],
      },
      invoicingMobileUi: {
        title: "UI Designer (Mobile)",
        fits: ["lumen"],
        summary:
          "Design the screens small-business owners use to send invoices and track payments on their phones.",
        duties: [
          "Design iOS and Android screens in Figma that follow each platform's guidelines",
          "Prototype new flows and test them with customers",
          "Keep our mobile component library consistent",
          "Hand off clear specifications to engineers",
        ],
        requirements: [
          "3+ years of UI design for mobile apps",
          "A portfolio with shipped iOS or Android work",
          "Strong typography and layout skills",
          "Experience working with remote engineering teams",
        ],
        tags: ["ui", "mobile design", "figma"],
      },
    },
    listings: [
      ["productDesigner", "northwind", "USA", "full_time", "$140,000 - $165,000", 3],
      ["permittingUx", "redwood", "USA", "full_time", "$100,000 - $120,000", 5],
      ["productDesigner", "fernway", "USA, Canada", "full_time", "$125,000 - $145,000", 11],
      ["invoicingMobileUi", "lumen", "Worldwide", "contract", "$55 - $70 / hour", 16],
    ],
  }),
  marketing: category({
    label: "Marketing",
    roles: {
      accountingContent: {
        title: "Content Marketing Manager",
        fits: ["summit"],
        summary: "Plan and write content that helps accountants discover and trust our product.",
        duties: [
          "Own the editorial calendar for blog, guides and newsletters",
          "Write and edit long-form articles",
          "Work with subject-matter experts to get details right",
          "Measure results and improve what performs",
        ],
        requirements: [
          "4+ years in content marketing, ideally B2B SaaS",
          "Excellent writing and editing samples",
          "Working knowledge of SEO",
          "Comfort with analytics tools",
        ],
        tags: ["content marketing", "seo", "b2b", "saas"],
      },
      learnerGrowth: {
        title: "Growth Marketing Manager",
        fits: ["fernway"],
        summary: "Own paid and lifecycle channels that bring learners to our courses.",
        duties: [
          "Run paid search and social campaigns",
          "Build email and in-product lifecycle programs",
          "Design experiments and report on results",
          "Manage a monthly budget responsibly",
        ],
        requirements: [
          "3+ years in growth or performance marketing",
          "Hands-on experience with Google Ads and Meta Ads",
          "Strong spreadsheet and analytics skills",
          "Experience with a marketing automation platform",
        ],
        tags: ["growth", "paid acquisition", "email marketing", "analytics"],
      },
      securityProductMarketing: {
        title: "Product Marketing Manager",
        fits: ["quarry"],
        summary:
          "Show security and engineering leaders why cloud posture matters and how our product helps them fix it.",
        duties: [
          "Own positioning and messaging for our posture management product",
          "Create launch plans, sales decks and competitive guides",
          "Interview customers and write case studies",
          "Keep the sales team current on the market",
        ],
        requirements: [
          "4+ years in product marketing for B2B software",
          "Working knowledge of cloud security or DevOps",
          "Excellent writing and presentation skills",
          "Experience working closely with sales teams",
        ],
        tags: ["product marketing", "cybersecurity", "b2b", "saas"],
      },
    },
    listings: [
      ["accountingContent", "summit", "USA", "full_time", "$95,000 - $115,000", 2],
      ["learnerGrowth", "fernway", "USA", "full_time", "$105,000 - $125,000", 7],
      ["securityProductMarketing", "quarry", "USA, Canada", "full_time", "$120,000 - $145,000", 13],
    ],
  }),
  sales: category({
    label: "Sales",
    roles: {
      freightAccountExecutive: {
        title: "Account Executive, Mid-Market",
        fits: ["cobalt"],
        summary: "Sell our platform to shippers and logistics companies with 100 to 1,000 employees.",
        duties: [
          "Run the full sales cycle from discovery to close",
          "Build relationships with operations and finance leaders",
          "Keep the CRM accurate and forecasts honest",
          "Share customer feedback with product",
        ],
        requirements: [
          "3+ years of closing experience in B2B SaaS",
          "A record of meeting quota",
          "Strong discovery and negotiation skills",
          "Logistics or supply-chain background is a plus",
        ],
        tags: ["b2b sales", "saas", "salesforce"],
      },
      securitySdr: {
        title: "Sales Development Representative",
        fits: ["quarry"],
        summary: "Start a sales career by opening conversations with IT and security leaders.",
        duties: [
          "Research target accounts and contacts",
          "Reach out by email, phone and LinkedIn",
          "Qualify leads and book meetings for account executives",
          "Learn our product and market in depth",
        ],
        requirements: [
          "Excellent communication and persistence",
          "Interest in technology and cybersecurity",
          "Previous customer-facing experience is helpful",
          "Availability in US working hours",
        ],
        tags: ["sdr", "lead generation", "cybersecurity"],
      },
      insuranceAccountExecutive: {
        title: "Enterprise Account Executive, Insurance",
        fits: ["tidewater"],
        summary: "Sell our policy and claims platform to regional insurance carriers.",
        duties: [
          "Run long, consultative sales cycles with carriers' operations, IT and finance leaders",
          "Coordinate demos and proofs of concept with solutions engineers",
          "Answer RFPs with the proposals team",
          "Keep the CRM accurate and forecasts honest",
        ],
        requirements: [
          "5+ years of enterprise software sales",
          "Experience selling to insurance carriers or other financial institutions",
          "Comfort with sales cycles of six to nine months",
          "Willingness to visit customers a few times a quarter",
        ],
        tags: ["enterprise sales", "insurance", "salesforce"],
      },
    },
    listings: [
      ["freightAccountExecutive", "cobalt", "USA", "full_time", "$90,000 - $110,000 base + commission", 4],
      ["securitySdr", "quarry", "USA", "full_time", "$60,000 - $70,000 base + commission", 8],
      [
        "insuranceAccountExecutive",
        "tidewater",
        "USA",
        "full_time",
        "$120,000 - $140,000 base + commission",
        14,
      ],
    ],
  }),
  product: category({
    label: "Product",
    roles: {
      paymentsPm: {
        title: "Senior Product Manager",
        fits: ["harborview"],
        summary: "Own the roadmap for payments features used by thousands of marketplaces.",
        duties: [
          "Define strategy and priorities with engineering and design",
          "Talk to customers every week",
          "Write clear problem statements and specifications",
          "Measure outcomes and adjust",
        ],
        requirements: [
          "5+ years of product management for technical products",
          "Experience with payments or financial products",
          "Comfort with SQL and data analysis",
          "Excellent written and verbal communication",
        ],
        tags: ["product management", "payments", "fintech", "sql"],
      },
      clinicalDataPm: {
        title: "Technical Product Manager, Data Platform",
        fits: ["meridian"],
        summary: "Shape the tools researchers use to query and share clinical data.",
        duties: [
          "Gather requirements from researchers and data engineers",
          "Prioritize the platform backlog",
          "Work with compliance on privacy requirements",
          "Write user-facing documentation with the team",
        ],
        requirements: [
          "3+ years of product management or engineering experience",
          "Understanding of data warehouses and APIs",
          "Experience in regulated industries is a plus",
          "Strong organization skills",
        ],
        tags: ["product management", "data platform", "healthcare"],
      },
      invoicingPm: {
        title: "Senior Product Manager, Invoicing",
        fits: ["lumen"],
        summary: "Own the invoicing and payment-reminder features small businesses use to get paid on time.",
        duties: [
          "Talk to small-business owners every week",
          "Set priorities for invoices, reminders and online payments with engineering and design",
          "Write clear problem statements and specifications",
          "Measure adoption and on-time payment rates, and adjust",
        ],
        requirements: [
          "5+ years of product management for SaaS or mobile products",
          "Experience with small-business or self-serve customers",
          "Comfort with SQL and product analytics tools",
          "Excellent written communication",
        ],
        tags: ["product management", "saas", "small business", "analytics"],
      },
    },
    listings: [
      ["paymentsPm", "harborview", "USA", "full_time", "$170,000 - $200,000", 3],
      ["clinicalDataPm", "meridian", "USA, Canada", "full_time", "$140,000 - $165,000", 9],
      ["invoicingPm", "lumen", "USA", "full_time", "$145,000 - $170,000", 18],
    ],
  }),
  devops: category({
    label: "DevOps / Sysadmin",
    roles: {
      paymentsDevops: {
        title: "Senior DevOps Engineer (AWS, Terraform)",
        fits: ["harborview"],
        summary: "Run and improve the infrastructure behind our payments platform.",
        duties: [
          "Manage AWS infrastructure with Terraform",
          "Operate Kubernetes (EKS) clusters and CI/CD pipelines",
          "Improve monitoring, alerting and incident response",
          "Automate security and compliance controls",
        ],
        requirements: [
          "5+ years in DevOps, SRE or infrastructure roles",
          "Deep AWS and Terraform experience",
          "Production Kubernetes experience",
          "Scripting in Python, Go or Bash",
        ],
        tags: ["aws", "terraform", "kubernetes", "ci/cd"],
      },
      freightSre: {
        title: "Site Reliability Engineer",
        fits: ["cobalt"],
        summary: "Keep a national freight platform fast and available.",
        duties: [
          "Define and track service-level objectives",
          "Lead incident response and blameless reviews",
          "Build tooling that reduces manual operations",
          "Plan capacity for seasonal peaks",
        ],
        requirements: [
          "3+ years in SRE or production operations",
          "Experience with Prometheus, Grafana or similar",
          "Linux and networking fundamentals",
          "Programming in Go or Python",
        ],
        tags: ["sre", "prometheus", "linux", "go"],
      },
      insuranceAzureAdmin: {
        title: "Cloud Systems Administrator (Azure)",
        fits: ["tidewater"],
        summary: "Manage the Microsoft cloud environment for a growing insurance software company.",
        duties: [
          "Administer Azure subscriptions, Entra ID and Intune",
          "Maintain backups, patching and security baselines",
          "Automate routine tasks with PowerShell",
          "Support employees with access and device issues",
        ],
        requirements: [
          "3+ years of Windows and Azure administration",
          "PowerShell scripting",
          "AZ-104 certification or equivalent knowledge",
          "Clear documentation habits",
        ],
        tags: ["azure", "powershell", "sysadmin", "windows"],
      },
      securityDevsecops: {
        title: "DevSecOps Engineer (AWS, Terraform)",
        fits: ["quarry"],
        summary: "Secure and automate the AWS infrastructure that scans our customers' cloud accounts.",
        duties: [
          "Manage AWS accounts and networking with Terraform",
          "Build guardrails into CI/CD: image scanning, secret detection, policy as code",
          "Keep SOC 2 controls automated and their evidence current",
          "Respond to security alerts with the on-call engineer",
        ],
        requirements: [
          "5+ years in DevOps or cloud security roles",
          "Deep AWS and Terraform experience",
          "Experience with policy as code, such as Open Policy Agent",
          "Scripting in Python or Go",
        ],
        tags: ["aws", "terraform", "devsecops", "soc 2"],
      },
      telehealthSre: {
        title: "Site Reliability Engineer, Telehealth",
        fits: ["brightline"],
        summary:
          "Keep online booking and video visits reliable for the clinics and patients who depend on them.",
        duties: [
          "Define and track service-level objectives for booking and video",
          "Lead incident response and blameless reviews",
          "Keep infrastructure in line with HIPAA and SOC 2 requirements",
          "Automate routine operations",
        ],
        requirements: [
          "3+ years in SRE or production operations",
          "Experience with Prometheus, Grafana or Datadog",
          "Kubernetes and Linux fundamentals",
          "Experience with real-time video (WebRTC) is a plus",
        ],
        tags: ["sre", "kubernetes", "hipaa", "webrtc"],
      },
    },
    listings: [
      ["paymentsDevops", "harborview", "USA", "full_time", "$160,000 - $190,000", 2],
      ["freightSre", "cobalt", "USA, Canada", "full_time", "$145,000 - $170,000", 5],
      ["insuranceAzureAdmin", "tidewater", "USA", "full_time", "$95,000 - $115,000", 8],
      ["securityDevsecops", "quarry", "Worldwide", "contract", "$85 - $100 / hour", 12],
      ["telehealthSre", "brightline", "USA", "full_time", "$150,000 - $175,000", 20],
    ],
  }),
  "finance-legal": category({
    label: "Finance / Legal",
    roles: {
      seniorAccountant: {
        title: "Senior Accountant",
        fits: ANY_COMPANY,
        summary: "Own month-end close and revenue accounting at a growing SaaS company.",
        duties: [
          "Prepare journal entries and reconciliations",
          "Support revenue recognition under ASC 606",
          "Help prepare for the annual audit",
          "Improve close processes and automation",
        ],
        requirements: [
          "CPA or progress toward it",
          "3+ years of accounting experience, ideally SaaS",
          "Strong Excel skills and an ERP such as NetSuite",
          "Attention to detail",
        ],
        tags: ["accounting", "asc 606", "netsuite", "cpa"],
      },
      healthPrivacyCounsel: {
        title: "Privacy Counsel",
        fits: ["brightline", "meridian"],
        summary: "Advise on privacy and data protection for healthcare software.",
        duties: [
          "Advise product teams on HIPAA and state privacy laws",
          "Draft and negotiate data processing agreements",
          "Maintain privacy policies and training",
          "Respond to customer security and privacy questionnaires",
        ],
        requirements: [
          "J.D. and admission to a US state bar",
          "4+ years of privacy practice, in-house or at a firm",
          "HIPAA experience",
          "Practical, business-minded judgment",
        ],
        tags: ["legal", "privacy", "hipaa", "compliance"],
      },
    },
    listings: [
      ["seniorAccountant", "summit", "USA", "full_time", "$90,000 - $105,000", 4],
      ["healthPrivacyCounsel", "brightline", "USA", "full_time", "$175,000 - $205,000", 10],
      ["seniorAccountant", "lumen", "USA", "full_time", "$85,000 - $100,000", 22],
    ],
  }),
  hr: category({
    label: "Human Resources",
    roles: {
      technicalRecruiter: {
        title: "Technical Recruiter",
        fits: ANY_COMPANY,
        summary: "Hire engineers and designers for a fully remote team.",
        duties: [
          "Partner with hiring managers on role definitions",
          "Source candidates and run structured interview processes",
          "Manage offers, including for candidates who need visa sponsorship",
          "Keep the candidate experience excellent",
        ],
        requirements: [
          "3+ years of technical recruiting",
          "Experience with Greenhouse or Lever",
          "Knowledge of US hiring compliance",
          "Familiarity with H-1B transfers is a plus",
        ],
        tags: ["recruiting", "talent acquisition", "greenhouse"],
      },
      peopleOperations: {
        title: "People Operations Generalist",
        fits: ANY_COMPANY,
        summary: "Run onboarding, benefits and HR operations for employees in 30 states.",
        duties: [
          "Own onboarding and offboarding",
          "Administer benefits and answer employee questions",
          "Keep HR systems and records accurate",
          "Support multi-state payroll and compliance",
        ],
        requirements: [
          "3+ years in HR operations",
          "Experience with multi-state employment",
          "Comfort with HRIS tools such as Rippling or BambooHR",
          "Discretion with confidential information",
        ],
        tags: ["people operations", "hr", "benefits", "hris"],
      },
    },
    listings: [
      ["technicalRecruiter", "quarry", "USA", "full_time", "$95,000 - $115,000", 3],
      ["peopleOperations", "atlas", "USA", "full_time", "$75,000 - $88,000", 9],
      ["technicalRecruiter", "northwind", "USA, Canada", "contract", "$50 - $65 / hour", 15],
    ],
  }),
  qa: category({
    label: "QA",
    roles: {
      playwright: {
        title: "QA Automation Engineer (Playwright)",
        fits: ANY_COMPANY,
        summary: "Build the automated tests that let us release every day with confidence.",
        duties: [
          "Design and maintain end-to-end tests with Playwright and TypeScript",
          "Add API tests and contract tests to CI pipelines",
          "Find flaky tests and fix their causes",
          "Work with developers on testability",
        ],
        requirements: [
          "3+ years in test automation",
          "Strong TypeScript or JavaScript",
          "Experience with Playwright, Cypress or Selenium",
          "Understanding of CI/CD and Git workflows",
        ],
        tags: ["playwright", "typescript", "test automation", "ci/cd"],
      },
      paymentsSdet: {
        title: "Senior SDET (Java)",
        fits: ["harborview"],
        summary: "Lead test strategy for payment APIs where correctness matters most.",
        duties: [
          "Build API test frameworks with Java and REST Assured",
          "Design performance tests with Gatling or JMeter",
          "Define quality gates for releases",
          "Mentor QA engineers",
        ],
        requirements: [
          "5+ years as an SDET or automation engineer",
          "Strong Java and REST API testing",
          "Experience with performance testing",
          "Payments or fintech experience is a plus",
        ],
        tags: ["java", "rest assured", "api testing", "performance testing"],
      },
      manualQa: {
        title: "Manual QA Tester",
        // Companies whose customers use a mobile app as well as the web.
        fits: ["atlas", "brightline", "lumen", "fernway"],
        summary: "Test our mobile and web apps before each release, on real devices.",
        duties: [
          "Write and run test cases for new features",
          "Do exploratory testing on iOS, Android and web",
          "Report bugs with clear reproduction steps",
          "Check fixes and regression-test releases",
        ],
        requirements: [
          "1+ year of software testing",
          "Careful, methodical approach",
          "Experience with Jira or a similar tracker",
          "ISTQB Foundation is a plus",
        ],
        tags: ["manual testing", "mobile testing", "jira"],
      },
    },
    listings: [
      ["playwright", "fernway", "USA", "full_time", "$105,000 - $125,000", 1],
      ["paymentsSdet", "harborview", "USA", "full_time", "$145,000 - $170,000", 4],
      ["manualQa", "atlas", "USA, Canada", "contract", "$30 - $38 / hour", 6],
      ["playwright", "redwood", "USA", "full_time", "$100,000 - $118,000", 10],
      ["manualQa", "brightline", "Latin America", "contract", "$22 - $28 / hour", 17],
    ],
  }),
  writing: category({
    label: "Writing",
    roles: {
      paymentsApiDocs: {
        title: "Technical Writer, API Documentation",
        fits: ["harborview"],
        summary: "Write the documentation developers use to integrate with our payments API.",
        duties: [
          "Write guides, tutorials and reference documentation",
          "Test every code sample you publish",
          "Work with engineers to document new features before launch",
          "Improve the structure and search of our developer portal",
        ],
        requirements: [
          "3+ years of technical writing for developers",
          "Ability to read code in at least one language",
          "Experience with OpenAPI and docs-as-code tools",
          "Writing samples",
        ],
        tags: ["technical writing", "api documentation", "openapi", "docs as code"],
      },
      certificationContent: {
        title: "Instructional Content Writer",
        fits: ["fernway"],
        summary: "Write lessons and practice questions for IT certification courses.",
        duties: [
          "Write clear lessons for cloud and networking certifications",
          "Create practice questions with explanations",
          "Review content with subject-matter experts",
          "Update courses when exams change",
        ],
        requirements: [
          "2+ years of instructional or technical writing",
          "Hands-on IT or cloud knowledge",
          "Excellent grammar and clarity",
          "A relevant certification is a plus",
        ],
        tags: ["instructional design", "technical writing", "e-learning"],
      },
      securityDocs: {
        title: "Technical Writer, Security Documentation",
        fits: ["quarry"],
        summary:
          "Write the guides security teams follow to connect their cloud accounts and fix the risks we find.",
        duties: [
          "Write setup guides for our AWS, Azure and Google Cloud integrations",
          "Explain each finding: why it matters and how to fix it, with tested commands and Terraform",
          "Keep the documentation in step with weekly releases",
          "Work with support to close the gaps customers report",
        ],
        requirements: [
          "3+ years of technical writing for developers or IT professionals",
          "Hands-on familiarity with a major cloud provider",
          "Experience with docs-as-code tools such as Markdown and Git",
          "Writing samples",
        ],
        tags: ["technical writing", "cloud security", "docs as code", "aws"],
      },
    },
    listings: [
      ["paymentsApiDocs", "harborview", "USA, Canada", "full_time", "$100,000 - $120,000", 5],
      ["certificationContent", "fernway", "Worldwide", "contract", "$40 - $55 / hour", 8],
      ["securityDocs", "quarry", "USA", "full_time", "$95,000 - $115,000", 19],
    ],
  }),
};

const JOB_TYPE_WORDS: Record<string, string> = {
  full_time: "full-time",
  part_time: "part-time",
  contract: "contract",
};

/** A seeded listing in the shape the remote-jobs service answers (before normalising). */
export type SeedRemoteJob = {
  id: number;
  url: string;
  title: string;
  company_name: string;
  category: string;
  tags: string[];
  job_type: string;
  publication_date: string;
  candidate_required_location: string;
  salary: string;
  description: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every category's sample listings, dated relative to `now`. */
export function sampleRemoteJobs(now = new Date()): Record<JobCategory, SeedRemoteJob[]> {
  let id = 900_000;
  const result = {} as Record<JobCategory, SeedRemoteJob[]>;
  for (const [category, { label, roles, listings }] of Object.entries(SAMPLE_JOB_CATEGORIES) as [
    JobCategory,
    CategoryJobs,
  ][]) {
    result[category] = listings.map(([roleKey, companyKey, location, jobType, salary, daysAgo]) => {
      const role = roles[roleKey]!;
      const company: Company = COMPANIES[companyKey];
      id += 1;
      const place = location === "Worldwide" ? "from anywhere" : `from ${location}`;
      return {
        id,
        url: `https://careers.${company.domain}.example/jobs/${id}`,
        title: role.title,
        company_name: company.name,
        category: label,
        tags: role.tags,
        job_type: jobType,
        publication_date: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
        candidate_required_location: location,
        salary,
        description: [
          `<p><strong>${company.name}</strong> ${company.about}. ${role.summary}</p>`,
          `<p>This is a ${JOB_TYPE_WORDS[jobType] ?? jobType} remote role open to candidates ${place}. Pay: ${salary}.</p>`,
          "<h3>What you will do</h3>",
          `<ul>${role.duties.map((duty) => `<li>${duty}</li>`).join("")}</ul>`,
          "<h3>What we are looking for</h3>",
          `<ul>${role.requirements.map((requirement) => `<li>${requirement}</li>`).join("")}</ul>`,
        ].join(""),
      };
    });
  }
  return result;
}
