import { useEffect, useState } from "react";

/**
 * The seconds left until the server's deadline, by the server's clock: the page learns the
 * server's time when it loads and counts from there, so a wrong clock on the learner's computer
 * changes nothing. Never below 0.
 */
export function useRemainingSeconds(deadlineAt: string, serverNow: string): number {
  const [offset] = useState(() => new Date(serverNow).getTime() - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const interval = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(interval);
  }, []);
  const left = Math.ceil((new Date(deadlineAt).getTime() - (now + offset)) / 1000);
  return Math.max(0, left);
}
