// The topics carousel's stylesheets, for the home page, which shows the carousel before its code
// has loaded (app/components/hydrate-when-visible.tsx).
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/carousel/styles.css";
import "./category-carousel.module.css";
