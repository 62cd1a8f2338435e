// The category tabs' stylesheets, for the home page, which shows the tabs before their code has
// loaded (app/components/hydrate-when-visible.tsx).
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Tabs.css";
import "~/components/catalog/category-card-styles";
