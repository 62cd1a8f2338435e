import { useNavigation } from "react-router";
import classes from "./navigation-progress.module.css";

/**
 * A thin bar along the top of the window while a navigation loads. The real
 * duration is unknown, so CSS eases it towards 90 %; when the navigation ends
 * it fills and fades out.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <div
      className={classes.bar}
      data-state={busy ? "loading" : "idle"}
      role="progressbar"
      aria-label="Page loading"
      aria-hidden={!busy}
      aria-busy={busy}
    />
  );
}
