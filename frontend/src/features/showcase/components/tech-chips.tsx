/** The technologies a project uses, as small chips. */
export function TechChips({ technologies, label }: { technologies: string[]; label: string }) {
  if (technologies.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {technologies.map((tech) => (
        <li
          key={tech}
          className="rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1 text-xs font-medium text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          {tech}
        </li>
      ))}
    </ul>
  );
}
