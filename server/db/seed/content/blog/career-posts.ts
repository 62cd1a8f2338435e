import type { SeedBlogPost } from "./types.ts";

export const careerPosts: SeedBlogPost[] = [
  {
    slug: "how-to-write-a-resume-for-us-tech-employers",
    name: "How to Write a Résumé That US Tech Employers Actually Read",
    category: "career-advice",
    tags: ["Résumé", "ATS", "Job Search"],
    thumbnail: "resume",
    metaDescription:
      "A practical guide to the one-page, results-first résumé US tech recruiters expect: format, bullet points with numbers, skills, ATS parsing and what to leave out.",
    metaKeyword: "resume, US resume format, tech resume, ATS, software engineer resume",
    html: `
<p>A recruiter at a US technology company spends well under a minute on a first pass through a résumé. In that time they are answering three questions: <em>what does this person do, how well, and does it match the role?</em> Everything on the page should help them answer quickly. If you were trained to write a CV elsewhere, several habits need to change.</p>

<h2>What a US tech résumé looks like</h2>
<ul>
<li><strong>One page</strong> for up to about ten years of experience; two pages only when the second page is genuinely strong.</li>
<li><strong>No photo, date of birth, marital status, nationality or full home address.</strong> US employers avoid this information to stay clear of discrimination claims, and many will discard a résumé that includes a photo. City and state (or "Open to relocation") are enough.</li>
<li><strong>Reverse chronological order:</strong> your current or latest role first.</li>
<li><strong>A plain, single-column layout.</strong> Tables, text boxes, icons and two-column templates often come out scrambled in applicant tracking systems (ATS).</li>
<li><strong>Saved as PDF</strong> unless the application asks for Word, with a file name such as <code>Jane-Doe-Resume.pdf</code>.</li>
</ul>

<h2>The header</h2>
<p>Name, phone number, a professional email address, LinkedIn URL and, for engineers, a GitHub or portfolio link that actually shows work. You do not need an "Objective" paragraph. A two-line summary is optional; it helps career changers and senior candidates explain their direction ("Backend engineer with 6 years in payments, moving into platform engineering").</p>

<h2>Experience: write results, not duties</h2>
<p>The most common weakness is a list of responsibilities copied from a job description: "Responsible for developing microservices." That says what the job was, not what you achieved. Strong bullets follow a simple pattern: <strong>action verb + what you did + measurable result</strong>.</p>
<table>
<thead><tr><th>Weak</th><th>Strong</th></tr></thead>
<tbody>
<tr><td>Worked on the checkout service.</td><td>Cut checkout API p95 latency from 900 ms to 250 ms by adding Redis caching and batching inventory calls.</td></tr>
<tr><td>Responsible for test automation.</td><td>Built a Playwright suite of 420 tests that runs on every pull request, reducing escaped defects by 35% in two quarters.</td></tr>
<tr><td>Helped migrate to the cloud.</td><td>Moved 14 services from on-premises VMs to AWS ECS with Terraform, lowering hosting cost by $180K a year.</td></tr>
</tbody>
</table>
<p>If you do not have exact numbers, use honest estimates you can defend in an interview ("about 30%", "for 2 million monthly users"). Interviewers will ask about every bullet, so never claim work you cannot explain in detail.</p>
<p>Aim for three to six bullets for recent roles and one or two for older ones. Put the most impressive bullet first: many readers only see the first two.</p>

<h2>Skills section</h2>
<p>Group skills so they can be scanned: <em>Languages</em> (Java, Python, TypeScript), <em>Frameworks</em> (Spring Boot, React), <em>Cloud and tools</em> (AWS, Docker, Kubernetes, GitHub Actions), <em>Data</em> (PostgreSQL, Kafka). List only what you could be interviewed on. Rating bars ("Java ★★★★☆") mean nothing to a reader and confuse parsers.</p>

<h2>Getting through the ATS</h2>
<p>Most mid-size and large employers use an applicant tracking system such as Workday, Greenhouse, Lever or iCIMS. These systems store your résumé as text and let recruiters search it. Contrary to popular myth, most do not automatically reject you by a score, but a recruiter searching for "Kubernetes" will not find you if the word is hidden in an image. Practical rules:</p>
<ul>
<li>Use standard section headings: Experience, Education, Skills, Projects, Certifications.</li>
<li>Mirror the exact terms in the job posting when they are true for you: if the posting says "CI/CD" and your résumé says "build pipelines", use both.</li>
<li>Write out acronyms once: "Amazon Web Services (AWS)".</li>
<li>Keep dates in a consistent format such as "Mar 2021 – Present".</li>
</ul>

<h2>Education, projects and certifications</h2>
<p>Recent graduates put education near the top; experienced candidates put it at the bottom. For degrees from outside the US, add the US equivalent if it is not obvious ("B.Tech. in Computer Science, equivalent to a US bachelor's degree"). Include GPA only if it is strong and recent. Projects matter most when your professional experience is thin: describe them like jobs, with the stack and a result ("deployed, 1,200 monthly users"). Certifications such as AWS Solutions Architect – Associate belong in their own short section.</p>

<h2>Gaps, visas and other sensitive points</h2>
<p>A short gap needs no explanation on the page. A longer one can be covered with one honest line ("Career break – relocation to the US, completed AWS certification"). Do not put visa details on the résumé; answer work-authorization questions in the application form, where employers ask them directly.</p>

<h2>A final checklist</h2>
<ol>
<li>Tailor the top third of the page to each role: summary, first bullets, skill order.</li>
<li>Read it aloud once; typos in a résumé for a detail-oriented job are costly.</li>
<li>Paste the PDF text into a plain text editor: if it comes out in the wrong order, so will it in the ATS.</li>
<li>Ask someone working in US tech to read it for 30 seconds and tell you what you do. If they can't, rewrite the top.</li>
</ol>
`,
  },
  {
    slug: "linkedin-profile-for-software-engineers",
    name: "LinkedIn for Software Engineers: Building a Profile Recruiters Find",
    category: "career-advice",
    tags: ["LinkedIn", "Networking", "Job Search"],
    thumbnail: "linkedin",
    metaDescription:
      "How US tech recruiters search LinkedIn, and how to write a headline, About section and experience entries that make you show up and get messages.",
    metaKeyword: "LinkedIn profile, software engineer LinkedIn, recruiters, networking, job search USA",
    html: `
<p>In the US, LinkedIn is where most technical recruiting starts. Recruiters use LinkedIn Recruiter to search for people by title, skills, location and experience, and then send messages. A good profile means jobs come to you; a thin one means you apply cold to every opening. Here is how to make the search work in your favor.</p>

<h2>How recruiters search</h2>
<p>A recruiter filling a "Senior Backend Engineer, Java, Chicago or remote" role will typically filter by current title, skills listed on the profile, keywords in the text, location and years of experience. The algorithm also favors profiles that are complete and members who are active and respond to messages. So the goal is simple: use the words recruiters search for, in the places they are weighted most.</p>

<h2>Headline: your most important 220 characters</h2>
<p>By default LinkedIn shows your current title and employer. Replace it with a headline that states your role and core stack:</p>
<ul>
<li>Weak: <em>"Seeking new opportunities"</em> or <em>"Software Engineer at Acme"</em></li>
<li>Strong: <em>"Backend Engineer | Java, Spring Boot, Kafka, AWS | Payments and high-volume APIs"</em></li>
</ul>
<p>Avoid "aspiring" and "looking for a job" in the headline: recruiters search for what you are, not what you want.</p>

<h2>Open to Work</h2>
<p>The "Open to Work" setting lets you choose job titles, locations (including remote) and start dates. You can make it visible to recruiters only, which does not show the green photo frame to your current employer. Add every title you would accept: "Software Engineer", "Backend Engineer", "Java Developer".</p>

<h2>The About section</h2>
<p>Write three short paragraphs in the first person: what you do and for whom, two or three achievements with numbers, and what you are looking for next. End with a line of keywords, for example "Skills: Java, Spring Boot, PostgreSQL, Kafka, Docker, Kubernetes, AWS, CI/CD". This section is indexed for search and read by people who click through.</p>

<h2>Experience entries</h2>
<p>Use the same results-first bullets as your résumé, but you can add a sentence of context about the product and team. Make sure titles are standard US titles: if your official title was "Member of Technical Staff II" or "Associate Consultant", consider adding the common equivalent in the description ("Software Engineer working on…"). Add skills to each role; LinkedIn connects them to your skills list.</p>

<h2>Skills and endorsements</h2>
<p>You can list up to 100 skills; pin your top five. Prioritize the technologies in the jobs you want, not everything you have touched. Endorsements help a little with search ranking; ask former colleagues to endorse the specific skills you want to be found for, and return the favor honestly.</p>

<h2>Photo, banner and URL</h2>
<p>Unlike a résumé, a LinkedIn profile should have a photo: a clear, friendly head-and-shoulders picture against a plain background. Profiles with photos receive far more views. Set a custom URL (<code>linkedin.com/in/jane-doe-dev</code>) and use it on your résumé.</p>

<h2>Networking without being awkward</h2>
<p>Referrals are the most effective way into US tech companies: a referred candidate is much more likely to get an interview than a cold applicant. Build your network before you need it:</p>
<ol>
<li>Connect with former classmates, colleagues and people you meet at meetups, always with a one-line personal note.</li>
<li>When you find a role, look for people at the company who share your school, former employer or home country. Ask a specific question: "I'm applying for the Platform Engineer role on your team; could I ask you two questions about how the team works?"</li>
<li>After a helpful conversation, it is normal to ask: "Would you be comfortable referring me?" Make it easy by sending your résumé and the job link.</li>
</ol>

<h2>Posting and activity</h2>
<p>You do not need to become an influencer. Sharing a short write-up of something you built or learned once or twice a month keeps your profile active and gives recruiters something concrete to mention in their first message.</p>

<h2>Replying to recruiters</h2>
<p>Answer promptly, even when you are not interested: recruiters remember people who reply, and LinkedIn ranks responsive members higher. When you are interested, reply with your target role, location or remote preference, expected timeline and, if relevant, your work-authorization status, and suggest times for a call.</p>
`,
  },
  {
    slug: "90-day-job-search-plan-for-it-jobs-in-the-usa",
    name: "A 90-Day Job Search Plan for IT Roles in the USA",
    category: "career-advice",
    tags: ["Job Search", "Networking", "Résumé"],
    thumbnail: "plan",
    metaDescription:
      "A week-by-week plan for a focused US tech job search: target roles, materials, applications, referrals, interview practice and tracking your pipeline.",
    metaKeyword: "job search plan, IT jobs USA, tech job hunt, applications, referrals",
    html: `
<p>Job searches fail less from a lack of talent than from a lack of structure: a burst of applications, a few rejections, then weeks of waiting. A typical US tech hiring process takes three to eight weeks from application to offer, so a realistic search runs for about three months. This plan divides that time into three phases.</p>

<h2>Days 1–14: decide, prepare, measure</h2>
<h3>Choose one or two target roles</h3>
<p>"Any IT job" is not a target. Pick titles that match your experience, such as "QA Automation Engineer" or "Data Analyst", and read 20 postings for each. Write down the skills that appear in more than half of them. That list drives your résumé, your study plan and your LinkedIn profile.</p>
<h3>Prepare your materials</h3>
<ul>
<li>A one-page résumé tailored to the target role, with results-first bullets.</li>
<li>A LinkedIn profile whose headline and skills match the same role.</li>
<li>A short "tell me about yourself" answer (60–90 seconds) and five STAR stories for behavioral questions.</li>
<li>For engineers: one or two projects on GitHub with a clear README.</li>
</ul>
<h3>Set up a tracker</h3>
<p>A spreadsheet is enough: company, role, link, date applied, source (referral, job board, recruiter), contact person, stage and next step. Tracking shows which sources produce interviews, so you can spend time where it works.</p>

<h2>Days 15–60: steady volume and referrals</h2>
<p>Set weekly targets you control, not outcomes you don't. A reasonable week for a full-time job seeker:</p>
<ul>
<li><strong>10–15 tailored applications</strong> to roles you match at least 70%.</li>
<li><strong>5 networking messages</strong> to people at target companies, aiming for 1–2 conversations.</li>
<li><strong>5 hours of interview practice:</strong> coding problems, SQL, system design or domain questions depending on your role.</li>
<li><strong>One mock interview</strong> with a friend or peer.</li>
</ul>
<p>Apply early: many postings receive most of their applications in the first few days, and recruiters often start screening immediately. A tailored application in the first week beats a perfect one after three weeks.</p>
<p>Where you apply matters. Company career pages and LinkedIn are the main channels; niche boards help for specific fields (remote roles, startups, government contractors). Staffing agencies and consulting firms are a common first step into the US market, especially for contract roles; read contracts carefully and ask who the end client is.</p>

<h2>Days 61–90: interviews, offers, adjustment</h2>
<p>By now you should have interviews in progress. Keep applying: a pipeline that stops when the first final round is scheduled is a pipeline that restarts from zero if it falls through.</p>
<h3>Review your numbers</h3>
<table>
<thead><tr><th>Symptom</th><th>Likely cause</th><th>Fix</th></tr></thead>
<tbody>
<tr><td>Many applications, almost no screens</td><td>Résumé or targeting</td><td>Rewrite the top third of the résumé; apply to closer matches; get referrals.</td></tr>
<tr><td>Screens but no technical rounds</td><td>Story or communication</td><td>Practice your introduction and salary/visa answers; ask recruiters for feedback.</td></tr>
<tr><td>Technical rounds but no offers</td><td>Interview skills</td><td>More timed practice and mock interviews in the failing area.</td></tr>
</tbody>
</table>
<h3>Handling offers</h3>
<p>When an offer arrives, tell the other companies in your pipeline: they may speed up. Ask for the offer in writing, compare total compensation, and negotiate politely. Our article on salary negotiation covers how.</p>

<h2>Look after yourself</h2>
<p>Rejections are normal; even strong candidates hear "no" far more often than "yes". Keep regular hours, take one day a week off, and measure progress by what you did this week, not by replies you are still waiting for.</p>
`,
  },
];
