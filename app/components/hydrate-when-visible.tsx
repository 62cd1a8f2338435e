import { lazy, memo, Suspense, use, useEffect, useRef, useState, type ComponentType } from "react";

/** What the server waits for before it renders a page: the module of every such part. */
const serverModules: Promise<unknown>[] = [];

type Gate = { opened: PromiseLike<void>; open: () => void };

/** A gate `use` passes at once: React reads a thenable's `status` before it waits on it. */
const OPEN_GATE: Gate = {
  opened: Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined }),
  open: () => {},
};

function closedGate(): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Suspends until the gate opens: meanwhile React leaves the server's HTML of the part as it is (a
 * dehydrated Suspense boundary). Its effect runs once the part has hydrated.
 */
function AfterGate({
  gate,
  onHydrated,
  children,
}: {
  gate: Gate;
  onHydrated: () => void;
  children: React.ReactNode;
}) {
  use(gate.opened);
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * A part of a page whose code loads, and whose server-rendered HTML hydrates, when it scrolls into
 * view: a visitor sees it at once and whole (the server renders it with the page), but its script
 * and the work of hydrating it wait until it is on screen. Its code is fetched at the visitor's
 * first scroll, so that it is usually there before the part is. Meant for interactive parts below
 * the fold of a phone (the home page's carousel, tabs and guide cards); until the part hydrates,
 * its buttons do nothing and its links are plain links. Rendered in the browser rather than
 * hydrated (after a client-side navigation), the part loads at once.
 *
 * `load` returns the component (a dynamic `import()`). The route must also import the part's
 * stylesheets (its `*-styles.ts`): the page's first paint needs them before this code loads, and
 * React Router's <Links> lists the route module's stylesheets only. The wrapper carries
 * `data-hydrated` once the part is interactive (browser tests wait for it).
 */
export function hydrateWhenVisible<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loadedOnServer: ComponentType<Props> | undefined;
  if (import.meta.env.SSR) serverModules.push(load().then((component) => (loadedOnServer = component)));
  const Lazy = lazy(async () => ({ default: await load() }));

  function HydratedWhenVisible(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    // app/root.tsx marks the document once it has hydrated: a part rendered after that is new.
    const [gate] = useState(() =>
      typeof document !== "undefined" && document.documentElement.dataset.hydrated !== "true"
        ? closedGate()
        : OPEN_GATE,
    );
    useEffect(() => {
      const element = wrapper.current;
      if (!element || typeof IntersectionObserver === "undefined") return gate.open();
      const preload = () => void load();
      window.addEventListener("scroll", preload, { once: true, passive: true });
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        gate.open();
        observer.disconnect();
      });
      observer.observe(element);
      return () => {
        window.removeEventListener("scroll", preload);
        observer.disconnect();
      };
    }, [gate]);
    const [onHydrated] = useState(() => () => {
      if (wrapper.current) wrapper.current.dataset.hydrated = "true";
    });
    const Component = loadedOnServer ?? Lazy;
    return (
      <div ref={wrapper} data-hydrate-when-visible="">
        <Suspense fallback={null}>
          <AfterGate gate={gate} onHydrated={onHydrated}>
            <Component {...props} />
          </AfterGate>
        </Suspense>
      </div>
    );
  }
  // Equal props (a loader's data) leave the waiting part alone: an update would make React hydrate
  // it at once, or drop the server's HTML for a client render.
  return memo(HydratedWhenVisible);
}

/** The module of every hydrateWhenVisible part, loaded on the server: app/entry.server.tsx renders after it. */
export function serverModulesLoaded(): Promise<unknown> {
  return Promise.all(serverModules);
}
