import { IconBook2, IconCertificate, IconMessageQuestion, IconUsers } from "@tabler/icons-react";
import classes from "./home.module.css";

/** SPEC.md §1: the home page's fixed statistics. */
export const HOME_STATS = [
  { value: "10K", label: "PDF Books", icon: IconBook2 },
  { value: "50K", label: "Question Answers", icon: IconMessageQuestion },
  { value: "1K", label: "Certified", icon: IconCertificate },
  { value: "2K", label: "Online Students", icon: IconUsers },
] as const;

export function StatsTiles() {
  return (
    <div className={classes.stats} data-testid="stats-tiles">
      {HOME_STATS.map(({ value, label, icon: Icon }) => (
        <div key={label} className={classes.tile}>
          <span className={classes.tileIcon} aria-hidden>
            <Icon size={24} />
          </span>
          <p className={classes.value}>{value}</p>
          <p className={classes.label}>{label}</p>
        </div>
      ))}
    </div>
  );
}
