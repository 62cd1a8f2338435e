import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../forms/field-errors.ts";
import { quoteSchema } from "./store-schemas.ts";
import { MAX_CART_ITEMS, StoreMessages } from "./store-messages.ts";

const errorsOf = (input: unknown) => {
  const parsed = quoteSchema.safeParse(input);
  return parsed.success ? undefined : fieldErrorsOf(parsed.error);
};

describe("the payment page's quote input", () => {
  it("reads the cart's ids once each, leaving out ids no row can have", () => {
    expect(quoteSchema.parse({ ids: "3,1,3,2147483648" }).ids).toEqual([3, 1]);
    expect(quoteSchema.parse({ ids: "" }).ids).toEqual([]);
  });

  it("answers every refusal in the shop's words", () => {
    expect(errorsOf({ ids: "1;2" })).toEqual({ ids: [StoreMessages.cartNotAList] });
    expect(errorsOf({ ids: ["1"] })).toEqual({ ids: [StoreMessages.cartNotAList] });
    const tooMany = Array.from({ length: MAX_CART_ITEMS + 1 }, (_, index) => index + 1).join(",");
    expect(errorsOf({ ids: tooMany })).toEqual({ ids: [StoreMessages.cartTooLarge] });
    expect(errorsOf({ ids: "1".repeat(MAX_CART_ITEMS * 11 + 1) })).toEqual({
      ids: [StoreMessages.cartTooLarge],
    });
  });
});
