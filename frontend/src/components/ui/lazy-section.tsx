import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";

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
  // Shown at once when the page was opened at this anchor, or nothing can observe scrolling.
  const [visible, setVisible] = useState(
    () => typeof IntersectionObserver === "undefined" || window.location.hash === `#${id}`,
  );

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin, visible]);

  return (
    <section ref={ref} id={id} aria-labelledby={labelledBy} className="scroll-mt-20">
      {visible ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </section>
  );
}
