import { data } from "react-router";
import { ServiceError } from "@server/services/service-error";

/**
 * A page's loader over a service that refuses an unknown (or hidden) record with a 404
 * ServiceError: the page answers the site's own 404 page instead. Any other error is left to
 * the error boundary. The pages' counterpart of the API's error mapping for reads.
 */
export async function orPageNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
