// StarRating's stylesheet, also for pages that show it before its code has loaded
// (app/components/hydrate-when-visible.tsx).
import "./star-rating.module.css";
