/** The home page as a visitor uses it: tiles, the topics carousel, category tabs and featured guides. */
import { describe, expect, inject, it } from "vitest";
import { scrollToHydratedPart, setupBrowser } from "../support/browser.ts";

const desktop = setupBrowser();
const baseUrl = inject("baseUrl");

describe("home page", () => {
  it("is rendered on the server with its tiles, topics, tabs and guides", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toMatch(/data-testid="stats-tiles"[\s\S]*50K[\s\S]*Question Answers/);
    expect(html).toContain('data-testid="topics-carousel"');
    // Each category's first topics are slides in the HTML, linking to their Q&A pages.
    expect(html).toContain('href="/question-answer/java-core-interview-questions"');
    expect(html).toContain('href="/question-answer/statistics-for-analysts-interview-questions"');
    expect(html).toMatch(/role="tab"[^>]*>[\s\S]*?Databases &amp; SQL/);
    expect(html).toContain("Java Developer Interview Guide");
    expect(html).toContain("$19.99");
    expect(html).toContain("$29.99");
    expect(html).toContain("500,000");
  });

  it("advances the carousel by itself every 3 seconds, and the pause button stops it", async () => {
    const { page } = desktop;
    // The page's timers on a clock the test can move: time flows as usual until it is moved on.
    await page.clock.install();
    await page.goto("/");
    const carousel = page.getByTestId("topics-carousel");
    const activeSlide = () => carousel.getAttribute("data-active-slide");
    expect(await activeSlide()).toBe("0");
    const started = Date.now();
    await expect.poll(activeSlide, { timeout: 6000 }).not.toBe("0");
    // Not at once: the first move comes after the 3 s delay (less the page's own start-up).
    expect(Date.now() - started).toBeGreaterThan(1500);

    await page.getByRole("button", { name: "Pause the topics carousel" }).click();
    await page.getByRole("button", { name: "Play the topics carousel" }).waitFor();
    const pausedAt = await activeSlide();
    // Proving that it stays takes time: the page's clock is moved on by 10 s (three moves and
    // more) instead of the test sleeping.
    await page.clock.runFor(10_000);
    expect(await activeSlide()).toBe(pausedAt);

    // The same 10 s move it again once it plays: the time the paused carousel ignored was real.
    await page.getByRole("button", { name: "Play the topics carousel" }).click();
    await page.getByRole("button", { name: "Pause the topics carousel" }).waitFor();
    await page.clock.runFor(10_000);
    await expect.poll(activeSlide).not.toBe(pausedAt);
  });

  it("opens on the fourth main category's tab and shows another category's topics when switched", async () => {
    const { page } = desktop;
    await page.goto("/");
    const tabs = page.getByRole("tablist", { name: "Main categories" });
    const selected = tabs.getByRole("tab", { selected: true });
    expect(await selected.textContent()).toBe("Databases & SQL");
    const panel = page.getByRole("tabpanel");
    expect(await panel.getByRole("link", { name: /SQL Queries/ }).isVisible()).toBe(true);

    // The tabs hydrate when they scroll into view (app/routes/home.tsx).
    await scrollToHydratedPart(tabs);
    await tabs.getByRole("tab", { name: "Python" }).click();
    expect(await tabs.getByRole("tab", { selected: true }).textContent()).toBe("Python");
    // Only the selected panel is visible (and so in the accessibility tree).
    const shown = page.getByRole("tabpanel");
    await shown.getByRole("link", { name: /Django/ }).waitFor();
    expect(await shown.getByRole("link", { name: /SQL Queries/ }).count()).toBe(0);
  });

  it("adds a guide to the cart once, with SPEC's toasts and the header's count", async () => {
    const { page } = desktop;
    await page.goto("/");
    const addJava = page.getByRole("button", { name: "Add to Cart: Java Developer Interview Guide" });
    await scrollToHydratedPart(addJava);
    await addJava.click();
    const added = page.getByText("Added to cart!");
    await added.waitFor();
    await page.getByTestId("cart-count").waitFor();
    expect(await page.getByTestId("cart-count").textContent()).toBe("1");
    // SPEC.md §9: cart toasts last 1.5 s.
    await added.waitFor({ state: "detached", timeout: 3000 });

    await addJava.click();
    await page.getByText("Item already in cart!").waitFor();
    expect(await page.getByTestId("cart-count").textContent()).toBe("1");

    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
    expect(cart).toEqual([
      {
        id: expect.any(Number),
        name: "Java Developer Interview Guide",
        slug: "java-developer-interview-guide",
        // The guide's cover, as the card shows it.
        image: expect.stringMatching(/\/files\/covers\/demo-[0-9a-f]{32}\.webp$/),
        price: "19.99",
      },
    ]);

    await page.reload();
    await page.getByTestId("cart-count").waitFor();
    expect(await page.getByTestId("cart-count").textContent()).toBe("1");
  });

  it("fills as many stars as the rating rounded down", async () => {
    const { page } = desktop;
    await page.goto("/");
    // Java Developer Interview Guide is rated 4.8: four filled stars of five, and the figure beside them.
    const rating = page.getByRole("img", { name: "Rated 4.8 out of 5" });
    expect(await rating.textContent()).toContain("4.8");
    // Five stars, the first four drawn in the filled colour, the last in the empty one.
    const colours = await rating.evaluate((node) =>
      [...node.querySelectorAll("[data-testid=star-rating] path")].map((star) => getComputedStyle(star).fill),
    );
    expect(colours).toHaveLength(5);
    const filled = colours.map((colour) => colour === colours[0]);
    expect(colours[4]).not.toBe(colours[0]);
    expect(filled).toEqual([true, true, true, true, false]);
  });
});

describe("home page on a phone", () => {
  it("draws the parts below the fold whole, and loads their code when the visitor scrolls to them", async () => {
    const { page } = desktop;
    // Lighthouse's phone (its mobile preset): the carousel, tabs and guides are below the fold.
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const partCode = () =>
      scripts.filter((path) => /\/assets\/(category-carousel|category-tabs|featured-guides)-/.test(path))
        .length;
    await page.goto("/");
    const tabs = page.getByRole("tablist", { name: "Main categories" });
    const sqlTopic = page.getByRole("tabpanel").getByRole("link", { name: /SQL Queries/ });
    // Styled before their code arrives: the route's stylesheets include theirs (a pill tab, a card
    // that is a link without an underline).
    const drawn = async () => ({
      tabRadius: await tabs
        .getByRole("tab", { selected: true })
        .evaluate((tab) => getComputedStyle(tab).borderRadius),
      cardUnderline: await sqlTopic.evaluate((link) => getComputedStyle(link).textDecorationLine),
      slide: await page
        .getByTestId("topics-carousel")
        .getByRole("link")
        .first()
        .evaluate((link) => getComputedStyle(link).display),
    });
    const beforeCode = await drawn();
    expect(beforeCode).toEqual({
      tabRadius: expect.stringMatching(/^[1-9]\d*px$/),
      cardUnderline: "none",
      slide: "block",
    });
    expect(partCode()).toBe(0);

    await scrollToHydratedPart(tabs);
    expect(partCode()).toBeGreaterThan(0);
    // Hydrating changed nothing a visitor sees.
    expect(await drawn()).toEqual(beforeCode);
    await tabs.getByRole("tab", { name: "Python" }).click();
    await page
      .getByRole("tabpanel")
      .getByRole("link", { name: /Django/ })
      .waitFor();
  });

  it("keeps a tap on Add to Cart made while the guides' code is still loading, and adds the guide once", async () => {
    const { page } = desktop;
    await page.setViewportSize({ width: 412, height: 823 });
    // A slow phone network: the guides' code arrives only once the visitor has tapped.
    let deliverCode!: () => void;
    const codeDelivered = new Promise<void>((resolve) => (deliverCode = resolve));
    await page.route(/\/assets\/featured-guides-[^/]*\.js$/, async (route) => {
      await codeDelivered;
      await route.continue();
    });
    await page.goto("/");
    // Every toast the page shows, even one gone again by the time the test looks.
    await page.evaluate(() => {
      const before = new Set(document.querySelectorAll("[role=alert]"));
      const shown = new Set<Element>();
      Object.assign(window, { shownToasts: shown });
      new MutationObserver(() => {
        for (const alert of document.querySelectorAll("[role=alert]")) {
          if (!before.has(alert)) shown.add(alert);
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const addJava = page.getByRole("button", { name: "Add to Cart: Java Developer Interview Guide" });
    const guides = addJava.locator("xpath=ancestor::div[@data-hydrate-when-visible][1]");
    await addJava.scrollIntoViewIfNeeded();
    await addJava.click();
    // The tap came while the part could not handle it yet.
    expect(await guides.getAttribute("data-hydrated")).toBeNull();
    deliverCode();

    await page.getByText("Added to cart!").waitFor({ timeout: 5000 });
    await guides.and(page.locator("[data-hydrated]")).waitFor({ state: "attached" });
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1");
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
    expect(cart).toEqual([expect.objectContaining({ slug: "java-developer-interview-guide" })]);
    // Added once: a second add would show "Item already in cart!" (SPEC.md §9: toasts last 1.5 s).
    await page.getByText("Added to cart!").waitFor({ state: "detached", timeout: 3000 });
    const shownToasts = await page.evaluate(() =>
      [...(window as unknown as { shownToasts: Set<Element> }).shownToasts].map((toast) => toast.textContent),
    );
    expect(shownToasts).toEqual(["Added to cart!"]);
  });
});
