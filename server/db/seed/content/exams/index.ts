import { csharpFundamentalsExam } from "./dotnet.ts";
import { sqlQueriesExam } from "./databases.ts";
import { dockerExam, kubernetesExam, linuxShellExam } from "./devops.ts";
import { javaCollectionsExam, javaCoreExam } from "./java.ts";
import { javascriptFundamentalsExam, reactExam, typescriptExam } from "./javascript.ts";
import { pythonBasicsExam } from "./python.ts";
import { manualTestingExam } from "./testing.ts";
import type { SeedExam } from "./types.ts";

/** The demo exams: one per child category listed, each bank larger than an attempt. */
export const demoExams: SeedExam[] = [
  javaCoreExam,
  javaCollectionsExam,
  pythonBasicsExam,
  javascriptFundamentalsExam,
  typescriptExam,
  reactExam,
  sqlQueriesExam,
  linuxShellExam,
  dockerExam,
  kubernetesExam,
  csharpFundamentalsExam,
  manualTestingExam,
];
