import { useEffect, useSyncExternalStore } from "react";

/** SPEC.md §3: the cart lives in the browser's localStorage under this key, as a JSON array. */
export const CART_STORAGE_KEY = "cart";

/** Dispatched on `window` after this tab changes the cart; other tabs hear the `storage` event instead. */
export const CART_CHANGE_EVENT = "cart:change";

export type CartItem = {
  id: number;
  /** Older carts stored the guide's `title` instead; readCart() copies it here. */
  name: string;
  slug: string;
  /** May be empty: the cart shows a default picture then. */
  image: string;
  /** A numeric string such as "19.99", as the legacy cart stored prices. */
  price: string;
};

function toCartItem(value: unknown): CartItem | null {
  if (typeof value !== "object" || value === null) return null;
  const raw = value as Record<string, unknown>;
  const id = typeof raw.id === "string" ? Number(raw.id) : raw.id;
  const name = typeof raw.name === "string" ? raw.name : raw.title;
  const price = typeof raw.price === "number" ? String(raw.price) : raw.price;
  if (typeof id !== "number" || !Number.isInteger(id)) return null;
  if (typeof name !== "string" || typeof raw.slug !== "string") return null;
  if (typeof price !== "string" || price.trim() === "" || !Number.isFinite(Number(price))) return null;
  return { id, name, slug: raw.slug, image: typeof raw.image === "string" ? raw.image : "", price };
}

function parseCart(json: string | null): CartItem[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.map(toCartItem).filter((item): item is CartItem => item !== null);
  } catch {
    return [];
  }
}

function readRaw(): string | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage can be switched off (privacy settings, sandboxed frames): behave as an empty cart.
    return null;
  }
}

/** The cart's items; [] on the server, with no storage, or when what is stored is not a cart. */
export function readCart(): CartItem[] {
  return parseCart(readRaw());
}

/** Replaces the cart and tells this tab's listeners (the header's count, the cart page). */
export function writeCart(items: CartItem[]): void {
  if (typeof window === "undefined") return;
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Full or disabled storage: the cart cannot persist, but listeners still re-read what is there.
  }
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared all of localStorage.
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

// React reads the snapshot on every render: parse only when the stored text changed, and keep
// the same array until then (useSyncExternalStore compares snapshots by identity).
let lastRaw: string | null = null;
let lastItems: CartItem[] = [];

function getItemsSnapshot(): CartItem[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastItems = parseCart(raw);
  }
  return lastItems;
}

const NO_ITEMS: CartItem[] = [];

/** The server cannot see the browser's cart, so the server HTML (and hydration) shows it empty. */
function getServerItemsSnapshot(): CartItem[] {
  return NO_ITEMS;
}

/** The cart's items: none on the server and while hydrating, then the real ones, kept live. */
export function useCartItems(): CartItem[] {
  return useSyncExternalStore(subscribe, getItemsSnapshot, getServerItemsSnapshot);
}

/** The number of items in the cart: 0 on the server and while hydrating, then the real count, kept live. */
export function useCartCount(): number {
  return useCartItems().length;
}

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once the page runs in the browser: a cart
 * page shows a loader rather than "empty" until it can read the cart.
 */
export function useCartReadable(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Takes items out of the cart (SPEC.md §4: the removal is persisted); none there, nothing written. */
export function removeFromCart(...ids: number[]): void {
  const items = readCart();
  const kept = items.filter((item) => !ids.includes(item.id));
  if (kept.length < items.length) writeCart(kept);
}

/** Where Pay keeps the cart it empties (this tab only), so a cancelled checkout can give it back. */
const CHECKOUT_STASH_KEY = "cart:checkout";

/** Pay (SPEC.md §4) removes the cart; a copy stays in this tab's session storage. */
export function emptyCartForCheckout(): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_STASH_KEY, readRaw() ?? "[]");
  } catch {
    // Without storage the cancel page cannot restore the cart; Pay still empties it.
  }
  writeCart([]);
}

/**
 * The cart as it was before Pay, unless another one has been filled since: for /payment-cancel,
 * and for the cart and payment pages when the buyer came back from the checkout with the
 * browser's Back instead of paying or cancelling. After a payment there is no copy to restore
 * (forgetCheckoutCart).
 */
function restoreCartFromCheckout(): boolean {
  try {
    const stashed = parseCart(window.sessionStorage.getItem(CHECKOUT_STASH_KEY));
    window.sessionStorage.removeItem(CHECKOUT_STASH_KEY);
    if (stashed.length === 0 || readCart().length > 0) return false;
    writeCart(stashed);
    return true;
  } catch {
    return false;
  }
}

/** Restores the cart Pay emptied once the page runs (restoreCartFromCheckout). */
export function useCartRestoredFromCheckout(): void {
  useEffect(() => void restoreCartFromCheckout(), []);
}

/** /payment-success: the order is placed, the copy is not needed any more. */
export function forgetCheckoutCart(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_STASH_KEY);
  } catch {
    // nothing to forget
  }
}
