import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";

/**
 * Whether the element has come within `rootMargin` of the viewport (or `initially`, or nothing
 * can observe scrolling); once true it stays true.
 */
export function useNearView(
  ref: RefObject<HTMLElement | null>,
  { rootMargin = "400px", initially = false }: { rootMargin?: string; initially?: boolean } = {},
): [boolean, () => void] {
  const [near, setNear] = useState(() => initially || typeof IntersectionObserver === "undefined");
  const reached = useCallback(() => setNear(true), []);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);

  return [near, reached];
}

/**
 * A section that loads its code and data only when the visitor scrolls near it (or follows a
 * link to its anchor), showing `skeleton` until then. The anchor id is on the placeholder too,
 * so /#gallery works before the section has loaded.
 */
export function LazySection({
  id,
  labelledBy,
  skeleton,
  children,
  rootMargin = "400px",
}: {
  id: string;
  labelledBy?: string;
  skeleton: ReactNode;
  children: ReactNode;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  // Shown at once when the page was opened at this anchor.
  const [visible] = useNearView(ref, { rootMargin, initially: window.location.hash === `#${id}` });

  return (
    <section ref={ref} id={id} aria-labelledby={labelledBy} className="scroll-mt-20">
      {visible ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </section>
  );
}
