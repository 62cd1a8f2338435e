/**
 * The profile pages and bookmarks of a signed-in member (SPEC.md §2 Logged-in area, §5, §8).
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts.ts";
import { isFocused, setupBrowser } from "../support/browser.ts";

const desktop = setupBrowser();

async function fillProfile(page: Page) {
  await page.getByLabel("Phone number").fill("+1 (555) 010-2030");
  await page.getByLabel("Country").selectOption("Canada");
  await page.getByLabel("Bio").fill("Backend developer preparing for Java interviews in the USA.");
}

describe("profile", () => {
  it("uploads a photo, which the profile then shows", async () => {
    const { page } = desktop;
    await signUpAndLogIn(page, "photo");
    await page.goto("/user/profile");
    await fillProfile(page);
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 40, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    await page.locator("input[type=file][name=file]").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: png,
    });
    // The chosen photo shows before it is saved.
    const chosen = page.getByRole("img", { name: "The photo you chose" });
    expect(await chosen.getAttribute("src")).toMatch(/^blob:/);
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByText("Has been successfully updated").waitFor();

    await page.goto("/user/profile-preview");
    const photo = page.getByRole("img", { name: /Profile photo of/ });
    await photo.waitFor();
    expect(await photo.getAttribute("src")).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.webp$/);
    // The browser really decoded it: the stored photo is served and is an image.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    await page.getByText("Canada").first().waitFor();
    await page.getByText("+1 (555) 010-2030").waitFor();

    // The edit icon leads to the account settings.
    await page.getByRole("link", { name: "Edit profile" }).click();
    await page.waitForURL((url) => url.pathname === "/user/account-settings");
  });

  it("refuses a renamed non-image and an empty phone with SPEC's messages", async () => {
    const { page } = desktop;
    await signUpAndLogIn(page, "notimage");
    await page.goto("/users/profile");
    await fillProfile(page);
    // A text file named like a PNG: the browser believes the name, the server checks the bytes.
    await page.locator("input[type=file][name=file]").setInputFiles({
      name: "holiday.png",
      mimeType: "image/png",
      buffer: Buffer.from("This is a plain text file, not a picture.\n".repeat(20)),
    });
    await page.getByRole("button", { name: "Save profile" }).click();
    const popup = page.getByRole("dialog", { name: "Validation Errors" });
    await popup.waitFor();
    expect(await popup.textContent()).toContain("Please upload a valid image file.");
    // Its X is named, as every dialog's is.
    await popup.getByRole("button", { name: "Close" }).waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    // The field shows the message too, and nothing was saved.
    await page
      .locator(".mantine-InputWrapper-error", { hasText: "Please upload a valid image file." })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/users/profile");
    // Another file chosen: the message was about the last one, and goes.
    await page.locator("input[type=file][name=file]").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3366cc" } })
        .png()
        .toBuffer(),
    });
    await page.getByRole("img", { name: "The photo you chose" }).waitFor();
    expect(await page.locator(".mantine-InputWrapper-error").count()).toBe(0);
    await page.goto("/user/profile-preview");
    expect(await page.getByRole("img", { name: /Profile photo of/ }).count()).toBe(0);

    await page.goto("/user/profile");
    await fillProfile(page);
    await page.getByLabel("Phone number").fill("");
    await page.getByRole("button", { name: "Save profile" }).click();
    // SPEC.md §5's toast, and the server's answer in the popup.
    await page.locator(".mantine-Notification-root", { hasText: "Please input your phone number" }).waitFor();
    await popup.getByText("Please input your phone number").waitFor();
    expect(new URL(page.url()).pathname).toBe("/user/profile");
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });

    // Every missing field is named in one answer, not the phone first and the rest on the next try.
    await page.getByLabel("Country").selectOption("");
    await page.getByLabel("Bio").fill("");
    await page.getByRole("button", { name: "Save profile" }).click();
    for (const message of [
      "Please input your phone number",
      "Please select your country.",
      "The bio field is required.",
    ]) {
      await popup.getByText(message).waitFor();
    }
    await page.keyboard.press("Escape");
    expect(await page.locator(".mantine-InputWrapper-error").count()).toBe(3);
  });

  it("checks social links and saves the valid ones", async () => {
    const { page } = desktop;
    await signUpAndLogIn(page, "social");
    await page.goto("/user/social-profile");
    await page.getByLabel("Twitter").fill("twitter.com/someone");
    await page.getByLabel("Website").fill("my site");
    await page.getByRole("button", { name: "Save links" }).click();
    const modal = page.getByRole("dialog", { name: "Invalid URL" });
    await modal.waitFor();
    // Every invalid link at once, in the modal and under its field.
    for (const name of ["Twitter", "Website"]) {
      const message = `${name} must be a valid URL starting with http:// or https://`;
      await modal.getByText(message).waitFor();
      await page.locator(".mantine-InputWrapper-error", { hasText: message }).waitFor();
    }
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "hidden" });

    await page.getByLabel("Twitter").fill("https://x.com/someone");
    await page.getByLabel("Website").fill("");
    await page.getByLabel("Github").fill("ftp://github.com/someone");
    await page.getByRole("button", { name: "Save links" }).click();
    await page.getByRole("dialog", { name: "Invalid URL" }).getByText("Github must be a valid URL").waitFor();
    await page.keyboard.press("Escape");

    await page.getByLabel("Github").fill("https://github.com/someone");
    await page.getByRole("button", { name: "Save links" }).click();
    await page.getByText("Has been successfully updated").waitFor();
    await page.reload();
    expect(await page.getByLabel("Twitter").inputValue()).toBe("https://x.com/someone");
    expect(await page.getByLabel("Github").inputValue()).toBe("https://github.com/someone");
    expect(await page.getByLabel("Facebook").inputValue()).toBe("");
  });

  it("saves bookmarks from Q&A pages, lists them, and deletes them after asking", async () => {
    const { page } = desktop;
    await signUpAndLogIn(page, "bookmark");
    for (const slug of ["docker-interview-questions", "spring-boot-interview-questions"]) {
      await page.goto(`/question-answer/${slug}`);
      await page.getByRole("button", { name: "Bookmark" }).click();
      await page.getByText("Bookmark saved successfully").waitFor();
    }

    await page.goto("/dashboard");
    expect(await page.getByTestId("count-bookmarks").textContent()).toBe("2");
    await page.goto("/user/my-bookmarks");
    const rows = page.getByTestId("bookmark-row");
    expect(await rows.count()).toBe(2);
    const spring = rows.filter({ hasText: "Spring Boot" });
    const link = spring.getByRole("link");
    expect(await link.getAttribute("href")).toBe("/question-answer/spring-boot-interview-questions");

    const deleteButton = (row: typeof rows) => row.getByRole("button", { name: /Delete bookmark/ });
    await deleteButton(spring).click();
    // It asks first: cancelling keeps the bookmark, and focus on the button that asked.
    const dialog = page.getByRole("dialog", { name: "Delete this bookmark?" });
    await dialog.getByRole("button", { name: "Close" }).waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await rows.count()).toBe(2);
    await expect.poll(() => isFocused(deleteButton(spring))).toBe(true);

    await deleteButton(spring).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Bookmark deleted successfully").waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    // Its row gone, focus moves to the same button in the row left, not to the page's <body>.
    await expect.poll(() => isFocused(deleteButton(rows.first()))).toBe(true);

    // The last one deleted, focus moves to the list's heading.
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("No bookmarks yet.", { exact: false }).waitFor();
    await expect.poll(() => isFocused(page.getByRole("heading", { name: "My bookmarks" }))).toBe(true);
    expect(await rows.count()).toBe(0);
    await page.reload();
    expect(await page.getByTestId("bookmark-row").count()).toBe(0);
  });
});
