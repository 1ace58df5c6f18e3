import type { ReactNode } from "react";

/** A home section's frame: its width and padding, its centred heading (with the id the
 * section's aria-labelledby names) and intro, then what the section shows. */
export function HomeSection({
  heading,
  intro,
  children,
}: {
  heading: { id: string; title: string };
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={heading.id} className="text-3xl font-bold text-slate-900 dark:text-white">
          {heading.title}
        </h2>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">{intro}</p>
      </div>
      {children}
    </div>
  );
}
