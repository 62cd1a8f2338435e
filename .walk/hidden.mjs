import { chromium } from "playwright-core";
const base = "http://127.0.0.1:4310";
const step = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
if (step === "signup") {
  await page.goto(base + "/signup");
  await page.getByLabel("Name").fill("Walk Admin");
  await page.getByLabel("Email").fill("walk-admin@example.com");
  await page.locator("input[name=password]").fill("Correct-Horse-42!");
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.waitForTimeout(3000);
} else {
  await page.goto(base + "/login");
  await page.getByLabel("Email").fill("walk-admin@example.com");
  await page.locator("input[name=password]").fill("Correct-Horse-42!");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/dashboard");
  await page.goto(base + "/admin/categories");
  const python = page.getByTestId("category-row").filter({ hasText: "Main category" }).filter({ hasText: "Python" });
  await python.getByRole("button", { name: "Hide Python" }).click();
  await python.getByText("Hidden").waitFor();
  await page.reload();
  await page.waitForTimeout(1000);
  await python.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/hidden-categories.png", fullPage: true, clip: { x: 0, y: 820, width: 1366, height: 420 } });
  await page.goto(base + "/admin/questions?category=" + (await page.evaluate(() => 0)));
  await page.goto(base + "/admin/questions?q=django");
  await page.waitForTimeout(1000);
  await page.screenshot({ path: "/tmp/hidden-questions.png", clip: { x: 0, y: 150, width: 1366, height: 700 } });
  await page.goto(base + "/admin/categories");
  await page.getByTestId("category-row").filter({ hasText: "Main category" }).filter({ hasText: "Python" }).getByRole("button", { name: "Show Python" }).click();
  await page.waitForTimeout(1500);
}
await browser.close();
