import type { SeedMainCategory } from "./types.ts";

export const category: SeedMainCategory = {
  name: "Software Testing & QA",
  slug: "software-testing",
  description: `<p>Quality assurance is one of the most accessible ways into the US IT job market, and QA Analyst, Test Engineer and SDET roles are in steady demand. Interviews test both testing fundamentals and hands-on skills with automation tools and APIs, as well as how you work inside an Agile team.</p>
<p>This section covers manual testing concepts, Selenium WebDriver automation, REST API testing with Postman and REST Assured, and Agile and Scrum practices, with real interview questions and clear, accurate answers.</p>`,
  metaTitle: "Software Testing & QA Interview Questions",
  metaDescription:
    "QA and SDET interview questions with answers: manual testing, Selenium WebDriver, API testing with Postman and REST Assured, Agile and Scrum.",
  metaKeywords:
    "qa interview questions, software testing interview, sdet interview, selenium, api testing, manual testing, agile scrum",
  children: [
    {
      name: "Manual Testing",
      slug: "manual-testing-interview-questions",
      description: `<p>Manual testing questions check whether you understand the foundations of quality assurance: the testing life cycle, test design techniques, defect management and the different levels and types of testing. They appear in almost every QA interview, including those for automation roles.</p>
<p>Interviewers look for clear definitions backed by concrete examples from real projects. Expect scenario questions such as "How would you test a login page?" or "What do you do when there is no time to test everything?", and answer them in a structured way.</p>`,
      metaTitle: "Manual Testing Interview Questions and Answers",
      metaDescription:
        "Manual testing interview questions with answers: STLC, bug life cycle, severity vs priority, boundary value analysis, smoke vs regression testing.",
      metaKeywords:
        "manual testing interview questions, qa analyst interview, stlc, bug life cycle, test cases, boundary value analysis, regression testing",
      questions: [
        {
          question: "What is the difference between verification and validation?",
          answer: `<p>Both are parts of quality assurance, but they answer different questions:</p>
<ul>
<li><strong>Verification</strong>: "Are we building the product <strong>right</strong>?" It checks that work products meet their specifications, usually <strong>without executing</strong> the code. Examples: requirement reviews, design reviews, code reviews, walkthroughs, inspections and static analysis.</li>
<li><strong>Validation</strong>: "Are we building the <strong>right</strong> product?" It checks that the software actually meets the user's needs, by <strong>executing</strong> it. Examples: functional testing, system testing and user acceptance testing.</li>
</ul>
<p>Verification typically happens earlier and finds defects when they are cheap to fix, for example an ambiguous requirement caught in a review. Validation confirms the working product behaves as users expect.</p>
<p>Example: reviewing a checkout specification to ensure it covers tax calculation for every US state is verification. Running the checkout with real test orders and confirming the totals are correct is validation. A good answer notes that both are needed; a product can meet its specification perfectly and still fail users if the specification was wrong.</p>`,
        },
        {
          question: "What is the difference between severity and priority of a defect, with examples?",
          answer: `<ul>
<li><strong>Severity</strong> is the <strong>impact</strong> of the defect on the system or its users: how badly it breaks functionality. It is usually set by QA (for example Critical, Major, Minor, Trivial).</li>
<li><strong>Priority</strong> is the <strong>urgency</strong> of fixing it: how soon it must be fixed, based on business needs. It is usually set by the product owner or manager (for example P1 to P4).</li>
</ul>
<p>They often go together, but not always. Classic examples:</p>
<ul>
<li><strong>High severity, high priority</strong>: users cannot complete payment at checkout.</li>
<li><strong>Low severity, high priority</strong>: the company name or logo is misspelled on the home page. Nothing is broken, but it is highly visible and embarrassing.</li>
<li><strong>High severity, low priority</strong>: the application crashes when exporting a rarely used legacy report in an old browser that almost no customer uses.</li>
<li><strong>Low severity, low priority</strong>: a small alignment issue on a rarely visited settings page.</li>
</ul>
<p>In interviews, emphasize that priority can change with context, for example a minor bug that appears in a demo for a major client next week.</p>`,
        },
        {
          question: "What is the bug (defect) life cycle?",
          answer: `<p>The defect life cycle is the set of states a bug moves through from discovery to closure. Names vary between tools such as Jira and Azure DevOps, but a typical flow is:</p>
<ol>
<li><strong>New</strong>: the tester logs the defect with steps, expected and actual results, and evidence.</li>
<li><strong>Assigned</strong>: a lead or manager triages it and assigns it to a developer.</li>
<li><strong>Open / In Progress</strong>: the developer analyzes and fixes it.</li>
<li><strong>Fixed / Ready for QA</strong>: the fix is deployed to a test environment.</li>
<li><strong>Retest</strong>: the tester verifies the fix.</li>
<li><strong>Verified / Closed</strong>: the fix works and the defect is closed.</li>
<li><strong>Reopened</strong>: if the problem still occurs, it goes back to the developer.</li>
</ol>
<p>Other possible outcomes after triage:</p>
<ul>
<li><strong>Rejected / Not a bug</strong>: the behavior is as designed.</li>
<li><strong>Duplicate</strong>: already reported.</li>
<li><strong>Deferred</strong>: valid, but postponed to a later release.</li>
<li><strong>Cannot reproduce</strong>: the developer cannot trigger it; the tester adds environment details, logs or a screen recording.</li>
</ul>
<p>If a developer rejects a bug you believe is valid, refer back to the requirement or acceptance criteria and involve the product owner rather than arguing.</p>`,
        },
        {
          question:
            "What is the difference between smoke testing, sanity testing, regression testing and retesting?",
          answer: `<ul>
<li><strong>Smoke testing</strong>: a quick, broad check of the most critical functions on a new build (the application starts, users can log in, main pages load, key transactions work). It decides whether the build is stable enough for further testing. If smoke fails, the build is rejected.</li>
<li><strong>Sanity testing</strong>: a quick, narrow check after a small change or bug fix, to confirm that specific area works and the change is reasonable. It is usually unscripted and focused.</li>
<li><strong>Regression testing</strong>: re-running existing tests to make sure <strong>recent changes did not break previously working features</strong>. It can be broad and is the best candidate for automation.</li>
<li><strong>Retesting (confirmation testing)</strong>: re-running the <strong>specific failed test</strong> to confirm a reported defect has been fixed.</li>
</ul>
<p>Example: a developer fixes a bug where a discount code is rejected. You <strong>retest</strong> the discount code scenario; you do a <strong>sanity</strong> check of the cart and discounts area; then the automated <strong>regression</strong> suite confirms that checkout, tax and shipping still work. When the next build arrives, a <strong>smoke</strong> test runs first.</p>`,
        },
        {
          question: "What are equivalence partitioning and boundary value analysis, with an example?",
          answer: `<p>Both are <strong>black-box test design techniques</strong> that reduce the number of test cases while keeping good coverage.</p>
<p><strong>Equivalence partitioning</strong> divides input data into groups (partitions) that the system should treat the same way, so testing one value from each partition is enough.</p>
<p><strong>Boundary value analysis</strong> tests values at the edges of partitions, because defects cluster there, for example when a developer writes <code>&lt;</code> instead of <code>&lt;=</code>.</p>
<p>Example: an insurance form accepts an applicant's age from <strong>18 to 60</strong> inclusive.</p>
<ul>
<li>Partitions: below 18 (invalid), 18–60 (valid), above 60 (invalid). Test values: 10, 35 and 70.</li>
<li>Boundary values (two-value approach): 17, 18, 60 and 61. With the three-value approach, also 19 and 59.</li>
<li>Also consider invalid partitions of a different kind: empty input, letters, decimals such as 18.5, and negative numbers.</li>
</ul>
<p>Other techniques worth naming: <strong>decision tables</strong> for combinations of business rules, <strong>state transition testing</strong> for workflows such as an order going from placed to shipped, and <strong>pairwise testing</strong> for many configuration combinations.</p>`,
        },
        {
          question: "What is the difference between functional and non-functional testing?",
          answer: `<p><strong>Functional testing</strong> verifies <strong>what</strong> the system does: each feature behaves according to the requirements. It checks inputs, outputs, business rules and workflows. Examples:</p>
<ul>
<li>Unit, integration, system and user acceptance testing of features.</li>
<li>"A user with a valid email and password can log in."</li>
<li>"An order over $50 gets free shipping."</li>
</ul>
<p><strong>Non-functional testing</strong> verifies <strong>how well</strong> the system does it: quality attributes. Examples:</p>
<ul>
<li><strong>Performance</strong>: load, stress, spike and endurance testing, for example "the search page responds in under 2 seconds for 1,000 concurrent users".</li>
<li><strong>Security</strong>: authentication, authorization, injection and data protection.</li>
<li><strong>Usability</strong> and <strong>accessibility</strong>, for example WCAG compliance, which matters for US companies because of ADA-related legal risk.</li>
<li><strong>Compatibility</strong>: browsers, devices and operating systems.</li>
<li><strong>Reliability</strong>, <strong>scalability</strong> and <strong>recoverability</strong>.</li>
</ul>
<p>A feature can pass all functional tests and still fail users if it is slow, insecure or unusable, so both are needed. Non-functional requirements should be measurable so they can be tested objectively.</p>`,
        },
        {
          question: "What makes a good test case, and what should a good bug report contain?",
          answer: `<p>A <strong>good test case</strong> is clear enough that anyone on the team can run it and get the same result. It typically includes:</p>
<ul>
<li>A unique ID and a descriptive title.</li>
<li>A link to the requirement or user story it covers (traceability).</li>
<li>Preconditions and test data.</li>
<li>Numbered steps and an <strong>expected result</strong> that is specific and verifiable.</li>
<li>Priority, so the most important cases run first.</li>
</ul>
<p>Good test cases test one thing each, avoid dependencies on other tests and are reviewed and maintained.</p>
<p>A <strong>good bug report</strong> lets a developer reproduce the problem without asking questions:</p>
<ul>
<li>A concise title stating the problem and where, for example "Checkout: total ignores discount when cart has more than 10 items".</li>
<li>Environment: build or version, browser, device, OS, test account.</li>
<li>Exact steps to reproduce, with the test data used.</li>
<li><strong>Expected result</strong> versus <strong>actual result</strong>.</li>
<li>Evidence: screenshots, screen recordings, console or network logs, request IDs.</li>
<li>Severity, priority and how often it occurs.</li>
</ul>
<p>Keep one defect per report and a neutral, factual tone.</p>`,
        },
        {
          question:
            "What are the phases of the Software Testing Life Cycle (STLC), and what does a test plan contain?",
          answer: `<p>The <strong>STLC</strong> is the sequence of testing activities, each with entry and exit criteria:</p>
<ol>
<li><strong>Requirement analysis</strong>: understand what is testable, clarify ambiguities, identify test types.</li>
<li><strong>Test planning</strong>: define scope, approach, effort, schedule and resources.</li>
<li><strong>Test case design</strong>: write test cases and scripts and prepare test data.</li>
<li><strong>Test environment setup</strong>: prepare servers, builds, accounts and tools.</li>
<li><strong>Test execution</strong>: run tests, log defects, retest fixes.</li>
<li><strong>Test closure</strong>: evaluate exit criteria, report results and capture lessons learned.</li>
</ol>
<p>A <strong>test plan</strong> usually covers:</p>
<ul>
<li>Scope: features in scope and out of scope.</li>
<li>Test approach: levels, types, manual versus automated, tools.</li>
<li>Entry and exit criteria, for example "no open critical defects and 95% of planned tests passed".</li>
<li>Environments and test data.</li>
<li>Roles and responsibilities, schedule and milestones.</li>
<li>Risks and mitigations, and deliverables such as reports and metrics.</li>
</ul>
<p>In Agile teams these phases happen continuously inside each sprint, and the plan is often a lightweight, living test strategy rather than a long document.</p>`,
        },
        {
          question: "What is the difference between black-box, white-box and gray-box testing?",
          answer: `<ul>
<li><strong>Black-box testing</strong>: the tester does not look at the internal code. Tests are based on requirements and behavior: inputs go in, outputs are checked. Techniques include equivalence partitioning, boundary value analysis, decision tables and state transition testing. Most functional, system and acceptance testing is black-box.</li>
<li><strong>White-box testing</strong> (structural or glass-box): tests are designed from the internal structure of the code. Techniques include statement, branch and path coverage. It is usually done by developers or SDETs through unit tests, and coverage tools measure how much code was executed.</li>
<li><strong>Gray-box testing</strong>: a mix. The tester has partial knowledge of internals, such as the database schema, API contracts or architecture, and uses it to design better black-box tests. Examples: checking that a UI action wrote the right row in the database, or testing an API with knowledge of its validation rules.</li>
</ul>
<p>Example for a discount function: black-box tests try different cart totals and check the price shown; white-box tests make sure every <code>if</code> branch in the discount code is executed; a gray-box test places an order through the UI and then queries the orders table to verify the stored discount.</p>`,
        },
        {
          question:
            "There is not enough time to test everything before a release. How do you decide what to test?",
          answer: `<p>Use <strong>risk-based testing</strong>: focus effort where the probability of failure and the business impact are highest, and be transparent about what is not covered.</p>
<ol>
<li><strong>Identify risk areas</strong>: new or heavily changed code, complex logic, areas with a history of defects, integrations with third parties.</li>
<li><strong>Weigh business impact</strong>: revenue flows (sign-up, checkout, payments), security and data privacy, legal or compliance features, and the most used user journeys.</li>
<li><strong>Prioritize</strong>: run smoke tests and the automated regression suite first, then high-risk new features, then medium-risk areas. Use short, time-boxed <strong>exploratory testing</strong> sessions to find issues scripted tests miss.</li>
<li><strong>Communicate</strong>: tell the product owner and stakeholders what was tested, what was not, and the remaining risk, so the go or no-go decision is an informed business decision rather than QA's alone.</li>
</ol>
<p>Example: for an e-commerce release with a new coupon feature, test the coupon feature deeply, run full regression on checkout and payment, do a quick sanity check of product search and profile pages, and defer low-risk cosmetic checks.</p>
<p>Longer term, propose fixes to the root cause: more automation, testing earlier in the sprint and realistic estimates that include testing.</p>`,
        },
      ],
    },
    {
      name: "Selenium WebDriver",
      slug: "selenium-webdriver-interview-questions",
      description: `<p>Selenium WebDriver is the most widely used open-source tool for browser test automation, and it is a core requirement for many QA Automation Engineer and SDET jobs in the USA. These questions cover locators, waits, handling frames, windows and alerts, the Page Object Model, Selenium Grid and parallel execution.</p>
<p>Examples use Java with TestNG or JUnit, the most common combination in US job descriptions. Interviewers look for practical experience: how you make tests stable, readable and fast, not just which methods exist.</p>`,
      metaTitle: "Selenium WebDriver Interview Questions",
      metaDescription:
        "Selenium WebDriver interview questions with Java examples: locators, waits, stale elements, Page Object Model, frames, alerts, Grid and flaky tests.",
      metaKeywords:
        "selenium interview questions, selenium webdriver, sdet interview, test automation, page object model, selenium grid, java selenium",
      questions: [
        {
          question: "What is Selenium, what are its components, and what changed in Selenium 4?",
          answer: `<p><strong>Selenium</strong> is an open-source suite for automating web browsers, mainly used for testing web applications. It supports Java, Python, C#, JavaScript and Ruby, and all major browsers.</p>
<ul>
<li><strong>Selenium WebDriver</strong>: a programming API that drives a real browser through a browser-specific driver (ChromeDriver, GeckoDriver and others).</li>
<li><strong>Selenium Grid</strong>: runs tests on remote machines and many browser and OS combinations in parallel.</li>
<li><strong>Selenium IDE</strong>: a browser extension for record and playback, useful for quick prototypes.</li>
</ul>
<p>Key changes in <strong>Selenium 4</strong>:</p>
<ul>
<li>Full use of the <strong>W3C WebDriver</strong> standard protocol, making behavior more consistent across browsers.</li>
<li><strong>Relative locators</strong> such as <code>RelativeLocator.with(By.tagName("input")).below(label)</code>.</li>
<li>New windows and tabs with <code>driver.switchTo().newWindow(WindowType.TAB)</code>, and element-level screenshots.</li>
<li>Access to Chrome DevTools Protocol and the emerging WebDriver BiDi for network and console events.</li>
<li>A redesigned <strong>Grid 4</strong> with standalone, hub and node, and fully distributed modes, plus Docker support.</li>
<li><strong>Selenium Manager</strong> (from 4.6) downloads the right browser driver automatically, replacing manual setup or WebDriverManager.</li>
</ul>
<p>Selenium only automates browsers; assertions, reporting and test structure come from frameworks such as TestNG, JUnit or pytest.</p>`,
        },
        {
          question: "What locator strategies does Selenium support, and which do you prefer?",
          answer: `<p>Selenium locates elements with the <code>By</code> class: <code>id</code>, <code>name</code>, <code>className</code>, <code>tagName</code>, <code>linkText</code>, <code>partialLinkText</code>, <code>cssSelector</code> and <code>xpath</code>.</p>
<p>A sensible order of preference:</p>
<ol>
<li>A dedicated test attribute such as <code>data-testid</code>, agreed with developers, because it does not change with styling or text.</li>
<li>A unique, stable <code>id</code> or <code>name</code>.</li>
<li>A short <strong>CSS selector</strong>: fast, readable and well supported.</li>
<li><strong>XPath</strong> when CSS cannot do it, for example matching by visible text or moving to a parent or ancestor element.</li>
</ol>
<p>Avoid absolute XPath such as <code>/html/body/div[2]/div/form/input[3]</code> and auto-generated class names, because they break with small layout changes.</p>
<pre><code class="language-java">driver.findElement(By.cssSelector("[data-testid='login-button']")).click();
driver.findElement(By.id("email")).sendKeys("qa@example.com");
driver.findElement(By.xpath("//button[normalize-space()='Place order']")).click();
WebElement row = driver.findElement(
    By.xpath("//td[text()='Order #1042']/ancestor::tr"));

List&lt;WebElement&gt; errors = driver.findElements(By.cssSelector(".error"));
assertTrue(errors.isEmpty());</code></pre>
<p>Note the difference: <code>findElement</code> throws <code>NoSuchElementException</code> when nothing matches, while <code>findElements</code> returns an empty list, which is handy for checking that something is absent.</p>`,
        },
        {
          question: "What is the difference between implicit, explicit and fluent waits in Selenium?",
          answer: `<ul>
<li><strong>Implicit wait</strong>: a global setting that makes every <code>findElement</code> call poll the DOM for up to the given time before throwing <code>NoSuchElementException</code>. It only waits for presence, not for visibility or clickability.</li>
<li><strong>Explicit wait</strong>: <code>WebDriverWait</code> waits for a <strong>specific condition</strong> on a specific element, such as visible, clickable, text present or URL changed. This is the recommended approach.</li>
<li><strong>Fluent wait</strong>: the general form of an explicit wait, with configurable timeout, polling interval and exceptions to ignore. <code>WebDriverWait</code> is itself a <code>FluentWait</code>.</li>
</ul>
<pre><code class="language-java">// Explicit wait
WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(10));
WebElement button = wait.until(
    ExpectedConditions.elementToBeClickable(By.id("submit")));
button.click();

// Fluent wait
Wait&lt;WebDriver&gt; fluent = new FluentWait&lt;&gt;(driver)
    .withTimeout(Duration.ofSeconds(30))
    .pollingEvery(Duration.ofMillis(500))
    .ignoring(NoSuchElementException.class);
WebElement total = fluent.until(d -&gt; d.findElement(By.id("order-total")));</code></pre>
<p>Two points interviewers want to hear: <strong>do not mix implicit and explicit waits</strong>, because the Selenium documentation warns this can cause unpredictable wait times; and never use <code>Thread.sleep()</code> for synchronization, because it is either too short (flaky) or too long (slow).</p>`,
        },
        {
          question: "What causes a StaleElementReferenceException, and how do you handle it?",
          answer: `<p>A <code>StaleElementReferenceException</code> is thrown when you use a <code>WebElement</code> reference that is <strong>no longer attached to the DOM</strong>. The element you found earlier was removed or replaced, even if an identical-looking element is now on the page. Common causes:</p>
<ul>
<li>The page was refreshed or navigated.</li>
<li>A JavaScript framework such as React or Angular re-rendered that part of the page, for example after an AJAX update, sorting a table or applying a filter.</li>
<li>The element was inside a section that was replaced.</li>
</ul>
<p>How to handle it:</p>
<ul>
<li><strong>Re-locate the element</strong> just before using it instead of caching <code>WebElement</code> objects for a long time. In page objects, store <code>By</code> locators and find elements on demand.</li>
<li>Wait for the re-render to complete, for example until the old element is stale and the new one is visible.</li>
<li>As a last resort, retry the action a limited number of times.</li>
</ul>
<pre><code class="language-java">WebElement oldFirstRow = driver.findElement(By.cssSelector("table tbody tr"));
driver.findElement(By.id("sort-by-price")).click();

WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(10));
wait.until(ExpectedConditions.stalenessOf(oldFirstRow));
WebElement newFirstRow = wait.until(
    ExpectedConditions.visibilityOfElementLocated(By.cssSelector("table tbody tr")));</code></pre>`,
        },
        {
          question: "What is the Page Object Model, and what are its benefits?",
          answer: `<p>The <strong>Page Object Model (POM)</strong> is a design pattern in which each page or significant component of the application is represented by a class. The class holds the <strong>locators</strong> and exposes <strong>methods for user actions</strong> (for example <code>login(user, password)</code>). Tests call these methods and never touch locators directly.</p>
<pre><code class="language-java">public class LoginPage {
    private final WebDriver driver;
    private final By email = By.id("email");
    private final By password = By.id("password");
    private final By submit = By.cssSelector("[data-testid='login-submit']");

    public LoginPage(WebDriver driver) { this.driver = driver; }

    public DashboardPage loginAs(String user, String pass) {
        driver.findElement(email).sendKeys(user);
        driver.findElement(password).sendKeys(pass);
        driver.findElement(submit).click();
        return new DashboardPage(driver);
    }
}

// In the test
DashboardPage dashboard = new LoginPage(driver).loginAs("qa@example.com", "Secret123!");
assertEquals(dashboard.getWelcomeText(), "Welcome, QA");</code></pre>
<p>Benefits:</p>
<ul>
<li><strong>Maintainability</strong>: when the UI changes, you update one class instead of many tests.</li>
<li><strong>Readability</strong>: tests read like user stories.</li>
<li><strong>Reuse</strong> of page actions across tests.</li>
</ul>
<p>Good practice: keep assertions in tests rather than page objects, and return the next page object from navigation methods. <strong>PageFactory</strong> (<code>@FindBy</code>) is an alternative way to initialize elements, but many teams prefer plain <code>By</code> locators, which avoid stale cached proxies and are simpler.</p>`,
        },
        {
          question: "How do you handle iframes, multiple windows or tabs, and JavaScript alerts in Selenium?",
          answer: `<p>All three use <code>driver.switchTo()</code>, because WebDriver can only interact with one browsing context at a time.</p>
<pre><code class="language-java">// iframes: by name or id, index, or WebElement
driver.switchTo().frame("payment-frame");
driver.findElement(By.id("card-number")).sendKeys("4111111111111111");
driver.switchTo().defaultContent();      // back to the main page
// driver.switchTo().parentFrame();      // one level up from nested frames

// Windows and tabs
String original = driver.getWindowHandle();
driver.findElement(By.linkText("Terms")).click();
new WebDriverWait(driver, Duration.ofSeconds(10))
    .until(ExpectedConditions.numberOfWindowsToBe(2));
for (String handle : driver.getWindowHandles()) {
    if (!handle.equals(original)) {
        driver.switchTo().window(handle);
    }
}
assertTrue(driver.getTitle().contains("Terms"));
driver.close();
driver.switchTo().window(original);

// JavaScript alerts
Alert alert = new WebDriverWait(driver, Duration.ofSeconds(5))
    .until(ExpectedConditions.alertIsPresent());
String message = alert.getText();
alert.accept();        // or alert.dismiss(); alert.sendKeys("text") for prompts</code></pre>
<p>Common pitfalls: a <code>NoSuchElementException</code> for an element that is clearly visible often means it is inside an iframe; and after closing a window you must switch back, otherwise commands fail with <code>NoSuchWindowException</code>.</p>`,
        },
        {
          question: "How do you handle dropdowns, mouse hover and drag-and-drop in Selenium?",
          answer: `<p>For native HTML <code>select</code> elements, use the <code>Select</code> class:</p>
<pre><code class="language-java">Select state = new Select(driver.findElement(By.id("state")));
state.selectByVisibleText("Texas");
state.selectByValue("CA");
state.selectByIndex(3);
String chosen = state.getFirstSelectedOption().getText();</code></pre>
<p>Many modern dropdowns are custom components built from <code>div</code> and <code>li</code> elements. <code>Select</code> does not work on them, so you click the dropdown and then click the option with a normal locator.</p>
<p>For complex user gestures, use the <code>Actions</code> class, which builds a sequence of low-level input actions and runs it with <code>perform()</code>:</p>
<pre><code class="language-java">Actions actions = new Actions(driver);

// Hover over a menu, then click a submenu item
actions.moveToElement(driver.findElement(By.id("products-menu")))
       .click(driver.findElement(By.linkText("Laptops")))
       .perform();

// Drag and drop, right-click, double-click, keyboard
actions.dragAndDrop(source, target).perform();
actions.contextClick(row).perform();
actions.doubleClick(cell).perform();
actions.keyDown(Keys.SHIFT).click(first).click(last).keyUp(Keys.SHIFT).perform();</code></pre>
<p>Note that HTML5 drag-and-drop implemented with the native drag events sometimes does not respond to <code>dragAndDrop</code>; a JavaScript workaround or the application's own API may be needed.</p>`,
        },
        {
          question: "What is Selenium Grid, and how do you run tests in parallel?",
          answer: `<p><strong>Selenium Grid</strong> routes WebDriver sessions to remote machines (nodes) that run browsers. Tests create a <code>RemoteWebDriver</code> pointing at the Grid, which picks a node matching the requested browser, version and platform. This enables cross-browser testing and running many tests in parallel to shorten feedback time.</p>
<pre><code class="language-bash"># Quick start with Docker: a standalone Chrome grid on port 4444
docker run -d -p 4444:4444 --shm-size=2g selenium/standalone-chrome</code></pre>
<pre><code class="language-java">ChromeOptions options = new ChromeOptions();
options.addArguments("--headless=new");
WebDriver driver = new RemoteWebDriver(new URL("http://localhost:4444"), options);</code></pre>
<p>Parallel execution is controlled by the test runner. In TestNG, set it in <code>testng.xml</code>, for example <code>parallel="methods" thread-count="4"</code>. Important rules for parallel tests:</p>
<ul>
<li>Each thread needs <strong>its own WebDriver</strong>, usually stored in a <code>ThreadLocal&lt;WebDriver&gt;</code>; a shared static driver causes random failures.</li>
<li>Tests must be <strong>independent</strong>, with their own test data and no reliance on execution order.</li>
<li>Always quit the driver in teardown so Grid slots are released.</li>
</ul>
<p>Teams also use cloud grids such as BrowserStack, Sauce Labs or LambdaTest, or Kubernetes-based grids, instead of maintaining their own browser infrastructure.</p>`,
        },
        {
          question: "How do you take screenshots and use JavascriptExecutor in Selenium?",
          answer: `<p><strong>Screenshots</strong> are captured through the <code>TakesScreenshot</code> interface. A common practice is to take one automatically when a test fails, in a TestNG listener or a JUnit extension, and attach it to the report.</p>
<pre><code class="language-java">File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
Files.copy(shot.toPath(), Paths.get("target/screenshots/checkout-failure.png"),
           StandardCopyOption.REPLACE_EXISTING);

// Selenium 4: screenshot of a single element
File logo = driver.findElement(By.id("logo")).getScreenshotAs(OutputType.FILE);</code></pre>
<p><strong>JavascriptExecutor</strong> runs JavaScript in the page. Typical uses:</p>
<pre><code class="language-java">JavascriptExecutor js = (JavascriptExecutor) driver;
js.executeScript("arguments[0].scrollIntoView({block: 'center'});", element);
String state = (String) js.executeScript("return document.readyState;");
Long items = (Long) js.executeScript("return window.cart.items.length;");</code></pre>
<p>Use it carefully. Clicking or typing through JavaScript (<code>arguments[0].click()</code>) bypasses real user behavior: it works on hidden or covered elements that a real user could not click, so a test can pass while the feature is broken. Prefer native WebDriver actions and use JavaScript mainly for scrolling, reading state or test setup.</p>`,
        },
        {
          question: "Your Selenium suite is flaky. How do you find the causes and make it reliable?",
          answer: `<p>First, measure: track which tests fail intermittently (rerun history, CI dashboards) instead of blindly adding retries. Then address the usual causes:</p>
<ul>
<li><strong>Synchronization</strong>: replace <code>Thread.sleep</code> and implicit waits with explicit waits for meaningful conditions, such as "the spinner is gone" or "the row with this ID is visible".</li>
<li><strong>Brittle locators</strong>: switch to stable <code>data-testid</code> attributes agreed with developers.</li>
<li><strong>Test dependencies and shared data</strong>: each test creates its own data, ideally through APIs or database setup, and does not rely on order or on another test's leftovers.</li>
<li><strong>Shared state in parallel runs</strong>: one WebDriver per thread, unique users per test, no static mutable fields.</li>
<li><strong>Environment instability</strong>: slow or unstable test environments and third-party services; use health checks, dedicated environments or stubs.</li>
<li><strong>Too much through the UI</strong>: move business-rule checks down to API and unit tests (the test pyramid) and keep the UI suite for critical end-to-end journeys. Log in through an API or cookie instead of the login form in every test.</li>
</ul>
<p>Quarantine known flaky tests so they do not block the pipeline, but fix them quickly; permanent automatic retries hide real bugs, including genuine race conditions in the product. Good reporting with screenshots, browser logs and videos on failure makes diagnosis much faster.</p>`,
        },
      ],
    },
    {
      name: "API Testing",
      slug: "api-testing-interview-questions",
      description: `<p>Most modern applications are built on APIs, so API testing is a key skill for QA engineers and SDETs. These questions cover REST fundamentals, HTTP methods and status codes, what to validate in an API test, Postman and REST Assured, authentication, contract testing, mocking dependencies and performance testing.</p>
<p>Interviewers expect you to go beyond checking for a 200 status: validate response bodies and schemas, test negative and security scenarios, and explain how API tests fit into a CI pipeline.</p>`,
      metaTitle: "API Testing Interview Questions and Answers",
      metaDescription:
        "API testing interview questions with answers: REST vs SOAP, HTTP methods and status codes, Postman, REST Assured, auth, contract and load testing.",
      metaKeywords:
        "api testing interview questions, rest api testing, postman interview, rest assured, http status codes, contract testing, sdet",
      questions: [
        {
          question: "What is the difference between REST and SOAP APIs?",
          answer: `<ul>
<li><strong>SOAP</strong> (Simple Object Access Protocol) is a <strong>protocol</strong> with strict rules. Messages are always <strong>XML</strong> envelopes, the contract is described in a <strong>WSDL</strong> file, and it has built-in standards such as WS-Security and WS-ReliableMessaging. It usually uses HTTP POST but can run over other transports. It is still common in banking, insurance, healthcare and government integrations.</li>
<li><strong>REST</strong> (Representational State Transfer) is an <strong>architectural style</strong>. Resources are identified by URLs and manipulated with standard HTTP methods (GET, POST, PUT, PATCH, DELETE). Payloads are usually <strong>JSON</strong>, the API is stateless, responses can be cached, and contracts are often described with <strong>OpenAPI</strong> (Swagger).</li>
</ul>
<p>REST is lighter, easier to consume from browsers and mobile apps and dominates new public and internal APIs. SOAP offers a formal contract and enterprise features out of the box.</p>
<p>For testing: SOAP tests post XML envelopes and validate against the WSDL and XSD, often with SoapUI or ReadyAPI. REST tests send HTTP requests and validate status codes, headers and JSON bodies, often with Postman, REST Assured or Karate. You may also be asked about <strong>GraphQL</strong>, where a single endpoint accepts queries and errors can arrive with an HTTP 200 status, so tests must check the <code>errors</code> field.</p>`,
        },
        {
          question:
            "What are the main HTTP methods, which are idempotent, and what is the difference between PUT and PATCH?",
          answer: `<ul>
<li><strong>GET</strong>: read a resource. Safe and idempotent.</li>
<li><strong>POST</strong>: create a resource or trigger processing. <strong>Not idempotent</strong>: sending it twice can create two orders.</li>
<li><strong>PUT</strong>: create or <strong>replace</strong> the whole resource at a known URL. Idempotent.</li>
<li><strong>PATCH</strong>: <strong>partially update</strong> a resource. Not guaranteed to be idempotent (for example "increment quantity by 1").</li>
<li><strong>DELETE</strong>: remove a resource. Idempotent.</li>
<li><strong>HEAD</strong> and <strong>OPTIONS</strong>: headers only, and allowed methods (also used in CORS preflight). Both safe.</li>
</ul>
<p><strong>Safe</strong> means the request does not change server state. <strong>Idempotent</strong> means sending the same request once or many times leaves the server in the same state, although the response may differ (a second DELETE may return 404).</p>
<p>A <code>PUT /users/42</code> body replaces the whole user:</p>
<pre><code class="language-json">{ "name": "Ana Lopez", "email": "ana@example.com", "role": "admin" }</code></pre>
<p>A <code>PATCH /users/42</code> body changes only the listed fields:</p>
<pre><code class="language-json">{ "role": "admin" }</code></pre>
<p>Test ideas: send the same PUT twice and verify the resource is unchanged; check that fields omitted in a PUT are reset or rejected as documented; check that retried POSTs do not create duplicates when the API supports an <code>Idempotency-Key</code> header.</p>`,
        },
        {
          question:
            "Which HTTP status codes should an API tester know, and what is the difference between 401 and 403?",
          answer: `<p>Status codes are grouped by their first digit:</p>
<ul>
<li><strong>2xx success</strong>: <code>200 OK</code>; <code>201 Created</code> (often with a <code>Location</code> header); <code>204 No Content</code> (success with no body, common for DELETE).</li>
<li><strong>3xx redirection</strong>: <code>301</code> and <code>302</code> redirects; <code>304 Not Modified</code> for cached responses.</li>
<li><strong>4xx client errors</strong>: <code>400 Bad Request</code> (malformed or invalid input); <code>404 Not Found</code>; <code>405 Method Not Allowed</code>; <code>409 Conflict</code> (for example a duplicate email or version conflict); <code>415 Unsupported Media Type</code>; <code>422 Unprocessable Content</code> (valid syntax, failed validation); <code>429 Too Many Requests</code> (rate limited, often with <code>Retry-After</code>).</li>
<li><strong>5xx server errors</strong>: <code>500 Internal Server Error</code>; <code>502 Bad Gateway</code>; <code>503 Service Unavailable</code>; <code>504 Gateway Timeout</code>.</li>
</ul>
<p><strong>401 Unauthorized</strong> actually means <strong>unauthenticated</strong>: no credentials, or invalid or expired ones. The client should authenticate and retry. <strong>403 Forbidden</strong> means the server knows who you are, but you <strong>lack permission</strong>, for example a regular user calling an admin endpoint. Re-authenticating will not help.</p>
<p>A good tester also flags wrong codes as bugs: validation errors returned as 500, or errors returned with 200 and an error message in the body, break clients and monitoring.</p>`,
        },
        {
          question: "What do you validate when testing a REST API endpoint?",
          answer: `<p>A thorough API test checks much more than the status code:</p>
<ul>
<li><strong>Status code</strong>: the correct one for each scenario (201 on create, 404 for a missing ID, 400 or 422 for invalid input).</li>
<li><strong>Response body</strong>: field values, data types, required fields present, no unexpected nulls, correct calculations, correct sorting and filtering.</li>
<li><strong>Schema or contract</strong>: the response matches the OpenAPI or JSON Schema definition.</li>
<li><strong>Headers</strong>: <code>Content-Type</code>, caching headers, <code>Location</code> on create, CORS and security headers.</li>
<li><strong>Side effects</strong>: the data was really persisted, for example by a follow-up GET or a database check, and events or emails were triggered.</li>
<li><strong>Negative cases</strong>: missing or invalid fields, wrong types, boundary values, very long strings, special characters, unknown IDs, wrong HTTP method, malformed JSON.</li>
<li><strong>Security</strong>: no token, expired token, accessing another user's resource (IDOR), injection attempts, sensitive data not leaked in responses or error messages.</li>
<li><strong>Performance</strong>: response time within the agreed threshold.</li>
<li><strong>Behavior features</strong>: pagination, filtering, rate limiting and idempotency.</li>
</ul>
<p>Example for <code>POST /orders</code>: expect 201 with an order ID; GET the order and confirm items and total; send an empty cart and expect 400 with a clear error message; repeat without a token and expect 401.</p>`,
        },
        {
          question: "How do you use Postman for API testing and automation?",
          answer: `<p><strong>Postman</strong> is a popular tool for exploring and testing APIs. Key features for testing:</p>
<ul>
<li><strong>Collections</strong> group requests; <strong>environments</strong> hold variables such as <code>baseUrl</code> and tokens for dev, QA and staging, referenced as <code>{{baseUrl}}/users</code>.</li>
<li><strong>Pre-request scripts</strong> prepare data (timestamps, random emails, fetching a token).</li>
<li><strong>Tests</strong> (post-response scripts) are written in JavaScript with the <code>pm</code> API.</li>
<li>The <strong>Collection Runner</strong> runs a collection with data files (CSV or JSON) for data-driven tests.</li>
<li><strong>Newman</strong> (or the Postman CLI) runs collections from the command line in CI pipelines.</li>
</ul>
<pre><code class="language-javascript">pm.test("Status is 201", function () {
  pm.response.to.have.status(201);
});

pm.test("Response has a valid user", function () {
  const body = pm.response.json();
  pm.expect(body.id).to.be.a("number");
  pm.expect(body.email).to.eql(pm.environment.get("newUserEmail"));
});

pm.test("Responds within 800 ms", function () {
  pm.expect(pm.response.responseTime).to.be.below(800);
});

// Chain requests: save the ID for the next call
pm.environment.set("userId", pm.response.json().id);</code></pre>
<pre><code class="language-bash">newman run users.postman_collection.json -e qa.postman_environment.json \\
  --reporters cli,junit --reporter-junit-export results.xml</code></pre>`,
        },
        {
          question: "How do you write an API test with REST Assured?",
          answer: `<p><strong>REST Assured</strong> is a Java library for testing REST services with a readable <strong>given / when / then</strong> syntax. It is typically used with JUnit or TestNG, Hamcrest matchers and Jackson for serialization, and runs as part of the Maven or Gradle build in CI.</p>
<pre><code class="language-java">import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;

public class UserApiTest {

    @Test
    public void createUserReturns201AndEchoesData() {
        String body = "{\\"name\\": \\"Ana Lopez\\", \\"email\\": \\"ana.lopez@example.com\\"}";

        int id =
            given()
                .baseUri("https://api.example.com")
                .header("Authorization", "Bearer " + token)
                .contentType("application/json")
                .body(body)
            .when()
                .post("/users")
            .then()
                .statusCode(201)
                .header("Location", containsString("/users/"))
                .body("name", equalTo("Ana Lopez"))
                .body("id", notNullValue())
                .time(lessThan(2000L))
                .extract().path("id");

        given().baseUri("https://api.example.com")
               .header("Authorization", "Bearer " + token)
        .when().get("/users/{id}", id)
        .then().statusCode(200).body("email", equalTo("ana.lopez@example.com"));
    }
}</code></pre>
<p>In real frameworks, use a shared <code>RequestSpecification</code> for the base URI and auth, POJOs instead of JSON strings, and schema validation with <code>matchesJsonSchemaInClasspath("user-schema.json")</code>.</p>`,
        },
        {
          question: "How do you test API authentication and authorization, such as OAuth 2.0 and JWT?",
          answer: `<p>Common API authentication methods:</p>
<ul>
<li><strong>Basic auth</strong>: a base64-encoded <code>username:password</code> in the <code>Authorization</code> header. Base64 is not encryption, so it is only acceptable over HTTPS.</li>
<li><strong>API keys</strong>: a key in a header, identifying the calling application.</li>
<li><strong>OAuth 2.0</strong>: an authorization framework in which a client obtains an <strong>access token</strong> from an authorization server, for example with the client credentials flow for service-to-service calls or the authorization code flow with PKCE for users, and sends it as <code>Authorization: Bearer &lt;token&gt;</code>.</li>
<li><strong>JWT</strong>: a common token format with three base64url parts (header, payload with claims such as <code>sub</code>, <code>exp</code> and <code>scope</code>, and a signature).</li>
</ul>
<p>Test cases to cover:</p>
<ul>
<li>No token returns <strong>401</strong>; malformed, expired or wrongly signed tokens return <strong>401</strong>.</li>
<li>A token with insufficient role or scope returns <strong>403</strong>.</li>
<li>User A cannot read or modify user B's data by changing an ID in the URL (IDOR, a top OWASP API risk).</li>
<li>A tampered JWT payload (for example changing the role to admin) is rejected; <code>"alg": "none"</code> tokens are rejected.</li>
<li>Logout and token revocation work, and refresh tokens cannot be reused if rotation is enabled.</li>
<li>Tokens and passwords never appear in URLs, logs or error responses.</li>
</ul>
<p>In automation, obtain a token once per run through the token endpoint and keep secrets in CI variables, not in the repository.</p>`,
        },
        {
          question: "What is JSON schema validation, and what is contract testing?",
          answer: `<p><strong>JSON Schema validation</strong> checks the <strong>structure</strong> of a response rather than specific values: required fields, data types, formats and allowed values. It quickly catches breaking changes, such as a renamed field or a number that became a string.</p>
<pre><code class="language-json">{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "required": ["id", "email", "status"],
  "properties": {
    "id": { "type": "integer" },
    "email": { "type": "string", "format": "email" },
    "status": { "enum": ["active", "suspended"] },
    "createdAt": { "type": "string", "format": "date-time" }
  },
  "additionalProperties": false
}</code></pre>
<p>In REST Assured you can assert <code>body(matchesJsonSchemaInClasspath("user.json"))</code>; in Postman, <code>pm.response.to.have.jsonSchema(schema)</code>.</p>
<p><strong>Contract testing</strong> verifies that a consumer and a provider agree on the API. In <strong>consumer-driven contract testing</strong> with a tool such as <strong>Pact</strong>, each consumer records the requests it makes and the responses it relies on as a contract. The provider's pipeline then verifies it still satisfies every consumer's contract, often with a Pact Broker to share them.</p>
<p>This is especially valuable in microservices: each service can be tested and deployed independently, and a breaking change is caught in the provider's build rather than in a slow, fragile end-to-end environment.</p>`,
        },
        {
          question:
            "How do you test an API that depends on a third-party service that is unavailable or unreliable in the test environment?",
          answer: `<p>Use <strong>mocks, stubs or service virtualization</strong> to replace the dependency with a controllable fake. This makes tests fast and deterministic and lets you simulate situations that are hard to trigger with the real service.</p>
<p>A popular tool is <strong>WireMock</strong> (others include MockServer, Mountebank, Prism for OpenAPI-based mocks and Postman mock servers). A WireMock stub mapping:</p>
<pre><code class="language-json">{
  "request": {
    "method": "POST",
    "urlPath": "/v1/charges"
  },
  "response": {
    "status": 402,
    "headers": { "Content-Type": "application/json" },
    "jsonBody": { "error": "card_declined" },
    "fixedDelayMilliseconds": 1500
  }
}</code></pre>
<p>With stubs you can test how your API handles:</p>
<ul>
<li>Success and every documented error, such as declined cards or invalid addresses.</li>
<li>Timeouts and slow responses: does your service time out, retry sensibly and return a clear error?</li>
<li>Malformed responses and 5xx errors: circuit breakers, fallbacks and error mapping.</li>
</ul>
<p>Keep stubs aligned with the real API by generating them from its OpenAPI specification or by verifying them with contract tests, and still run a small number of tests against the provider's real sandbox, because mocks can drift from reality.</p>`,
        },
        {
          question: "How do you performance test an API, and which metrics matter?",
          answer: `<p>Common test types:</p>
<ul>
<li><strong>Load test</strong>: expected peak traffic, to verify response times and error rates meet targets.</li>
<li><strong>Stress test</strong>: increase load beyond the peak to find the breaking point and see how the system fails and recovers.</li>
<li><strong>Spike test</strong>: a sudden burst of traffic, such as a flash sale.</li>
<li><strong>Soak (endurance) test</strong>: steady load for hours to reveal memory leaks and resource exhaustion.</li>
</ul>
<p>Key metrics: <strong>latency percentiles</strong> (p95 and p99 matter more than the average), <strong>throughput</strong> (requests per second), <strong>error rate</strong> and server-side resource usage (CPU, memory, database connections). Tools include JMeter, Gatling, Locust and k6. A k6 example:</p>
<pre><code class="language-javascript">import http from "k6/http";
import { check, sleep } from "k6";

export const options = {
  stages: [
    { duration: "2m", target: 100 },  // ramp up to 100 virtual users
    { duration: "5m", target: 100 },  // hold
    { duration: "1m", target: 0 },    // ramp down
  ],
  thresholds: {
    http_req_duration: ["p(95)&lt;500"],  // 95% of requests under 500 ms
    http_req_failed: ["rate&lt;0.01"],    // less than 1% errors
  },
};

export default function () {
  const res = http.get("https://api.example.com/products?page=1");
  check(res, { "status is 200": (r) =&gt; r.status === 200 });
  sleep(1);
}</code></pre>
<p>Run tests against a production-like environment, with realistic data and user behavior, and never against production without approval.</p>`,
        },
      ],
    },
    {
      name: "Agile & Scrum",
      slug: "agile-scrum-interview-questions",
      description: `<p>Most US software teams work in an Agile way, usually with Scrum or Kanban, so developers, testers, business analysts and project managers are all asked about it in interviews. These questions cover Agile values, Scrum accountabilities, events and artifacts, user stories, estimation, Kanban and how testing fits into a sprint.</p>
<p>Answers follow the current Scrum Guide (2020). Interviewers look for correct terminology combined with real examples of how you handled practical situations such as unfinished work or changing priorities.</p>`,
      metaTitle: "Agile & Scrum Interview Questions and Answers",
      metaDescription:
        "Agile and Scrum interview questions with answers: Agile values, Scrum roles, events and artifacts, user stories, story points, Kanban and QA in sprints.",
      metaKeywords:
        "agile interview questions, scrum interview questions, scrum master, product owner, user stories, story points, kanban, sprint",
      questions: [
        {
          question: "What is Agile, and what are the four values of the Agile Manifesto?",
          answer: `<p><strong>Agile</strong> is an approach to software development that delivers working software in small, frequent increments, gathers feedback early and adapts to change, instead of planning everything up front and delivering once at the end as in the Waterfall model.</p>
<p>The <strong>Agile Manifesto</strong> (2001) states four values:</p>
<ol>
<li><strong>Individuals and interactions</strong> over processes and tools.</li>
<li><strong>Working software</strong> over comprehensive documentation.</li>
<li><strong>Customer collaboration</strong> over contract negotiation.</li>
<li><strong>Responding to change</strong> over following a plan.</li>
</ol>
<p>The manifesto adds that while there is value in the items on the right, the items on the left are valued more. Agile does not mean "no documentation" or "no planning".</p>
<p>It is supported by <strong>twelve principles</strong>, including satisfying the customer through early and continuous delivery, welcoming changing requirements, delivering frequently (weeks rather than months), daily collaboration between business people and developers, sustainable pace, technical excellence, simplicity and regular reflection to improve.</p>
<p>Agile is a mindset; Scrum, Kanban, Extreme Programming (XP) and scaled frameworks such as SAFe are concrete ways to practice it.</p>`,
        },
        {
          question: "What are the roles (accountabilities) in a Scrum Team?",
          answer: `<p>According to the 2020 Scrum Guide, a Scrum Team is small, typically <strong>10 or fewer people</strong>, cross-functional and self-managing, with three accountabilities:</p>
<ul>
<li><strong>Product Owner</strong>: one person accountable for maximizing the value of the product. They develop and communicate the <strong>Product Goal</strong> and create, order and clearly communicate <strong>Product Backlog</strong> items. They can delegate work, but remain accountable, and represent stakeholders' needs.</li>
<li><strong>Scrum Master</strong>: accountable for the team's effectiveness and for establishing Scrum as defined. A servant leader who coaches the team in self-management, helps remove impediments, ensures events happen and are productive, and helps the organization adopt Scrum. A Scrum Master is not a project manager who assigns tasks.</li>
<li><strong>Developers</strong>: the people who create the usable Increment each Sprint. "Developers" includes everyone doing the work: programmers, testers, designers, analysts. They create the Sprint Backlog, adhere to the Definition of Done and adapt their plan daily.</li>
</ul>
<p>Scrum has no separate "tester" or "team lead" role, and there is no hierarchy within the team. Stakeholders and managers are outside the Scrum Team. Older material uses "Development Team"; the 2020 guide replaced it with "Developers".</p>`,
        },
        {
          question: "What are the Scrum events, and what is the purpose and timebox of each?",
          answer: `<p>Scrum defines five events, with maximum timeboxes for a one-month Sprint (usually shorter for shorter Sprints):</p>
<ul>
<li><strong>The Sprint</strong>: a fixed-length container of one month or less (two weeks is most common) in which all other events happen and a usable Increment is created. A new Sprint starts immediately after the previous one ends.</li>
<li><strong>Sprint Planning</strong> (up to 8 hours): the team decides <strong>why</strong> the Sprint is valuable (the Sprint Goal), <strong>what</strong> can be done and <strong>how</strong> the work will be done, producing the Sprint Backlog.</li>
<li><strong>Daily Scrum</strong> (15 minutes, every working day): the Developers inspect progress toward the Sprint Goal and adapt their plan. The classic "three questions" are optional, and it is not a status report to a manager.</li>
<li><strong>Sprint Review</strong> (up to 4 hours): the team presents the results to stakeholders, discusses progress toward the Product Goal and adapts the Product Backlog. It is a working session, not just a demo.</li>
<li><strong>Sprint Retrospective</strong> (up to 3 hours): the team inspects how the Sprint went regarding people, interactions, processes, tools and the Definition of Done, and identifies improvements to act on.</li>
</ul>
<p><strong>Product Backlog refinement</strong> is an ongoing activity, not an official event; teams often spend up to around 10% of their capacity on it.</p>`,
        },
        {
          question: "What are the Scrum artifacts and their commitments?",
          answer: `<p>Scrum has three artifacts. Since the 2020 Scrum Guide, each has a <strong>commitment</strong> that provides focus and a way to measure progress:</p>
<ul>
<li><strong>Product Backlog</strong>: an emergent, ordered list of everything that might be needed to improve the product; the single source of work for the Scrum Team. It is owned and ordered by the Product Owner and refined continuously. Commitment: the <strong>Product Goal</strong>, the long-term objective the team plans against.</li>
<li><strong>Sprint Backlog</strong>: the Sprint Goal, plus the Product Backlog items selected for the Sprint, plus the Developers' plan for delivering them. It belongs to the Developers and is updated throughout the Sprint. Commitment: the <strong>Sprint Goal</strong>, the single objective for the Sprint, which gives flexibility in exactly which work is done.</li>
<li><strong>Increment</strong>: a concrete, usable step toward the Product Goal. Each Increment adds to all prior Increments and is thoroughly verified. Several Increments can be created in a Sprint, and they can be released at any time, not only at the end of the Sprint. Commitment: the <strong>Definition of Done</strong>; work that does not meet it is not part of the Increment.</li>
</ul>
<p>Burndown charts, velocity charts and task boards are helpful tools, but they are not official Scrum artifacts.</p>`,
        },
        {
          question: "What is a user story, what does INVEST mean, and how do you write acceptance criteria?",
          answer: `<p>A <strong>user story</strong> is a short description of a feature from the user's perspective, used to start a conversation about requirements. A common template:</p>
<p><strong>"As a [type of user], I want [goal] so that [benefit]."</strong> For example: "As a returning customer, I want to save my card details so that I can check out faster."</p>
<p>The <strong>3 Cs</strong> describe a story: the <strong>Card</strong> (the short text), the <strong>Conversation</strong> (discussion that fills in details) and the <strong>Confirmation</strong> (acceptance criteria).</p>
<p><strong>INVEST</strong> describes a good story: <strong>I</strong>ndependent, <strong>N</strong>egotiable, <strong>V</strong>aluable, <strong>E</strong>stimable, <strong>S</strong>mall (fits in a sprint) and <strong>T</strong>estable.</p>
<p><strong>Acceptance criteria</strong> are the specific conditions the story must meet to be accepted. The Given/When/Then (Gherkin) format makes them clear and testable:</p>
<ul>
<li><strong>Given</strong> I am logged in and have a saved Visa card, <strong>when</strong> I go to checkout, <strong>then</strong> the saved card is pre-selected showing only its last four digits.</li>
<li><strong>Given</strong> my saved card has expired, <strong>when</strong> I go to checkout, <strong>then</strong> I am asked to update the card before paying.</li>
</ul>
<p>Large stories, often called epics, should be split vertically, delivering thin end-to-end slices of value rather than separate front-end and back-end pieces.</p>`,
        },
        {
          question:
            "What is the difference between the Definition of Done, acceptance criteria and the Definition of Ready?",
          answer: `<ul>
<li><strong>Definition of Done (DoD)</strong>: a formal description of the quality standard that applies to <strong>every</strong> Product Backlog item. It is the commitment for the Increment in Scrum. Example: code reviewed and merged; unit tests written and passing; acceptance tests automated; no open critical defects; deployed to staging; documentation updated; accessibility checks passed.</li>
<li><strong>Acceptance criteria</strong>: conditions <strong>specific to one story</strong> that describe its expected behavior. Example for a password reset story: "The reset link expires after 30 minutes" and "the link can be used only once".</li>
<li><strong>Definition of Ready (DoR)</strong>: an optional team agreement on when a story is ready to be pulled into a Sprint. Example: a clear description and acceptance criteria, dependencies identified, designs available, estimated and small enough for one Sprint. It is not part of the Scrum Guide, and it should not become a rigid gate that blocks collaboration.</li>
</ul>
<p>A story is done only when it meets <strong>both</strong> its own acceptance criteria and the team's Definition of Done. If it meets its acceptance criteria but has no automated tests required by the DoD, it is not done, and it returns to the Product Backlog at the end of the Sprint rather than being counted as partially complete.</p>`,
        },
        {
          question: "What are story points, how does planning poker work, and what is velocity?",
          answer: `<p><strong>Story points</strong> are a <strong>relative</strong> unit for estimating the size of a backlog item, combining effort, complexity and uncertainty. Instead of guessing hours, the team compares items with a reference story: "this is about twice as big as the login story we called a 3". Teams commonly use a modified Fibonacci scale (1, 2, 3, 5, 8, 13, 20...), where growing gaps reflect growing uncertainty.</p>
<p><strong>Planning poker</strong>:</p>
<ol>
<li>The Product Owner explains the story and answers questions.</li>
<li>Each team member privately chooses a card with an estimate.</li>
<li>Everyone reveals at the same time, which avoids anchoring on the first or most senior voice.</li>
<li>The highest and lowest estimators explain their reasoning, which often reveals hidden work or misunderstandings.</li>
<li>The team re-votes until estimates converge.</li>
</ol>
<p><strong>Velocity</strong> is the number of story points a team completes (meeting the Definition of Done) per Sprint, usually averaged over the last few Sprints. It helps with forecasting, for example "about 30 points per sprint, so this 120-point release needs about four sprints".</p>
<p>Important cautions: velocity is specific to one team and must not be used to compare teams or as a performance target, because that leads to point inflation. Story points are not part of the Scrum Guide, and some teams use alternatives such as counting items or #NoEstimates with flow metrics.</p>`,
        },
        {
          question: "What is the difference between Scrum and Kanban?",
          answer: `<ul>
<li><strong>Cadence</strong>: Scrum works in fixed-length Sprints with a planned set of work. Kanban is a <strong>continuous flow</strong>: items are pulled whenever capacity is available, with no Sprints required.</li>
<li><strong>Roles</strong>: Scrum defines Product Owner, Scrum Master and Developers. Kanban prescribes no roles and starts from the current process.</li>
<li><strong>Events</strong>: Scrum has prescribed events (Planning, Daily Scrum, Review, Retrospective). Kanban has no mandatory meetings, though many teams hold daily stand-ups and regular replenishment and review meetings.</li>
<li><strong>Limiting work</strong>: Scrum limits work by what is selected for the Sprint. Kanban uses explicit <strong>work-in-progress (WIP) limits</strong> per column, for example at most three items in "In Testing".</li>
<li><strong>Change</strong>: in Scrum, the Sprint Goal should not change during the Sprint. In Kanban, priorities can change at any time for items not yet started.</li>
<li><strong>Metrics</strong>: Scrum teams often use velocity and burndown charts. Kanban uses <strong>lead time</strong>, <strong>cycle time</strong>, <strong>throughput</strong> and cumulative flow diagrams.</li>
</ul>
<p>Kanban suits work with unpredictable arrival, such as support, operations and maintenance. Scrum suits product development that benefits from a regular rhythm of planning and review. Many teams combine them ("Scrumban"), for example Scrum events with a Kanban board and WIP limits.</p>`,
        },
        {
          question:
            "What is the role of a QA engineer in a Scrum team, and how does testing fit into a sprint?",
          answer: `<p>In Scrum, testers are <strong>Developers</strong>: quality is a shared team responsibility, and testing happens <strong>throughout</strong> the Sprint rather than in a separate phase at the end. A QA engineer typically:</p>
<ul>
<li><strong>Refinement</strong>: joins "three amigos" sessions (business, development, testing) to clarify stories, find edge cases early and write testable acceptance criteria.</li>
<li><strong>Sprint Planning</strong>: makes sure testing effort, test data and environments are included in estimates and tasks.</li>
<li><strong>During the Sprint</strong>: prepares test cases while code is being written, tests stories as soon as they are ready, pairs with developers, automates acceptance and regression tests, and does exploratory testing.</li>
<li><strong>Definition of Done</strong>: helps define quality criteria, such as automated tests passing and no open critical bugs, and holds the team to them.</li>
<li><strong>Review and Retrospective</strong>: shares quality metrics and suggests process improvements, such as reducing escaped defects.</li>
</ul>
<p>This is the idea of <strong>shift-left testing</strong>: finding problems as early as possible, when they are cheapest to fix.</p>
<p>A common anti-pattern is the "mini-waterfall" Sprint, where developers finish coding on the last days and testers are overloaded. Remedies include smaller stories, limiting work in progress, developers helping with testing and automation, and a continuous integration pipeline that runs tests on every commit.</p>`,
        },
        {
          question:
            "What happens when a user story is not finished by the end of the sprint, or when urgent work appears mid-sprint?",
          answer: `<p><strong>Unfinished work</strong>:</p>
<ul>
<li>The Sprint is <strong>not extended</strong>; its length is fixed.</li>
<li>An item that does not meet the Definition of Done is <strong>not</strong> part of the Increment, is not shown as done at the Sprint Review and earns no partial credit in velocity.</li>
<li>It goes back to the <strong>Product Backlog</strong>, where the Product Owner re-orders it. It is often, but not automatically, taken into the next Sprint, with the remaining work re-estimated.</li>
<li>The team discusses the cause in the <strong>Retrospective</strong>: stories too large, hidden dependencies, too much work in progress or over-commitment.</li>
</ul>
<p><strong>Urgent work mid-Sprint</strong>:</p>
<ul>
<li>The <strong>Sprint Goal</strong> should not be endangered. The Sprint Backlog can be renegotiated with the Product Owner as more is learned, for example swapping in an urgent item and removing one of similar size.</li>
<li>Production incidents are usually handled directly; teams that get them often reserve capacity for them.</li>
<li>If the Sprint Goal becomes obsolete, for example because the business changes direction, <strong>only the Product Owner can cancel the Sprint</strong>. This is rare.</li>
</ul>
<p>In an interview, give a concrete example: what happened, how you communicated with the Product Owner and what the team changed afterwards.</p>`,
        },
      ],
    },
  ],
};
