/**
 * The five static pages served as general posts (SPEC.md §7 getGeneralPostData, categoryId 1–5).
 * descriptionFull is trusted HTML written here, with relative links only.
 */

const aboutUs = `
<p>W3Programmer helps people prepare for IT jobs in the United States. Whether you are finishing a degree, changing careers or moving to the US from abroad, we put everything you need to walk into a technical interview ready in one place: real interview questions with clear answers, structured guides, a reference library and exams that prove what you know.</p>

<h2>What we offer</h2>
<ul>
<li><a href="/all-category">Interview questions and answers</a>, grouped by technology and role, from Java and Python to SQL, testing and data analytics. Every answer starts with the short version you would say in an interview, then explains the detail.</li>
<li><a href="/complete-guide">Interview eGuide</a> books and <a href="/ebooks">e-books</a> that walk through whole topics, which you can read in your browser as soon as you buy them.</li>
<li>A <a href="/pdf-books">PDF library</a> of reference material, organized in folders by subject, and <a href="/torrent-tutorial">tutorials</a> for when you need to learn a topic properly rather than revise it.</li>
<li>Timed exams with certificates that employers can verify online. Read <a href="/whyw3programmer">why W3Programmer certification</a> is worth your time.</li>
<li><a href="/job">Remote-job listings</a>, <a href="/immigration-support">immigration support</a> for the US work-visa program, and a <a href="/blog">blog</a> about interviews and careers.</li>
</ul>

<h2>Who we are</h2>
<p>We are an online-only team of software engineers, QA and data professionals and technical recruiters. Most of us went through US hiring ourselves, several as international candidates, and we remember how hard it was to find out what interviewers actually ask. W3Programmer is the resource we wished we had: practical, honest about what matters, and focused on the jobs people really apply for.</p>

<h2>How we write and review content</h2>
<p>We choose questions that candidates report being asked and that the engineers on our team ask when they interview others. Answers are written by people who use the technology at work, and reviewed before they are published. We revise them when languages and frameworks change, and we would rather remove an outdated answer than leave it online.</p>
<p>If you find a mistake, please tell us through the <a href="/contact-us">contact page</a>. Corrections from readers make the site better for everyone, and we read every one.</p>

<h2>What we believe</h2>
<ul>
<li><strong>Understanding beats memorizing.</strong> Interviewers follow up. Our answers explain why, so that you can handle the second question too.</li>
<li><strong>Proof should be checkable.</strong> That is why every certificate has a public verification page instead of being just a file.</li>
<li><strong>Preparation should be affordable.</strong> Most of the site is free to read. Paid guides are there for people who want a complete, structured path.</li>
</ul>

<h2>Get in touch</h2>
<p>Questions, suggestions or partnership ideas are welcome. Write to <a href="mailto:support@w3programmer.com">support@w3programmer.com</a> or see our <a href="/contact-us">contact page</a> for support hours, and our <a href="/faq">FAQ</a> for quick answers.</p>
`.trim();

const contactUs = `
<p>We are an online-only team, so the fastest way to reach us is by email at <a href="mailto:support@w3programmer.com">support@w3programmer.com</a>. Every message is read by a person, and one of us will reply from the same address.</p>

<h2>Support hours</h2>
<p>We answer email Monday to Friday, 9:00 a.m. to 6:00 p.m. US Eastern Time, except on US federal holidays. Messages sent in the evening or on the weekend are answered on the next business day.</p>

<h2>Response times</h2>
<ul>
<li><strong>Orders, payments and access to books you bought:</strong> within one business day, usually the same day.</li>
<li><strong>Accounts, exams and certificates:</strong> within one business day.</li>
<li><strong>Corrections to questions and answers:</strong> within three business days.</li>
<li><strong>Partnerships, content and press:</strong> within five business days.</li>
</ul>

<h2>What to include in your message</h2>
<p>A complete first message saves a round of questions and gets you an answer sooner. Please include:</p>
<ul>
<li>The email address of your W3Programmer account. Never send us your password: we will never ask for it.</li>
<li>For a payment or order question, the order ID shown on your <a href="/user/billing">billing page</a>.</li>
<li>The address of the page where the problem happened, and what you expected to happen compared with what you saw.</li>
<li>A screenshot, and the device and browser you were using, if something did not display or work correctly.</li>
<li>For a question about a certificate, its verification link.</li>
</ul>

<h2>Immigration inquiries</h2>
<p>For questions about the US work-visa program, please use the inquiry form on our <a href="/immigration-support">immigration support</a> page. It goes straight to the team that handles these inquiries, who will contact you by email or phone.</p>

<h2>Found a mistake in an answer?</h2>
<p>Send us the link to the question page and a short note on what is wrong. If you have a source, such as official documentation, include it. We check every report and update the answer when it needs it.</p>

<h2>Before you write</h2>
<p>Many questions about accounts, purchases, exams and certificates are answered in our <a href="/faq">FAQ</a>. If you have forgotten your password, you can reset it yourself on the <a href="/forgot-password">forgot password</a> page.</p>
`.trim();

const termsAndConditions = `
<p>These terms apply to your use of W3Programmer, including the website, your account and anything you buy from us. By using the site you agree to them. If you do not agree, please do not use the site. "We", "us" and "our" mean W3Programmer; "you" means the person using the site.</p>

<h2>1. Using the site</h2>
<p>You may read and use the content on W3Programmer for your own personal, non-commercial study. You may not:</p>
<ul>
<li>copy, scrape or republish our questions, answers, guides or other content in bulk, or use them to build a competing service;</li>
<li>try to get around the site's security, access other people's accounts or data, or interfere with the site's operation, for example by overloading it with automated requests;</li>
<li>use the site for anything unlawful or to harass or mislead other people.</li>
</ul>

<h2>2. Your account</h2>
<p>Some features, such as bookmarks, exams, certificates and reading purchased books, need an account. You agree to give accurate information, to keep your password secret and to use your account only yourself. You are responsible for what happens in your account. We may deactivate an account that breaks these terms. You can delete your account at any time from your account settings.</p>

<h2>3. Purchases and your license</h2>
<p>Interview guides and e-books are digital products. Prices are shown on the site, and the currency is shown in your cart and at checkout. Payment is made by card through our payment provider. Once your payment is confirmed, your purchase appears in your dashboard and you can read it in your browser.</p>
<p>Buying a book gives you a personal, non-transferable license to read it for your own study. You may not share your account, redistribute the files, or resell or publish the content.</p>

<h2>4. Refunds</h2>
<p>Because digital books are available to you immediately, purchases are generally not refundable. We will refund or put things right if you were charged twice for the same item, if you cannot access a book you bought and we are unable to fix the problem, or if a book is substantially different from its description. Contact us within 14 days of your purchase with your order ID.</p>

<h2>5. Exams and certificates</h2>
<p>Exams must be taken by you alone, without help from another person. A certificate states that the named person completed a W3Programmer exam in a subject on a given date. It is not a university degree, a professional license or a certification from any technology vendor, and you must not present it as one.</p>
<p>Each certificate has a public verification page that anyone with its link or QR code can open. We may revoke a certificate obtained dishonestly; a revoked certificate no longer verifies.</p>

<h2>6. Referrals</h2>
<p>You may share your referral link with people who may be interested in W3Programmer. Do not send it as spam or post it where it is not welcome. We may change or end the referral program at any time.</p>

<h2>7. Other people's content and links</h2>
<p>Remote-job listings come from external job sources. We do not employ the people hired, vet the employers or guarantee any listing; you apply on the employer's own site and under their terms. Links to other websites are provided for convenience, and we are not responsible for their content.</p>
<p>Materials in the PDF library and the tutorials section are provided for education. If you hold the rights to something published on W3Programmer and want it removed, write to us and we will review your request promptly.</p>

<h2>8. Immigration information</h2>
<p>Information about immigration and work visas on this site is general information, not legal advice. We are not a law firm, and decisions on visas are made by the US government, not by us. For advice on your own situation, consult a licensed immigration attorney.</p>

<h2>9. Accuracy and results</h2>
<p>We review our content carefully, but we cannot guarantee that every answer is complete, current or suitable for every interview. Preparing with W3Programmer does not guarantee a job offer, a visa or any other outcome.</p>

<h2>10. Intellectual property</h2>
<p>The content and design of W3Programmer belong to us or to the people who licensed them to us, and are protected by copyright and other laws. These terms do not give you any rights in them beyond the use described above.</p>

<h2>11. Limitation of liability</h2>
<p>The site is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, such as lost opportunities or lost income, and our total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law.</p>

<h2>12. Changes to these terms</h2>
<p>We may update these terms as the site changes. When we make an important change, we will say so on the site. If you keep using W3Programmer after a change, the new terms apply to you.</p>

<h2>13. Contact</h2>
<p>Questions about these terms? Write to <a href="mailto:support@w3programmer.com">support@w3programmer.com</a> or use our <a href="/contact-us">contact page</a>. Our <a href="/privacy-policy">privacy policy</a> explains how we handle your personal data.</p>
`.trim();

const privacyPolicy = `
<p>This policy explains what personal data W3Programmer collects, why we collect it, who can see it and what you can do about it. We collect only what we need to run the site, and we do not sell your personal data.</p>

<h2>Information you give us</h2>
<ul>
<li><strong>Account data:</strong> your name, email address and password when you register, and the invite code if you joined through someone's referral link. Your password is stored only as a secure hash, never as text we can read. In your profile you may also add a phone number, country, a short bio, a photo and links to your social profiles.</li>
<li><strong>Orders:</strong> the guides and e-books you buy, their prices, the total, the payment status and the date.</li>
<li><strong>Exam results and certificates:</strong> the answers you give in exams, your results, and the certificates issued to you, which show your name, the subject and the date.</li>
<li><strong>Bookmarks</strong> you save on question pages.</li>
<li><strong>Messages:</strong> emails you send us, and the name, email, phone number and message you submit through the <a href="/immigration-support">immigration inquiry form</a>.</li>
</ul>

<h2>Information collected automatically</h2>
<p>Like every website, our servers record technical information about requests, such as your IP address, browser type, the pages requested and the time. We use these logs to keep the site secure, to stop abuse and to fix problems, and we keep them only for a short period.</p>

<h2>Cookies and local storage</h2>
<p>When you sign in, we set one session cookie that keeps you signed in. It cannot be read by scripts on the page and it ends when you log out. Your shopping cart is kept in your own browser's local storage and is not sent to us until you check out. We do not use advertising cookies or cookies that track you across other websites.</p>

<h2>Card payments</h2>
<p>Card payments are handled by our payment provider. You enter your card details on the provider's secure checkout page, not on our site. We never see or store your card number; we receive only confirmation of the payment, its amount and its status.</p>

<h2>How we use your information</h2>
<ul>
<li>to create and run your account, and to let you read the books you bought;</li>
<li>to run exams, show your results and issue and verify certificates;</li>
<li>to process orders and keep records that accounting and tax rules require;</li>
<li>to answer your messages and inquiries;</li>
<li>to send emails about your account, such as password reset links and order confirmations;</li>
<li>to protect the site and its users against fraud and abuse.</li>
</ul>

<h2>What other people can see</h2>
<ul>
<li><strong>Certificates:</strong> each certificate has a public verification page. Anyone with its link or QR code can see your name, the subject and the date it was awarded. You decide who gets the link.</li>
<li><strong>Referrals:</strong> if you register through someone's referral link, that person sees your name, your email address and the date you joined in their referral list.</li>
<li>Your profile, bookmarks, orders and exam answers are not public.</li>
</ul>

<h2>Who we share information with</h2>
<p>We share personal data only with service providers who help us run the site, such as our payment provider, hosting provider and email delivery service, and only as much as they need to do that work for us. We may also disclose information when the law requires it or to protect the rights and safety of our users.</p>

<h2>How long we keep it</h2>
<p>We keep your account data for as long as your account exists. Order records are kept for as long as accounting and tax law requires. Messages are kept for as long as needed to deal with them.</p>

<h2>Your rights and choices</h2>
<ul>
<li>You can see and correct most of your data yourself in your <a href="/user/profile">profile</a> and account settings.</li>
<li>You can delete your account from your account settings. This deactivates it at once. To have your personal data erased as well, email us and we will do so within 30 days, keeping only the records the law requires us to keep.</li>
<li>You can ask us for a copy of the personal data we hold about you, or object to how we use it.</li>
</ul>
<p>To make a request, write to us from the email address of your account so that we can confirm it is you.</p>

<h2>Security</h2>
<p>The site uses encrypted connections (HTTPS). Passwords are hashed, and signing out or changing your password ends your sessions. No system is perfectly secure, so please use a strong password that you do not use on other sites.</p>

<h2>Children</h2>
<p>W3Programmer is intended for adults and young people preparing for work. It is not directed at children under 16, and we do not knowingly collect their personal data.</p>

<h2>Changes to this policy</h2>
<p>We will update this policy when our practices change, and will say so on the site when a change is important.</p>

<h2>Contact</h2>
<p>Questions or requests about your privacy? Email <a href="mailto:support@w3programmer.com">support@w3programmer.com</a> or see our <a href="/contact-us">contact page</a>.</p>
`.trim();

const faq = `
<p>Quick answers to the questions we are asked most often. If yours is not here, <a href="/contact-us">contact us</a> and we will help.</p>

<h2>Accounts</h2>

<h3>Do I need an account to use W3Programmer?</h3>
<p>No. Anyone can read interview questions and answers, browse the PDF library, tutorials, blog and remote jobs, and verify a certificate. A free account adds bookmarks, exams and certificates, and lets you buy guides and read them in your browser. You can <a href="/signup">register</a> with your name, email address and a password.</p>

<h3>I forgot my password. What should I do?</h3>
<p>Go to the <a href="/forgot-password">forgot password</a> page and enter the email address of your account. We will email you a link to choose a new password. If the email does not arrive within a few minutes, check your spam folder.</p>

<h2>Guides and e-books</h2>

<h3>How do I buy an interview guide or e-book?</h3>
<p>Press Add to Cart on any guide in the <a href="/complete-guide">Interview eGuide</a> or <a href="/ebooks">eBooks</a> pages, then open your <a href="/cart">cart</a> and choose Proceed to Checkout. Sign in or register if you have not already, and pay by card on our payment provider's secure checkout page.</p>

<h3>Where do I read the books I bought?</h3>
<p>Your books are listed in your <a href="/dashboard">dashboard</a> and under My Books. Press Reading to open a book in your browser. There is nothing to install, and you can read on any computer, tablet or phone where you sign in.</p>

<h3>Can I get a refund?</h3>
<p>Because books are available immediately, purchases are generally not refundable. If you were charged twice, cannot open a book you bought, or the book is substantially different from its description, email us within 14 days with the order ID from your <a href="/user/billing">billing page</a> and we will put it right. The <a href="/terms-and-conditions">terms and conditions</a> have the details.</p>

<h2>Exams and certificates</h2>

<h3>How do the exams work?</h3>
<p>Most question-and-answer categories have an exam, started with the Take Exam button on the category's page; a category without one yet shows no such button. You have 60 minutes, and every question has four options with one correct answer. You move to the next question once you have answered the current one, and you can submit when every question has an answer. Your results then show each question with your answer and whether it was correct.</p>

<h3>How do I get my certificate?</h3>
<p>Open your results and press Certificate. From the certificate page you can download it as a PDF, copy its verification link or show its QR code. All your certificates are listed in your dashboard.</p>

<h3>How can an employer verify my certificate?</h3>
<p>Give them the certificate's verification link, or let them scan its QR code. The link opens a public page on W3Programmer that shows the recipient's name, the subject and the date the certificate was awarded. No account is needed to check it. Read more on <a href="/whyw3programmer">why W3Programmer certification</a>.</p>

<h3>Can I download the questions to study offline?</h3>
<p>Yes. Every question-and-answer category has a Download PDF button that saves the category's questions and answers as a PDF file.</p>

<h2>Jobs and immigration</h2>

<h3>Does W3Programmer hire for the remote jobs it lists?</h3>
<p>No. The <a href="/job">remote jobs</a> page collects listings from an external job source. You can filter them by category, country and company, and you apply directly on the employer's site.</p>

<h3>What does immigration support include?</h3>
<p>Our <a href="/immigration-support">immigration support</a> page explains the US work-visa program and has an inquiry form. Send us your name, email, phone number and a short message, and our team will contact you. This is general guidance, not legal advice; for your own case, a licensed immigration attorney can advise you.</p>

<h3>How can I contact you?</h3>
<p>Email <a href="mailto:support@w3programmer.com">support@w3programmer.com</a>. We answer Monday to Friday, 9:00 a.m. to 6:00 p.m. US Eastern Time, usually within one business day. See the <a href="/contact-us">contact page</a> for what to include.</p>
`.trim();

export const generalPostsContent = [
  {
    categoryId: 1,
    slug: "about-us",
    name: "About Us",
    descriptionFull: aboutUs,
    metaDescription:
      "W3Programmer helps people prepare for IT jobs in the USA with interview Q&A, guides, e-books and verifiable exam certificates.",
  },
  {
    categoryId: 2,
    slug: "contact-us",
    name: "Contact Us",
    descriptionFull: contactUs,
    metaDescription:
      "Email support@w3programmer.com. Support hours, response times and what to include so we can help with orders, accounts and certificates.",
  },
  {
    categoryId: 3,
    slug: "terms-and-conditions",
    name: "Terms and Conditions",
    descriptionFull: termsAndConditions,
    metaDescription:
      "The terms for using W3Programmer: accounts, purchases and licenses, refunds, exams and certificates, and third-party content.",
  },
  {
    categoryId: 4,
    slug: "privacy-policy",
    name: "Privacy Policy",
    descriptionFull: privacyPolicy,
    metaDescription:
      "What W3Programmer collects (account data, orders, exam results), the one session cookie we use, how card payments are handled and your rights.",
  },
  {
    categoryId: 5,
    slug: "faq",
    name: "Frequently Asked Questions",
    descriptionFull: faq,
    metaDescription:
      "Answers about W3Programmer accounts, buying guides, reading e-books in the browser, exams, certificates, refunds, remote jobs and immigration.",
  },
];
