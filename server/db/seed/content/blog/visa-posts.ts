import type { SeedBlogPost } from "./types.ts";

/** Shown at the end of every visa article: general information, never legal advice. */
const NOT_LEGAL_ADVICE =
  "<p><em>This article is general information, not legal advice. Immigration rules, fees and processing times change often; check the official USCIS and Department of State pages and talk to a licensed immigration attorney about your own situation.</em></p>";

export const visaPosts: SeedBlogPost[] = [
  {
    slug: "h-1b-visa-basics-for-it-professionals",
    name: "H-1B Visa Basics for IT Professionals",
    category: "visas-and-immigration",
    tags: ["H-1B", "Green Card", "F-1 Students"],
    thumbnail: "h1b",
    metaDescription:
      "How the H-1B works for software and IT roles: specialty occupations, the annual cap and registration, the October 1 start, wages, changing employers and the six-year limit.",
    metaKeyword: "H-1B, H-1B lottery, H-1B cap, specialty occupation, H-1B transfer, IT jobs USA",
    html: `
<p>The H-1B is the main US work visa for professionals in "specialty occupations" – jobs that normally require at least a bachelor's degree in a specific field. Software engineering, data, QA, DevOps and most other IT roles qualify when the job genuinely needs such a degree. This article explains how the process works so you can plan your job search around it.</p>

<h2>Who can get an H-1B</h2>
<ul>
<li>A US employer must sponsor you: you cannot apply for an H-1B on your own.</li>
<li>The job must be a specialty occupation, and you need the relevant degree – a US bachelor's degree or a foreign equivalent. Work experience can substitute for education (the usual rule of thumb is three years of experience for each missing year of study), backed by an expert evaluation.</li>
<li>The employer must pay at least the higher of the actual wage it pays similar employees and the prevailing wage for the job and location, as certified by the Department of Labor through a Labor Condition Application (LCA).</li>
</ul>

<h2>The annual cap and registration</h2>
<p>Most new H-1B workers are subject to an annual cap of 65,000 visas, plus 20,000 more for people with a US master's degree or higher. Because far more people are registered than there are visas, USCIS selects registrations:</p>
<ol>
<li><strong>Registration (usually in March):</strong> the employer submits a short online registration for you and pays a fee.</li>
<li><strong>Selection:</strong> USCIS selects enough registrations to fill the cap. Since the 2025 fiscal year, selection is by unique person, so several employers registering the same candidate no longer improves the odds. The way selection works has been changed and challenged several times; check how it works in the current season.</li>
<li><strong>Petition (from April 1):</strong> if selected, the employer files the full petition (Form I-129) within the filing window, usually at least 90 days.</li>
<li><strong>Start date:</strong> cap-subject H-1B employment begins on October 1, the start of the federal fiscal year.</li>
</ol>
<p>Registration fees, petition fees and additional charges have all changed in recent years: the registration fee rose from $10 to $215 in 2025, and a presidential proclamation of September 2025 added a $100,000 payment for many new petitions for workers who are outside the US. Employers pay these costs, and the rules are still being clarified and challenged; check the current USCIS H-1B page before relying on any figure.</p>

<h2>Cap-exempt employers</h2>
<p>Universities, their affiliated nonprofits, and nonprofit or government research organizations can sponsor H-1B workers at any time of year without the lottery. People who already held a cap-subject H-1B in the past six years are usually counted already and can change employers without a new selection.</p>

<h2>Students: OPT and the cap-gap</h2>
<p>Most international graduates enter the H-1B process from F-1 status while working on OPT or STEM OPT. If an employer files a cap petition for you and requests a change of status, the "cap-gap" rules can extend your F-1 status and work permission until the H-1B starts. STEM OPT's extra 24 months also gives you more than one chance at the annual selection. Our OPT article covers the details.</p>

<h2>Duration and extensions</h2>
<p>An H-1B is approved for up to three years at a time, for a total of six years. Time spent outside the US can be "recaptured". Beyond six years, extensions are possible while an employment-based green card process is far enough along – a labor certification or immigrant petition filed at least a year earlier, or an approved I-140 with a priority date that is not yet current.</p>

<h2>Changing employers</h2>
<p>H-1B "portability" lets you start working for a new employer as soon as it files a new H-1B petition for you, if you are in valid status. The new employer does not need a new lottery selection. If you lose your job, there is a grace period of up to 60 days (or until your authorized stay ends, if sooner) to find a new sponsor, change status or leave.</p>

<h2>Family</h2>
<p>Spouses and children under 21 can come in H-4 status. H-4 spouses can apply for work authorization once the H-1B worker has an approved I-140 immigrant petition or has extended their stay on the basis of a pending green card process.</p>

<h2>Practical advice for job seekers</h2>
<ul>
<li>Be open about needing sponsorship, at the right moment: application forms ask directly, and hiding it only delays a "no".</li>
<li>Target companies that sponsor: the Department of Labor publishes LCA disclosure data, which shows which employers file H-1B applications, for which roles and at which salaries.</li>
<li>Keep your documents organized: degree certificates, transcripts, credential evaluations, experience letters on company letterhead, and passport validity.</li>
</ul>
${NOT_LEGAL_ADVICE}
`,
  },
  {
    slug: "opt-and-stem-opt-explained",
    name: "OPT and STEM OPT: Working in the US After Your Degree",
    category: "visas-and-immigration",
    tags: ["OPT", "STEM OPT", "F-1 Students", "H-1B"],
    thumbnail: "opt",
    metaDescription:
      "Optional Practical Training for F-1 students: the 12-month OPT, the 24-month STEM extension, when to apply, unemployment limits, E-Verify employers and the I-983 plan.",
    metaKeyword: "OPT, STEM OPT, F-1 visa work, I-765, I-983, E-Verify, international students",
    html: `
<p>For international students in the US, Optional Practical Training (OPT) is usually the first step into a US tech career. It lets F-1 students work in their field of study for up to 12 months per degree level, and graduates in science, technology, engineering and mathematics (STEM) can extend it by 24 months. Here is how it works in practice.</p>

<h2>Post-completion OPT</h2>
<ul>
<li><strong>Length:</strong> up to 12 months of full-time work for each higher level of study (for example, once after a bachelor's and again after a master's). Pre-completion OPT used during your studies is deducted.</li>
<li><strong>Related work:</strong> the job must be directly related to your major and, to count as employment, at least 20 hours a week. You can work for more than one employer, volunteer in your field, or be self-employed in your field.</li>
<li><strong>No job offer needed to apply.</strong> You may start OPT without a job, but the unemployment clock starts with your OPT start date.</li>
</ul>

<h2>When and how to apply</h2>
<ol>
<li>Ask your school's Designated School Official (DSO) to recommend OPT; they issue an updated Form I-20.</li>
<li>File Form I-765 with USCIS within 30 days of that recommendation. For post-completion OPT you can file from 90 days before your program end date until 60 days after it.</li>
<li>Wait for your Employment Authorization Document (EAD). You may not start working until the EAD is approved and its start date has arrived.</li>
</ol>
<p>Apply early: processing can take several months, and late filings cannot be fixed.</p>

<h2>The unemployment limit</h2>
<p>During post-completion OPT you may be unemployed for at most 90 days in total. A STEM extension adds 60 days, for 150 days across the whole OPT period. Exceeding the limit ends your status, so track it, and report each job (employer, address, start date) to your DSO or through the SEVP Portal within 10 days.</p>

<h2>The 24-month STEM OPT extension</h2>
<p>If your degree is on the Department of Homeland Security's STEM Designated Degree Program List – computer science, information systems, engineering, data science, mathematics and many others – you can apply for 24 more months. The conditions:</p>
<ul>
<li>Your employer must be enrolled in <strong>E-Verify</strong> and offer a paid position related to your degree, at least 20 hours a week. Unpaid and most self-employment arrangements do not qualify.</li>
<li>You and your employer complete <strong>Form I-983</strong>, a training plan with learning objectives and how you will be supervised and evaluated, and send it to your DSO.</li>
<li>You file a new I-765 before your current OPT EAD expires, up to 90 days in advance. If you filed on time, your work permission continues for up to 180 days while the application is pending.</li>
<li>You report to your DSO every six months and submit self-evaluations every year.</li>
</ul>
<p>A STEM extension can also be based on an earlier STEM degree from an accredited US school within the past ten years, even if your latest degree is not STEM.</p>

<h2>OPT, STEM OPT and the H-1B</h2>
<p>Many employers hire graduates on OPT and register them for the H-1B selection. With STEM OPT you have up to three years, which means up to three annual selections. If you are selected and your employer requests a change of status, the cap-gap rules can extend your status and work permission until the H-1B starts. Choose employers that understand this process: ask early whether they sponsor H-1B and whether they use E-Verify.</p>

<h2>Common mistakes</h2>
<ul>
<li>Starting work before the EAD start date.</li>
<li>Forgetting to report a new employer or an address change.</li>
<li>Taking a job unrelated to the major ("any job while I search").</li>
<li>Letting the EAD expire before filing the STEM extension.</li>
<li>Traveling abroad on OPT without a valid EAD, a job or job offer, and a recently signed I-20 – check with your DSO before any trip.</li>
</ul>
${NOT_LEGAL_ADVICE}
`,
  },
  {
    slug: "green-card-basics-for-tech-workers",
    name: "Green Card Basics for Tech Workers: PERM, I-140 and Priority Dates",
    category: "visas-and-immigration",
    tags: ["Green Card", "H-1B"],
    thumbnail: "green-card",
    metaDescription:
      "The employment-based green card path for IT professionals: EB-1, EB-2 and EB-3, PERM labor certification, the I-140, priority dates, the Visa Bulletin and changing jobs.",
    metaKeyword: "green card, PERM, I-140, I-485, priority date, visa bulletin, EB-2, EB-3, NIW",
    html: `
<p>A green card makes you a lawful permanent resident of the United States: you can live and work here permanently, for any employer, and after some years apply for citizenship. Most tech workers get theirs through employment, usually while already working in the US on an H-1B or L-1. The process is long but predictable once you understand its steps.</p>

<h2>The employment-based categories</h2>
<ul>
<li><strong>EB-1:</strong> people with extraordinary ability, outstanding professors and researchers, and multinational managers and executives. No labor certification needed; typically faster.</li>
<li><strong>EB-2:</strong> jobs requiring an advanced degree (a master's, or a bachelor's plus five years of progressive experience), or people of exceptional ability. The <strong>National Interest Waiver</strong> (NIW) lets some EB-2 applicants petition for themselves without an employer or labor certification.</li>
<li><strong>EB-3:</strong> professionals with a bachelor's degree and skilled workers.</li>
</ul>

<h2>The usual three steps</h2>
<h3>1. PERM labor certification</h3>
<p>The employer proves to the Department of Labor that no qualified, willing US worker is available for the position. It obtains a prevailing wage determination, advertises the job through specific recruitment steps, reviews applicants, and then files the labor certification. The date it is filed becomes your <strong>priority date</strong> – your place in line.</p>
<h3>2. Form I-140, the immigrant petition</h3>
<p>After PERM approval the employer files an I-140 with USCIS, showing that you meet the job's requirements and that it can pay the offered wage. Premium processing is available for most I-140s.</p>
<h3>3. Form I-485 or consular processing</h3>
<p>When your priority date is "current", you apply for the green card itself: through adjustment of status (I-485) if you are in the US, or at a US consulate abroad. Your spouse and children under 21 apply with you.</p>

<h2>Priority dates and the Visa Bulletin</h2>
<p>Congress limits employment-based green cards to roughly 140,000 a year, and no country may receive more than 7% of them. The Department of State's monthly <strong>Visa Bulletin</strong> shows, for each category and country, which priority dates can proceed. For most countries the wait is short or none. For people born in India and China, demand far exceeds the per-country limit and waits in EB-2 and EB-3 can be many years – which is why NIW and EB-1 matter so much for them. Note that the limit follows your country of birth, not your citizenship.</p>

<h2>Keeping status while you wait</h2>
<p>Because of these waits, most applicants stay in H-1B status. A labor certification or I-140 filed at least 365 days earlier allows one-year H-1B extensions past the six-year limit; an approved I-140 whose priority date is not yet current allows three-year extensions. Once an I-140 has been approved for 180 days, an employer's withdrawal generally no longer revokes it, so you keep its priority date and the H-1B extensions it allows even after changing employers.</p>

<h2>Changing jobs during the process</h2>
<ul>
<li><strong>Before the I-485 stage:</strong> a new employer usually has to start PERM and the I-140 again; if an earlier I-140 was approved, you normally keep its priority date.</li>
<li><strong>After the I-485 has been pending 180 days:</strong> under the AC21 portability rules you can move to a "same or similar" job without restarting, by filing a supplement (Form I-485J) with the new employer's details.</li>
</ul>

<h2>Other routes</h2>
<p>Family sponsorship (for example, marriage to a US citizen), the annual Diversity Visa lottery for nationals of eligible countries, and investment (EB-5) are other paths. Each has its own rules and timelines.</p>

<h2>After the green card</h2>
<p>Permanent residents can generally apply for US citizenship after five years (three if married to and living with a US citizen). Keep the US as your main home: long absences can put permanent residence at risk.</p>
${NOT_LEGAL_ADVICE}
`,
  },
];
