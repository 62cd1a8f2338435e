/**
 * What the store says, word for word where SPEC.md §4 and §8 give the words, and its constants
 * (§9). Plain data: pages, components and the API import these without the schemas.
 */

/** SPEC.md §9: cart toasts last 1.5 s. */
export const CART_TOAST_MS = 1500;
/** /ebooks and `geteServiceListeBooks`: e-books per page. */
export const EBOOKS_PAGE_SIZE = 8;
/** /guide-details/{slug}: how many other books its "More Books" grid shows. */
export const MORE_BOOKS_COUNT = 4;
/** More than this in one order is not a cart a person filled. */
export const MAX_CART_ITEMS = 50;
/** Card payments below this are refused by the card networks' minimum (Stripe: $0.50). */
export const MINIMUM_CHARGE_CENTS = 50;

const refundDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export const StoreMessages = {
  addedToCart: "Added to cart!",
  alreadyInCart: "Item already in cart!",
  removedFromCart: "Remove from cart!",
  clearCartConfirm: "Are you sure? This will remove all items from your cart.",
  cartCleared: "Cleared! Your cart is now empty.",
  noDetails: "No details available.",
  loading: "Loading...",
  paymentErrorTitle: "Error",
  paymentFailed: "Unable to process payment.",
  transactionCancelled: "Transaction Cancelled",
  fullscreenUnsupported: "Fullscreen not supported by this browser.",
  cartRequired: "The cart field is required.",
  cartNotAList: "The cart must be a list of items.",
  cartEmpty: "Your cart is empty.",
  cartTooLarge: `An order can hold at most ${MAX_CART_ITEMS} items.`,
  duplicateItem: "An item can be in the cart only once.",
  amountRequired: "The amount field is required.",
  amountInvalid: "The amount must be an amount of money such as 19.99.",
  orderTooLarge: "An order may not be greater than $999,999.99.",
  amountMismatch: "The amount does not match the current prices. Please review your order and try again.",
  urlInvalid: (field: string) => `The ${field} must be a valid URL.`,
  urlForeign: (field: string) => `The ${field} must be an address on this site.`,
  couponInvalid: "This coupon code is not valid.",
  couponExpired: "This coupon has expired.",
  couponUsedUp: "This coupon has been used the maximum number of times.",
  couponTooManyTries: "Too many coupon codes were tried. Please try again later.",
  belowMinimum: "The total after the discount is below the card minimum of $0.50.",
  notForSale: (name?: string) => `${name ?? "An item in your cart"} is no longer for sale.`,
  priceChanged: (name: string) => `The price of ${name} has changed. Please review your order and try again.`,
  alreadyOwned: (name: string) => `You already own ${name}.`,
  ownedTakenOut: (names: string[]) =>
    `You already own ${names.join(", ")}, so ${names.length === 1 ? "it was" : "they were"} taken out of your cart.`,
  removeToCheckOut: "Remove it from your cart to check out.",
  repricedInCart: (names: string[]) =>
    `The price of ${names.join(", ")} has changed since ${names.length === 1 ? "it was" : "they were"} added to your cart. Your cart now shows today's price.`,
  /** Pay sent again before the first answer came: the newer checkout is the one to pay. */
  checkoutReplaced: "A newer checkout of yours replaced this one. Please pay in the newest checkout.",
  /** Pay while an earlier checkout of the same books or coupon was being paid (release-checkouts.ts). */
  checkoutPaidMeanwhile:
    "Your previous checkout of these books has just been paid. Check your orders before paying again.",
  /** Two Pays of one buyer at the same moment: the other one's checkout could not be closed first. */
  checkoutsCrossed: "Another checkout of yours was opened at the same moment. Please try again.",
  /** /payment-cancel, back from a checkout that had been closed before (abandon-checkout.ts). */
  checkoutReplacedBy: (orderCode: string) =>
    `This checkout was closed because you started a newer one, order ${orderCode}. Pay there, or start again from your cart.`,
  checkoutClosedBought: (orderCode: string) =>
    `This checkout was closed because you bought its books in order ${orderCode}. They are in My books.`,
  /** A guide's page, for someone who bought it: read it rather than buy it again. */
  youOwnThis: "You own this book. Read it here or from My books in your account.",
  ebookNotFound: "You do not own this e-book.",
  /** /read-ebooks/{slug}, `documents/readebooks` and the copy's link, to the buyer of a refunded order. */
  ebookRefunded: (orderCode: string, refundedAt: Date) =>
    `Your order ${orderCode} was refunded on ${refundDate.format(refundedAt)}, so this e-book is no longer in your library.`,
  orderNotFound: "Order not found.",
  linkExpired: "This link has expired. Open the e-book again from your books.",
  testModeNotice: "TEST MODE: no card is charged and no money moves.",
} as const;
