import { notifications } from "@mantine/notifications";
import { readCart, writeCart, type CartItem } from "~/features/cart/cart-storage";

/** SPEC.md §9: cart toasts last 1.5 s. */
const CART_TOAST_MS = 1500;

/**
 * Adds an item to the browser's cart once (SPEC.md §4): a second add of the same id is refused
 * with an info toast. The header's count follows through the cart's change event.
 */
export function addToCart(item: CartItem): void {
  const cart = readCart();
  if (cart.some((existing) => existing.id === item.id)) {
    notifications.show({ message: "Item already in cart!", color: "blue", autoClose: CART_TOAST_MS });
    return;
  }
  writeCart([...cart, item]);
  notifications.show({ message: "Added to cart!", color: "teal", autoClose: CART_TOAST_MS });
}
