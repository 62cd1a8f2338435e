import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../forms/field-errors.ts";
import { saveServiceSchema } from "./store-admin-schemas.ts";
import { checkoutSchema, quoteSchema } from "./store-schemas.ts";
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

describe("the most one payment may be, $999,999.99", () => {
  const service = { title: "Guide", kind: "guide", status: "1" };
  const serviceErrors = (fields: Record<string, string>) => {
    const parsed = saveServiceSchema.safeParse({ ...service, ...fields });
    return parsed.success ? undefined : fieldErrorsOf(parsed.error);
  };
  const checkout = {
    cart: JSON.stringify([{ id: 1, price: "999999.99" }]),
    success_url: "https://www.w3programmer.example/payment-success",
    cancel_url: "https://www.w3programmer.example/payment-cancel",
  };
  const amountErrors = (amount: string | number) => {
    const parsed = checkoutSchema.safeParse({ ...checkout, amount });
    return parsed.success ? undefined : fieldErrorsOf(parsed.error).amount;
  };

  it("is a guide's or e-book's highest price and old price", () => {
    expect(saveServiceSchema.parse({ ...service, price: "999999.98", old_price: "999999.99" })).toMatchObject(
      {
        price: 999_999_98,
        old_price: 999_999_99,
      },
    );
    expect(serviceErrors({ price: "1000000.00" })).toEqual({
      price: ["The price may not be greater than 999999.99."],
    });
    expect(serviceErrors({ price: "99999999.99", old_price: "999999999.99" })).toEqual({
      price: ["The price may not be greater than 999999.99."],
      old_price: ["The old price may not be greater than 999999.99."],
    });
    // A price that is not money at all keeps its own message.
    expect(serviceErrors({ price: "12.345" })).toEqual({
      price: ["The price must be an amount of money such as 19.99."],
    });
  });

  it("is an order's highest amount, however many digits the amount has", () => {
    expect(amountErrors("999999.99")).toBeUndefined();
    expect(amountErrors("1000000.00")).toEqual([StoreMessages.orderTooLarge]);
    expect(amountErrors("100999998.99")).toEqual([StoreMessages.orderTooLarge]);
    expect(amountErrors(1_999_999.98)).toEqual([StoreMessages.orderTooLarge]);
    expect(amountErrors("1e9")).toEqual([StoreMessages.amountInvalid]);
    expect(StoreMessages.orderTooLarge).toBe("An order may not be greater than $999,999.99.");
  });
});
