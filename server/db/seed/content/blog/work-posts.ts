import type { SeedBlogPost } from "./types.ts";

export const workPosts: SeedBlogPost[] = [
  {
    slug: "salary-negotiation-for-tech-jobs-in-the-usa",
    name: "Salary Negotiation for Tech Jobs in the USA",
    category: "salary-and-offers",
    tags: ["Salary Negotiation", "Job Offers"],
    thumbnail: "salary",
    metaDescription:
      "How to research market pay, answer the salary-expectations question, and negotiate a US tech offer politely and effectively, with scripts you can adapt.",
    metaKeyword: "salary negotiation, tech salary USA, negotiate offer, salary expectations, compensation",
    html: `
<p>In the US, negotiating a job offer is normal and expected. Recruiters usually leave room in their first offer, and a polite, well-prepared request rarely causes an offer to be withdrawn. Yet many candidates – especially those new to the US market – accept the first number. A single conversation can change your pay for years, because future raises are calculated from it.</p>

<h2>Know your market</h2>
<p>Negotiation starts before the first interview. Gather three kinds of data for your role, level and city:</p>
<ul>
<li><strong>Salary ranges in job postings.</strong> Several states and cities, including California, Colorado, Washington and New York, require employers to publish pay ranges.</li>
<li><strong>Self-reported compensation sites</strong> such as Levels.fyi and Glassdoor, which are especially useful for large tech companies.</li>
<li><strong>Government data:</strong> the Bureau of Labor Statistics publishes wages by occupation and area, and the Department of Labor's H-1B LCA disclosure data shows the salaries employers filed for specific job titles.</li>
</ul>
<p>From these, set three numbers privately: your target, the figure you would happily accept, and your walk-away point.</p>

<h2>The "salary expectations" question</h2>
<p>Recruiters often ask early. Many states and cities prohibit employers from asking about your <em>current</em> salary; you can simply decline to share it. For expectations, you have two good options:</p>
<ol>
<li><strong>Defer:</strong> "I'd like to learn more about the role and level first. I'm sure we can agree on something fair if it's the right fit. What range did you budget for this position?"</li>
<li><strong>Give a researched range</strong> whose bottom is your target: "Based on my research for senior backend roles in Austin, I'm looking at $165,000 to $185,000 base, depending on the overall package."</li>
</ol>
<p>Avoid naming a low number just to stay in the process.</p>

<h2>When the offer arrives</h2>
<p>Thank the recruiter, show enthusiasm, and ask for everything in writing: base salary, bonus, equity (number of shares or units, vesting schedule, current value), sign-on bonus, start date and benefits. Do not accept on the call. Asking for a few days to review is standard.</p>

<h2>Making the request</h2>
<p>Negotiate the whole package, but lead with one or two clear asks, and give a reason. Competing offers are the strongest reason; market data and the scope of the role are next.</p>
<blockquote><p>"Thank you again – I'm excited about the team and the platform work. Based on my research and the scope we discussed, I was hoping for a base closer to $180,000. I also have another offer at a higher total compensation. If you can get to $180,000, I'm ready to sign this week."</p></blockquote>
<p>Then stop talking and let them respond. If base salary is fixed by salary bands, ask about other levers:</p>
<ul>
<li>A sign-on bonus (often easier to approve because it is paid once)</li>
<li>More equity or a larger refresh grant</li>
<li>A higher level or title, which moves the whole band</li>
<li>Start date, remote days, relocation support, education budget</li>
<li>For visa holders: confirmation that the company will file the H-1B and start the green card process, and by when</li>
</ul>

<h2>Understand the whole offer</h2>
<p>Compare offers by total compensation, not base alone. Restricted stock units at public companies usually vest over four years; startup stock options may be worth a lot or nothing. Check the 401(k) match, health insurance premiums and deductibles, and paid time off. A slightly lower base with strong benefits can be worth more.</p>

<h2>Things to avoid</h2>
<ul>
<li>Inventing competing offers – recruiters may ask for details.</li>
<li>Making ultimatums you are not ready to carry out.</li>
<li>Negotiating after you have accepted.</li>
<li>Going back more than two rounds; after that, decide.</li>
</ul>
<p>Once you agree, get the final offer letter in writing and check it matches what was promised before you sign.</p>
`,
  },
  {
    slug: "understanding-a-us-tech-job-offer",
    name: "Reading a US Tech Job Offer: Base, Bonus, Equity and Benefits",
    category: "salary-and-offers",
    tags: ["Job Offers", "Equity", "Salary Negotiation"],
    thumbnail: "offer",
    metaDescription:
      "What each part of a US tech offer letter means: base pay, bonuses, RSUs and stock options, vesting, 401(k) matching, health insurance, PTO, W-2 versus 1099 and at-will employment.",
    metaKeyword: "job offer, RSU, stock options, vesting, 401k, health insurance, W-2, 1099, offer letter",
    html: `
<p>A US tech offer letter can include half a dozen kinds of pay and benefits, and the figure in the first line – base salary – may be only part of what the job is worth. Before you compare offers or negotiate, understand each part.</p>

<h2>Base salary</h2>
<p>Your fixed annual pay before taxes, paid every two weeks or twice a month. Federal income tax, Social Security and Medicare are withheld; most states add state income tax (a few, such as Texas, Florida and Washington, have none). A $150,000 salary in Seattle and in San Francisco leaves quite different take-home pay.</p>

<h2>Bonuses</h2>
<ul>
<li><strong>Sign-on bonus:</strong> a one-time payment when you join. It often must be repaid, fully or partly, if you leave within a year.</li>
<li><strong>Annual or performance bonus:</strong> usually stated as a target percentage of base ("15% target"). The actual amount depends on company and individual performance.</li>
</ul>

<h2>Equity</h2>
<h3>Restricted stock units (RSUs)</h3>
<p>Common at public companies. You receive shares as they vest; they are taxed as income when they vest, at their market value. A typical grant vests over four years, often with a one-year "cliff" (nothing until the first anniversary, then 25%) and monthly or quarterly vesting after that. Some companies weight vesting toward later years.</p>
<h3>Stock options</h3>
<p>Common at startups. An option is the right to buy shares at a fixed "strike price". They are valuable only if the company's value grows and you can eventually sell the shares, for example after an acquisition or IPO. Ask: how many options, the strike price, the latest valuation, the total number of shares outstanding (so you know your percentage), and how long you have to exercise after leaving.</p>
<p>Value equity conservatively: a public company's stock price moves, and most startup options never become valuable.</p>

<h2>Benefits</h2>
<ul>
<li><strong>Health insurance:</strong> employers usually pay most of the premium. Compare what you pay per month, the deductible and the out-of-pocket maximum, especially if you have a family.</li>
<li><strong>401(k):</strong> a retirement account with tax advantages. An employer "match" – for example 100% of your contributions up to 4% of salary – is free money; check whether it vests immediately.</li>
<li><strong>Paid time off:</strong> US law does not require paid vacation; 15–20 days plus public holidays is common in tech. Some companies offer "unlimited PTO", which in practice depends on culture.</li>
<li><strong>Other:</strong> parental leave, learning budgets, home-office stipends, commuter benefits, life and disability insurance.</li>
</ul>

<h2>Employment type</h2>
<ul>
<li><strong>W-2 employee:</strong> the employer withholds taxes, pays half of Social Security and Medicare, and offers benefits.</li>
<li><strong>1099 contractor:</strong> you are paid gross, pay self-employment tax yourself and get no benefits. A contract rate must be much higher than an equivalent salary to be worth the same.</li>
<li><strong>Corp-to-corp (C2C):</strong> you bill through your own company, common with staffing agencies. Visa holders generally must be W-2 employees of their sponsor.</li>
</ul>

<h2>Terms to read carefully</h2>
<ul>
<li><strong>At-will employment:</strong> most US jobs can be ended by either side at any time, without notice. Notice periods are customary (two weeks), not required.</li>
<li><strong>Non-compete and non-solicitation clauses:</strong> their enforceability varies by state; California largely prohibits non-competes.</li>
<li><strong>Intellectual property assignment:</strong> check how side projects are treated.</li>
<li><strong>Background checks and start conditions,</strong> such as work authorization and, for visa holders, petition approval.</li>
</ul>

<h2>Putting numbers side by side</h2>
<p>For each offer, calculate first-year and average annual total compensation: base + expected bonus + the value of equity vesting that year + sign-on bonus (first year only) + the 401(k) match. Then weigh what the numbers miss: the team, what you will learn, the commute or remote setup, and – if you need sponsorship – how reliable the employer is with immigration.</p>
`,
  },
  {
    slug: "landing-and-thriving-in-a-remote-it-job",
    name: "Landing and Thriving in a Remote IT Job",
    category: "remote-work",
    tags: ["Remote Work", "Job Search"],
    thumbnail: "remote",
    metaDescription:
      "How remote hiring in US tech works, why many postings say 'USA only', how to stand out as a remote candidate, and the habits that make remote engineers successful.",
    metaKeyword:
      "remote jobs, remote work, work from home IT, remote software engineer, asynchronous communication",
    html: `
<p>Remote work is now a permanent part of US tech. Fully remote roles are fewer than at their peak and receive many more applicants per opening than office jobs, so they reward candidates who understand what remote employers look for. This guide covers both getting the job and doing it well.</p>

<h2>Read the location line carefully</h2>
<p>"Remote" rarely means "anywhere in the world". Postings typically say "Remote – USA", "Remote – US time zones" or list specific states. The reasons are practical: employers must register for payroll taxes in each state where employees live, follow local employment law, and meet security or customer requirements. For a US-based role you will almost always need US work authorization. Some companies hire internationally through an "employer of record" or as contractors; those roles say so explicitly.</p>

<h2>Where to look</h2>
<ul>
<li>Remote-focused job boards list roles with clear location requirements; our <a href="/job">remote jobs page</a> collects current listings by category.</li>
<li>Company career pages: many companies with distributed teams publish handbooks describing how they work.</li>
<li>LinkedIn's "Remote" filter, combined with a saved search for your title.</li>
</ul>

<h2>Standing out as a remote candidate</h2>
<p>Remote employers screen for the same technical skills as others, plus evidence that you work well without supervision. Show it:</p>
<ul>
<li><strong>Write well.</strong> Your application, cover note and emails are the first sample of your written communication, which is the core skill of remote work.</li>
<li><strong>Mention remote experience specifically:</strong> "Worked across three time zones; led design reviews in written RFCs."</li>
<li><strong>Show self-directed work:</strong> open-source contributions, side projects with documentation, or initiatives you started.</li>
<li><strong>Be ready for video interviews:</strong> stable connection, good microphone, light in front of you, and a shared-screen coding setup you have tested.</li>
</ul>

<h2>Habits of successful remote engineers</h2>
<h3>Write things down</h3>
<p>Decisions made in a call are lost unless someone writes them up. Summarize meetings, document designs, and keep a short weekly update of what you did, what is next, and what is blocking you. It makes your work visible – a real concern when nobody sees you at a desk.</p>
<h3>Communicate asynchronously</h3>
<p>Ask questions with full context so they can be answered without a meeting: what you are trying to do, what you tried, the exact error, and what you need. Respect colleagues' time zones and working hours.</p>
<h3>Overcommunicate status</h3>
<p>If a task will be late, say so early. Remote managers cannot read your progress from the room; silence reads as "stuck".</p>
<h3>Protect your focus and your evenings</h3>
<p>Block focus time in your calendar, batch notifications, and set a clear end to the working day. Burnout is the most common remote-work problem, and it arrives quietly.</p>

<h2>Your setup</h2>
<ul>
<li>A dedicated workspace, a good chair and an external monitor.</li>
<li>A headset with a clear microphone.</li>
<li>Reliable internet with a fallback, such as a phone hotspot.</li>
<li>Security basics: company work on company devices, a password manager, multi-factor authentication, automatic updates, and no sensitive work on public Wi-Fi without a VPN.</li>
</ul>

<h2>Building relationships</h2>
<p>Schedule short one-to-one calls with teammates in your first weeks, turn your camera on in small meetings, join optional social channels, and go to in-person gatherings when the company offers them. Relationships are what get you help, good projects and, later, referrals.</p>
`,
  },
  {
    slug: "cloud-certifications-worth-it-aws-azure-google-cloud",
    name: "Which Cloud Certifications Are Worth It? AWS, Azure and Google Cloud",
    category: "certifications-and-skills",
    tags: ["Cloud", "AWS", "Azure", "Google Cloud", "Certifications"],
    thumbnail: "cloud",
    metaDescription:
      "A guide to cloud certifications for US tech job seekers: which AWS, Azure and Google Cloud exams to take for each role, how to prepare, and what certifications can and cannot do.",
    metaKeyword:
      "AWS certification, Azure certification, Google Cloud certification, cloud certifications, Solutions Architect",
    html: `
<p>Cloud skills appear in a large share of US IT job postings, from developer and data roles to support and security. Certifications are a recognized way to show those skills – particularly valuable when you are changing careers, new to the US market, or your past employers are unknown to American recruiters. But they are not all equally useful. Here is how to choose.</p>

<h2>What certifications do and don't do</h2>
<p>A certification gets your résumé past keyword filters and gives recruiters a standard reference point. Some employers – especially consulting firms and cloud partners – need certified staff for their partnership status and value certifications directly. What a certification does not do is replace experience: interviewers will ask you to design, debug and explain. Combine every certification with a hands-on project you can talk about.</p>

<h2>Which cloud first?</h2>
<p>Amazon Web Services has the largest market share and appears in the most postings; Microsoft Azure is strong in enterprises that already use Microsoft products; Google Cloud is popular for data and machine learning work. Look at 20 postings for your target role in your target city and count. If there is no clear winner, start with AWS.</p>

<h2>AWS</h2>
<ul>
<li><strong>Cloud Practitioner</strong> – foundational. Useful for non-engineers and complete beginners; most engineers can skip it.</li>
<li><strong>Solutions Architect – Associate</strong> – the most requested AWS certification. Covers compute, storage, networking, databases, security and designing resilient, cost-effective systems.</li>
<li><strong>Developer – Associate</strong> – serverless, APIs, CI/CD and SDK use; good for backend developers.</li>
<li><strong>Professional and Specialty</strong> certifications (Solutions Architect – Professional, DevOps Engineer – Professional, Security – Specialty) – for experienced engineers, and respected. AWS retires and replaces exams from time to time (the Machine Learning – Specialty exam, for example, gave way to the Machine Learning Engineer – Associate), so check the current list before you plan.</li>
</ul>
<p>AWS certifications are valid for three years. Associate exams cost about $150 in the US.</p>

<h2>Microsoft Azure</h2>
<ul>
<li><strong>AZ-900 Azure Fundamentals</strong> – foundational.</li>
<li><strong>AZ-104 Azure Administrator Associate</strong> – the common starting point for cloud and infrastructure roles.</li>
<li><strong>AZ-204 Azure Developer Associate</strong> – for developers building on Azure.</li>
<li><strong>AZ-305 Solutions Architect Expert</strong> and <strong>AZ-400 DevOps Engineer Expert</strong> – advanced.</li>
</ul>
<p>Microsoft's role-based certifications must be renewed every year through a free online assessment.</p>

<h2>Google Cloud</h2>
<ul>
<li><strong>Cloud Digital Leader</strong> – foundational.</li>
<li><strong>Associate Cloud Engineer</strong> – hands-on deployment and operations.</li>
<li><strong>Professional Cloud Architect</strong> and <strong>Professional Data Engineer</strong> – well regarded, especially in data-heavy companies.</li>
</ul>

<h2>Beyond the big three</h2>
<p>For DevOps and platform roles, the Linux Foundation's <strong>Certified Kubernetes Administrator (CKA)</strong> and <strong>Certified Kubernetes Application Developer (CKAD)</strong> are performance-based exams in a live cluster, so they are strong evidence of practical skill. HashiCorp's <strong>Terraform Associate</strong> is a useful, inexpensive addition for infrastructure-as-code roles.</p>

<h2>Suggested paths</h2>
<table>
<thead><tr><th>Target role</th><th>First</th><th>Next</th></tr></thead>
<tbody>
<tr><td>Backend / full-stack developer</td><td>AWS Developer – Associate or AZ-204</td><td>AWS Solutions Architect – Associate</td></tr>
<tr><td>DevOps / platform engineer</td><td>AWS Solutions Architect – Associate or AZ-104</td><td>CKA, Terraform Associate, then a DevOps professional exam</td></tr>
<tr><td>Data engineer</td><td>AWS Solutions Architect – Associate or Google Associate Cloud Engineer</td><td>Google Professional Data Engineer or an AWS data certification</td></tr>
<tr><td>Support / operations</td><td>AZ-104 or AWS Solutions Architect – Associate</td><td>Security or networking specialization</td></tr>
</tbody>
</table>

<h2>How to prepare</h2>
<ol>
<li>Read the official exam guide and list the domains and their weights.</li>
<li>Take a structured course, but spend at least half your time in the console and the command line, using free tiers and sandbox accounts.</li>
<li>Build one small project end to end – for example, a containerized API behind a load balancer with a managed database, deployed with infrastructure as code and a CI pipeline – and put it on GitHub.</li>
<li>Take timed practice exams and study every wrong answer until you can explain why the right one is right.</li>
<li>Set a billing alert before you start, and delete resources when you are done.</li>
</ol>
<p>Most people with some IT background prepare for an associate exam in six to ten weeks of part-time study. List it on your résumé and LinkedIn as soon as you pass, and be ready to talk about the project you built along the way.</p>
`,
  },
];
