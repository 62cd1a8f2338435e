import { pythonPracticeProblems } from "./python-practice-problems.ts";
import { behavioralStoryBank, curlApiTesting, gitHandsOn, linuxShell } from "./single-file-tutorials.ts";
import { sqlJoinsWorkbook } from "./sql-joins-workbook.ts";
import type { SeedTutorial } from "./types.ts";

/** The demo tutorials, oldest first: the list shows the newest first. */
export const demoTutorials: SeedTutorial[] = [
  behavioralStoryBank,
  linuxShell,
  curlApiTesting,
  gitHandsOn,
  pythonPracticeProblems,
  sqlJoinsWorkbook,
];
