import { paths } from "@/config/paths";

import type { Cv, CvItem, CvSection } from "../api/get-cv";

const linkClass = "text-accent-700 underline dark:text-accent-300";

function Item({ item }: { item: CvItem }) {
  return (
    <li className="cv-item">
      <div className="cv-item-head flex flex-wrap items-baseline justify-between gap-x-4">
        <h3 className="cv-item-title text-lg font-semibold text-slate-900 dark:text-white">
          {item.title}
        </h3>
        {item.when && (
          <p className="cv-when text-sm text-slate-600 dark:text-slate-400">{item.when}</p>
        )}
      </div>
      {item.meta && (
        <p className="cv-meta text-sm text-slate-600 dark:text-slate-400">{item.meta}</p>
      )}
      {item.grade && (
        <p className="cv-grade mt-1 font-semibold text-slate-900 dark:text-white">
          Grade {item.grade}
        </p>
      )}
      {item.text && <p className="cv-text mt-1 text-slate-700 dark:text-slate-300">{item.text}</p>}
    </li>
  );
}

function Section({ section }: { section: CvSection }) {
  const id = `cv-${section.key}`;
  return (
    <section aria-labelledby={id} className="cv-section mt-10">
      <h2 id={id} className="cv-section-title text-2xl font-bold text-slate-900 dark:text-white">
        {section.title}
      </h2>
      <ul className={`cv-items cv-items-${section.key} mt-4 space-y-5`}>
        {section.items.map((item, index) => (
          <Item key={index} item={item} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The CV, whole. The server draws the same markup (apps/pages/templates/pages/first_screen/cv.html),
 * which is also what /cv.pdf is made from with cv-print.css: the cv-* classes are the print
 * stylesheet's, the others Tailwind's.
 */
export function CvDocument({ cv }: { cv: Cv }) {
  return (
    <div className="cv mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16" data-cv>
      <header className="cv-header border-b border-slate-200 pb-6 dark:border-slate-800">
        <h1 className="cv-name text-4xl font-bold text-slate-900 dark:text-white">{cv.name}</h1>
        {cv.headline && (
          <p className="cv-headline mt-2 text-lg text-slate-600 dark:text-slate-400">
            {cv.headline}
          </p>
        )}
        <p className="cv-contact mt-3 text-sm text-slate-600 dark:text-slate-400">
          {cv.location && (
            <>
              <span>{cv.location}</span>
              {" · "}
            </>
          )}
          <span>Contact: </span>
          <a
            className="font-medium text-accent-700 underline dark:text-accent-300"
            href={cv.contactUrl}
          >
            {cv.contactUrl}
          </a>
        </p>
        {cv.summary && (
          <p className="cv-summary mt-4 text-slate-700 dark:text-slate-300">{cv.summary}</p>
        )}
        <p className="cv-actions mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
          <a className={linkClass} href={paths.cvPdf}>
            Download PDF
          </a>
          <a className={linkClass} href={paths.cvJson}>
            JSON Resume
          </a>
        </p>
      </header>
      {cv.sections.length ? (
        cv.sections.map((section) => <Section key={section.key} section={section} />)
      ) : (
        <p className="cv-empty mt-10 text-slate-600 dark:text-slate-400">
          Nothing is published here yet.
        </p>
      )}
    </div>
  );
}
