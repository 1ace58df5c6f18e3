import type { ReactNode } from "react";

/**
 * A list page's heading and the sentence that introduces it ("My Blogs", "Articles about…"), the
 * page's only h1. The server's first screen draws the same markup (intro.html). `centered` is
 * the fun pages' look (memes, testimonials): centred, and larger on wide screens.
 */
export function PageIntro({
  title,
  children,
  centered = false,
  className = "",
}: {
  title: string;
  children: ReactNode;
  centered?: boolean;
  /** Placement only (margins). */
  className?: string;
}) {
  return (
    <header className={`${centered ? "text-center" : "max-w-2xl"} ${className}`.trim()}>
      <h1
        className={`text-4xl font-bold text-slate-900 dark:text-white ${centered ? "sm:text-5xl" : ""}`.trim()}
      >
        {title}
      </h1>
      <p
        className={`mt-4 text-lg text-slate-600 dark:text-slate-400 ${centered ? "mx-auto max-w-xl" : ""}`.trim()}
      >
        {children}
      </p>
    </header>
  );
}
