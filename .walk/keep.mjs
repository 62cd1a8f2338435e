import { chromium } from "playwright-core";
const base = "http://127.0.0.1:4310";
const slug = process.argv[2];
const step = process.argv[3];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
if (step === "signup") {
  await page.goto(base + "/signup");
  await page.getByLabel("Name").fill("Walk Admin");
  await page.getByLabel("Email").fill("walk-admin@example.com");
  await page.locator("input[name=password]").fill("Correct-Horse-42!");
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.waitForTimeout(3000);
  console.log(page.url());
} else {
  await page.goto(base + "/login");
  await page.getByLabel("Email").fill("walk-admin@example.com");
  await page.locator("input[name=password]").fill("Correct-Horse-42!");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForTimeout(2000);
  await page.goto(base + `/user/my-exam/${slug}`);
  await page.getByRole("button", { name: "Start" }).click();
  await page.getByRole("dialog", { name: "Ready to start?" }).getByRole("button", { name: "Yes, start" }).click();
  await page.waitForURL(`**/user/exam/${slug}`, { timeout: 20000 });
  await page.goto(base + "/admin/categories?search=" + encodeURIComponent(process.argv[4]));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: "/tmp/keep-categories.png", fullPage: true });
  await page.goto(base + "/admin/exams");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: "/tmp/keep-exams.png", fullPage: true });
}
await browser.close();
