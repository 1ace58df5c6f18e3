import type { ReactNode } from "react";

export function SectionHeading({
  id,
  title,
  intro,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">{intro}</p>}
    </div>
  );
}
