// GuideCard's stylesheets, also for pages that show it before its code has loaded
// (app/components/hydrate-when-visible.tsx).
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "./guide-cover-styles";
import "./star-rating-styles";
