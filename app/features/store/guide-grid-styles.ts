// The guide grid's stylesheets, also for pages that show it before its code has loaded
// (app/components/hydrate-when-visible.tsx).
import "@mantine/core/styles/SimpleGrid.css";
import "~/components/store/guide-card-styles";
