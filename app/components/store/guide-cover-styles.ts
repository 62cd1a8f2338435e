// GuideCover's stylesheets, also for pages that show it before its code has loaded
// (app/components/hydrate-when-visible.tsx).
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/ThemeIcon.css";
import "./guide-cover.module.css";
