import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import classes from "./navigation-progress.module.css";

/**
 * A thin bar along the top of the window while a navigation loads. It creeps
 * towards 90 % (the real duration is unknown), then fills and fades out.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!busy) {
      if (progress === 0) return;
      setProgress(100);
      const done = setTimeout(() => setProgress(0), 250);
      return () => clearTimeout(done);
    }
    setProgress(10);
    const timer = setInterval(() => setProgress((p) => Math.min(90, p + (90 - p) * 0.15)), 200);
    return () => clearInterval(timer);
    // Only the start and the end of a navigation matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy]);

  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label="Page loading"
      aria-hidden={progress === 0}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-active={progress > 0 || undefined}
      style={{ width: `${progress}%` }}
    />
  );
}
