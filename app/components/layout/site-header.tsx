import type { SiteFrame } from "@server/services/catalog/site-frame";
import { Link } from "react-router";

export function SiteHeader({ frame }: { frame: SiteFrame }) {
  return (
    <header>
      <Link to="/">Home</Link> ({frame.categories.length} categories)
    </header>
  );
}
