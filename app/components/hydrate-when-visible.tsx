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
 * the fold of a phone (the home page's carousel, tabs and guide cards). Rendered in the browser
 * rather than hydrated (after a client-side navigation), the part loads at once.
 *
 * Until the part hydrates, its links are plain links (a whole page loads), and a tap (a click)
 * anywhere else in it is kept: it opens the gate at once and is replayed, once, on the same
 * element when the part has hydrated. React alone would lose it: it tries to hydrate the part
 * there and then, and when the part suspends (its gate closed, its code still loading) it stops
 * the event and never replays it. So a window listener, ahead of React's on the document, takes
 * such a click away from React and the browser altogether (its default action waits too): the
 * part's handlers and the browser see it once, replayed. Once the part carries `data-hydrated`, the
 * listener is gone and a click goes straight to React. A replayed click is not the visitor's own
 * gesture to the browser: a part whose handler needs one (the clipboard, a new window, fullscreen,
 * a file picker) must not rely on a tap made before it hydrated.
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
    const keptTaps = useRef<{ target: Element; click: MouseEvent }[]>([]);
    const stopKeepingTaps = useRef(() => {});
    useEffect(() => {
      const element = wrapper.current;
      // Rendered in the browser (the gate open from the start), the part is already interactive.
      if (!element || element.dataset.hydrated) return gate.open();
      const keepTap = (click: MouseEvent) => {
        const target = click.target;
        if (element.dataset.hydrated || !(target instanceof Element) || !element.contains(target)) return;
        if (target.closest("a[href]")) return;
        click.preventDefault();
        click.stopImmediatePropagation();
        keptTaps.current.push({ target, click });
        gate.open();
      };
      window.addEventListener("click", keepTap, { capture: true });
      stopKeepingTaps.current = () => window.removeEventListener("click", keepTap, { capture: true });
      if (typeof IntersectionObserver === "undefined") {
        gate.open();
        return stopKeepingTaps.current;
      }
      const preload = () => void load();
      window.addEventListener("scroll", preload, { once: true, passive: true });
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        gate.open();
        observer.disconnect();
      });
      observer.observe(element);
      return () => {
        stopKeepingTaps.current();
        window.removeEventListener("scroll", preload);
        observer.disconnect();
      };
    }, [gate]);
    const [onHydrated] = useState(() => () => {
      const element = wrapper.current;
      if (!element) return;
      element.dataset.hydrated = "true";
      stopKeepingTaps.current();
      // Hydrating adopts the server's elements, so the tapped one is still there. Should React have
      // drawn the part anew instead (a mismatch), the tap is dropped rather than sent to whatever
      // now stands where it was.
      for (const { target, click } of keptTaps.current.splice(0)) {
        if (element.contains(target)) target.dispatchEvent(new MouseEvent("click", click));
      }
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
