import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ListFilters } from "~/components/navigation/list-location";
import { AdminListPage } from "./admin-list-page";

/** The words an empty orders list shows for a search and filters. */
function emptyOrders(query: string, filters?: ListFilters) {
  const page = (
    <MantineProvider>
      <AdminListPage
        title="Orders"
        search={{ query, label: "Search", placeholder: "Order id" }}
        total={0}
        nouns={["order", "orders"]}
        rows={[]}
        empty="No order matches."
        pages={{ page: 1, lastPage: 1, label: "Pages of orders", filters }}
      >
        {() => null}
      </AdminListPage>
    </MantineProvider>
  );
  const router = createMemoryRouter([{ path: "/admin/orders", element: page }], {
    initialEntries: ["/admin/orders"],
  });
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  return ["No orders yet.", "No order matches."].filter((words) => html.includes(words));
}

describe("an empty admin list", () => {
  it("says there is nothing yet when nothing is searched or filtered", () => {
    expect(emptyOrders("")).toEqual(["No orders yet."]);
    expect(emptyOrders("", { status: null })).toEqual(["No orders yet."]);
  });

  it("says no row matches a search or a filter", () => {
    expect(emptyOrders("ORD-9")).toEqual(["No order matches."]);
    expect(emptyOrders("", { status: "refunded" })).toEqual(["No order matches."]);
  });
});
