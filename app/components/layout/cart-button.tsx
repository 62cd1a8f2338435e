import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Indicator.css";
import { ActionIcon, Indicator } from "@mantine/core";
import { IconShoppingCart } from "@tabler/icons-react";
import { Link } from "react-router";

/**
 * The header's cart icon with its count (SPEC.md §2). Loaded by ./site-header.tsx when the cart
 * first holds something: the cart lives in localStorage, so no server-rendered page shows it.
 */
export function CartButton({ count }: { count: number }) {
  const label = `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  return (
    <Indicator
      label={count}
      maxValue={99}
      size={18}
      offset={4}
      color="red"
      // The link's name already says the count; the badge is for sighted users.
      attributes={{ indicator: { "aria-hidden": true, "data-testid": "cart-count" } }}
    >
      <ActionIcon component={Link} to="/cart" variant="subtle" color="gray" size={42} aria-label={label}>
        <IconShoppingCart size={24} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
}
