/** What the exam pages share on the server: the 404 of a missing exam and the start action. */
import { data } from "react-router";
import { ExamMessages } from "@shared/exams/exam-messages";
import { ServiceError } from "@server/services/service-error";

/** Runs a loader's service call; a service's 404 becomes the site's 404 page. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) {
      throw data({ message: error.message || ExamMessages.examNotFound }, { status: 404 });
    }
    throw error;
  }
}
