import { CART_TOAST_MS, StoreMessages } from "@shared/store/store-messages";
import { readCart, writeCart, type CartItem } from "./cart-storage";
import { showToast } from "~/components/layout/toasts";

/**
 * Adds an item to the browser's cart once (SPEC.md §4): a second add of the same id is refused
 * with an info toast. The header's count follows through the cart's change event.
 */
export function addToCart(item: CartItem): void {
  const cart = readCart();
  if (cart.some((existing) => existing.id === item.id)) {
    showToast({ message: StoreMessages.alreadyInCart, color: "blue", autoClose: CART_TOAST_MS });
    return;
  }
  writeCart([...cart, item]);
  showToast({ message: StoreMessages.addedToCart, color: "teal", autoClose: CART_TOAST_MS });
}
