import { Button } from "@mantine/core";
import { Link } from "react-router";
import classes from "./not-found.module.css";

/** SPEC.md §2: the text of the 404 page, word for word. */
export const NOT_FOUND_TEXT =
  "Oops! The page you are looking for doesn't exist. It might have been moved or deleted.";

/**
 * The 404 page; a page that knows what was missing says so (`message`, and what to do: `detail`),
 * and one that knows it is gone for good answers 410 (`code`).
 */
export function NotFound({
  message = NOT_FOUND_TEXT,
  detail,
  testId,
  code = 404,
}: { message?: string; detail?: string; testId?: string; code?: 404 | 410 } = {}) {
  return (
    <div className={classes.page}>
      <div className={classes.stack}>
        <h1 className={classes.code}>{code}</h1>
        <p className={classes.text} data-testid={testId}>
          {message}
        </p>
        {detail && <p className={classes.text}>{detail}</p>}
        <Button component={Link} to="/" size="md">
          Go Back to Home
        </Button>
      </div>
    </div>
  );
}

export function ServerError() {
  return (
    <div className={classes.page}>
      <div className={classes.stack}>
        <h1 className={classes.title}>Something went wrong</h1>
        <p className={classes.text}>We could not load this page. Please try again in a moment.</p>
        <Button component={Link} to="/" size="md">
          Go Back to Home
        </Button>
      </div>
    </div>
  );
}

/** A signed-in visitor who is not an administrator, on an admin page. */
export function Forbidden({ message }: { message: string }) {
  return (
    <div className={classes.page}>
      <div className={classes.stack}>
        <h1 className={classes.code}>403</h1>
        <p className={classes.text}>{message}</p>
        <Button component={Link} to="/" size="md">
          Go Back to Home
        </Button>
      </div>
    </div>
  );
}
