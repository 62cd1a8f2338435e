/**
 * The cart and /payment (SPEC.md §2 Cart and payment, §4 Cart, §8 messages): removal and Clear
 * cart with SPEC's words, a coupon arriving by a `?coupon=` link and priced by the server, a
 * cancelled checkout that gives the cart back, and /payment for an anonymous visitor.
 */
import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts.ts";
import { scrollToHydratedPart, setupBrowser } from "../support/browser.ts";

const desktop = setupBrowser();
const phone = setupBrowser({ viewport: { width: 390, height: 844 } });

/** Seeded with the demo store (server/db/seed/demo-store.ts): 10 % off. */
const DEMO_COUPON = "WELCOME10";

describe("cart", () => {
  it("removes one item with a toast, persisted, and clears all after the confirmation", async () => {
    const { page } = desktop;
    await page.goto("/complete-guide");
    const adds = page.getByRole("button", { name: /^Add to Cart: / });
    await adds.nth(0).click();
    await page.getByText("Added to cart!").first().waitFor();
    await adds.nth(1).click();
    await page.locator("header").getByRole("link", { name: "Cart, 2 items" }).click();
    await page.waitForURL((url) => url.pathname === "/cart");
    await page.getByTestId("cart-item").nth(1).waitFor();
    expect(await page.getByTestId("cart-count").last().textContent()).toBe("2 books");
    const [first, second] = (await page.evaluate(() => JSON.parse(localStorage.getItem("cart")!))) as {
      name: string;
      price: string;
    }[];
    const subtotal = (Number(first!.price) + Number(second!.price)).toFixed(2);
    expect(await page.getByTestId("cart-subtotal").textContent()).toBe(`$${subtotal}`);

    await page.getByRole("button", { name: `Remove ${first!.name}` }).click();
    await page.getByText("Remove from cart!").waitFor();
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByTestId("cart-item").first().waitFor();
    expect(await page.getByTestId("cart-item").allTextContents()).toEqual([
      expect.stringContaining(second!.name),
    ]);
    expect(await page.getByTestId("cart-count").last().textContent()).toBe("1 book");

    await page.getByRole("button", { name: "Clear cart" }).click();
    const confirm = page.getByRole("dialog");
    await confirm.getByText("Are you sure? This will remove all items from your cart.").waitFor();
    await confirm.getByRole("button", { name: "Yes, clear it" }).click();
    await page.getByText("Cleared! Your cart is now empty.").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBe("[]");
    // The header's cart icon shows only with items.
    expect(await page.locator("header").getByRole("link", { name: /^Cart/ }).count()).toBe(0);
  });

  it("gives the cart back to a buyer who leaves the checkout with the browser's Back", async () => {
    const { page } = desktop;
    await signUpAndLogIn(page, "back");
    await page.goto("/complete-guide");
    await page
      .getByRole("button", { name: /^Add to Cart: / })
      .first()
      .click();
    await page.getByText("Added to cart!").waitFor();
    await page.goto("/payment");
    const pay = page.getByRole("button", { name: /^Pay \$\d/ });
    await pay.click();
    await page.waitForURL((url) => url.pathname.startsWith("/test-checkout/"));
    const checkout = page.url();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/payment");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    // Pay emptied the cart (SPEC.md §4); not paid and not cancelled, it is there again to pay.
    await pay.waitFor();
    await page.goto("/cart");
    await expect
      .poll(() => page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem").count())
      .toBe(1);

    // Back to that checkout after all, and paid there: the book is bought, and the cart the Back
    // put back no longer holds it.
    await page.goto(checkout);
    await page.getByRole("button", { name: /^Pay \$\d/ }).click();
    await page.waitForURL((url) => url.pathname === "/payment-success");
    await page.getByRole("heading", { name: "Payment successful" }).waitFor();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("cart"))).toBe("[]");
  });

  it("applies a coupon from a ?coupon= link at /payment, and a cancelled checkout gives the cart back", async () => {
    const { page } = desktop;
    await signUpAndLogIn(page, "coupon");
    await page.goto(`/complete-guide?coupon=${DEMO_COUPON}`);
    await page
      .getByRole("button", { name: /^Add to Cart: / })
      .first()
      .click();
    await page.getByText("Added to cart!").waitFor();
    await page.goto("/cart");
    // The cart shows the coupon the link brought, priced by the server as /payment prices it.
    await page.getByTestId("cart-discount").waitFor();
    expect(await page.getByTestId("cart-discount").textContent()).toMatch(/^-\$\d+\.\d{2}$/);
    const cartTotal = (await page.getByTestId("cart-total").textContent())!;
    const cartSubtotal = (await page.getByTestId("cart-subtotal").textContent())!;
    expect(cartTotal).not.toBe(cartSubtotal);
    await fs.mkdir("/tmp/member-notices-shots", { recursive: true });
    await page.screenshot({ path: "/tmp/member-notices-shots/cart-coupon-1280.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.screenshot({ path: "/tmp/member-notices-shots/cart-coupon-390.png" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.waitForURL((url) => url.pathname === "/payment");

    const total = page.getByTestId("payment-total");
    await page.getByTestId("payment-discount").waitFor();
    const subtotal = Number((await page.getByTestId("payment-subtotal").textContent())!.slice(1));
    const discount = Math.round(subtotal * 10) / 100;
    expect(await page.getByTestId("payment-discount").textContent()).toBe(`-$${discount.toFixed(2)}`);
    const discounted = `$${(subtotal - discount).toFixed(2)}`;
    // The total shows "…" while the server prices the order again: wait for its answer.
    await expect.poll(() => total.textContent()).toBe(discounted);
    expect(cartTotal).toBe(discounted);

    // A code that does not exist is refused on its field, and the one applied before stays.
    await page.getByLabel("Coupon code").fill("NOT-A-COUPON");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("This coupon code is not valid.").waitFor();
    await page.getByRole("button", { name: "Apply" }).waitFor();
    await expect.poll(() => total.textContent()).toBe(discounted);
    expect(await page.getByTestId("payment-discount").textContent()).toBe(`-$${discount.toFixed(2)}`);

    // An empty code takes the discount away.
    await page.getByLabel("Coupon code").fill("");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByTestId("payment-discount").waitFor({ state: "detached" });
    await expect.poll(() => total.textContent()).toBe(`$${subtotal.toFixed(2)}`);
    // With no code applied, a code that does not exist leaves the order without one.
    await page.getByLabel("Coupon code").fill("NOT-A-COUPON");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("This coupon code is not valid.").waitFor();
    await expect.poll(() => total.textContent()).toBe(`$${subtotal.toFixed(2)}`);

    await page.getByLabel("Coupon code").fill(DEMO_COUPON);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByTestId("payment-discount").waitFor();
    await expect.poll(() => total.textContent()).toBe(discounted);
    // A reload keeps the code the buyer applied, and the discount with it.
    await page.reload();
    await page.getByTestId("payment-discount").waitFor();
    await expect.poll(() => total.textContent()).toBe(discounted);
    expect(await page.getByLabel("Coupon code").inputValue()).toBe(DEMO_COUPON);
    const charged = discounted;
    await page.getByRole("button", { name: `Pay ${charged}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/test-checkout/"));
    expect(await page.getByTestId("test-checkout-total").textContent()).toBe(charged);
    await page.getByRole("button", { name: "Cancel" }).click();

    await page.waitForURL((url) => url.pathname === "/payment-cancel");
    await page.getByRole("heading", { name: "Transaction Cancelled" }).waitFor();
    await page.getByText("Your cart is as you left it.", { exact: false }).waitFor();
    // Left by the buyer, not closed by another order: no reason to give.
    expect(await page.getByTestId("closed-because").count()).toBe(0);
    await page.locator("header").getByRole("link", { name: "Cart, 1 item" }).waitFor();
    await page.getByRole("link", { name: "Go to your dashboard" }).waitFor();
  });

  it("tells a buyer back from a checkout that a newer one replaced which order that is", async () => {
    const { page } = desktop;
    await signUpAndLogIn(page, "replaced");
    const payFor = async () => {
      await page.goto("/ebooks");
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await page
        .getByRole("button", { name: /^Add to Cart: / })
        .first()
        .click();
      await page
        .getByText(/Added to cart!|Item already in cart!/)
        .first()
        .waitFor();
      await page.goto("/payment");
      await page.getByTestId("payment-item").first().waitFor();
      await page.getByRole("button", { name: /^Pay / }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/test-checkout/"));
      return page.url();
    };
    const replaced = await payFor();
    const newerCheckout = await payFor();
    const newer = (await page.getByText(/^Order ORD-/).textContent())!.match(/ORD-[A-Z0-9]+/)![0];
    const backFromReplaced = async () => {
      await page.goto(replaced);
      await page.getByText("This checkout is closed.").waitFor();
      await page.getByRole("button", { name: "Return to the shop" }).click();
      await page.waitForURL(
        (url) => url.pathname === "/payment-cancel" && url.searchParams.get("order") !== newer,
      );
      await page.getByRole("heading", { name: "Transaction Cancelled" }).waitFor();
    };
    await backFromReplaced();
    expect(await page.getByTestId("closed-because").textContent()).toBe(
      `This checkout was closed because you started a newer one, order ${newer}. Pay there, or start again from your cart.`,
    );

    // The replaced checkout's success address does not say that anything was bought.
    const replacedOrder = new URL(page.url()).searchParams.get("order")!;
    await page.goto(`/payment-success?order=${replacedOrder}`);
    await page.getByRole("heading", { name: "Checkout replaced" }).waitFor();
    expect(await page.getByRole("heading", { name: "Payment successful" }).count()).toBe(0);

    // The buyer leaves the newer one too: nothing to explain there, and no "Pay there" any more
    // for the first one, whose replacement is closed as well.
    await page.goto(newerCheckout);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(
      (url) => url.pathname === "/payment-cancel" && url.searchParams.get("order") === newer,
    );
    await page.getByRole("heading", { name: "Transaction Cancelled" }).waitFor();
    expect(await page.getByTestId("closed-because").count()).toBe(0);
    await backFromReplaced();
    expect(await page.getByTestId("closed-because").count()).toBe(0);
  });

  it("sends an anonymous visitor from /payment to the home page, and from /payment-success to /login", async () => {
    const { page } = desktop;
    await page.goto("/payment");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto("/payment-success");
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.goto("/payment-cancel");
    expect(new URL(page.url()).pathname).toBe("/login");
  });
});

describe("a guide's page", () => {
  it("fetches its cover before its scripts, and adds a book from More Books once that has scrolled into view", async () => {
    const { page, baseUrl } = desktop;
    const html = await (await fetch(`${baseUrl}/guide-details/java-developer-interview-guide`)).text();
    const guide = await (
      await fetch(`${baseUrl}/api/public/geteServicerow?slug=java-developer-interview-guide`)
    ).json();
    const coverPath = new URL(guide.thumbnail).pathname;
    expect(coverPath).toMatch(/^\/files\/covers\/demo-[0-9a-f]{32}\.webp$/);
    // The cover is the page's largest paint; the scripts only make the page interactive.
    const cover = [...html.matchAll(/<img\b[^>]*>/g)].find(([tag]) => tag.includes(coverPath));
    // (React writes the attribute as fetchPriority; HTML's names know no case.)
    expect(cover?.[0]).toMatch(/ fetchpriority="high"/i);
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads.length).toBeGreaterThan(10);
    expect(preloads.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);

    await page.goto("/guide-details/java-developer-interview-guide");
    const moreBooks = page.getByRole("region", { name: "More Books" });
    const add = moreBooks.getByRole("button", { name: /^Add to Cart: / }).first();
    const title = (await add.getAttribute("aria-label"))!.replace("Add to Cart: ", "");
    await scrollToHydratedPart(add);
    await add.click();
    await page.getByText("Added to cart!").waitFor();
    const cart = (await page.evaluate(() => JSON.parse(localStorage.getItem("cart")!))) as { name: string }[];
    expect(cart.map((item) => item.name)).toEqual([title]);
  });
});

describe("on a 390 px phone", () => {
  it("shows a toast at the bottom of the screen, clear of the header's menu and cart", async () => {
    const { page } = phone;
    await page.goto("/complete-guide");
    await page
      .getByRole("button", { name: /^Add to Cart: / })
      .first()
      .click();
    const toast = page.locator(".mantine-Notification-root").filter({ hasText: "Added to cart!" });
    await toast.waitFor();
    const header = (await page.locator("header").boundingBox())!;
    // Where it comes to rest once it has slid in: inside the screen, below the header.
    await expect
      .poll(async () => {
        const at = await toast.boundingBox();
        return !!at && at.y > header.y + header.height && at.y + at.height <= 844;
      })
      .toBe(true);
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
