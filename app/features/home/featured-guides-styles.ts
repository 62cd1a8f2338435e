// The featured guides' stylesheets, for the home page, which shows them before their code has
// loaded (app/components/hydrate-when-visible.tsx).
import "@mantine/core/styles/SimpleGrid.css";
import "~/components/store/guide-card-styles";
