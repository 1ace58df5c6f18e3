import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";

/** The screen after a successful submission; focus moves to its heading. */
export function ThankYou({ verified = false }: { verified?: boolean }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form was taller than this screen: start at the top, then hand focus to the heading.
    document.documentElement.scrollTop = 0;
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <CheckCircle2
        aria-hidden="true"
        className="mx-auto size-16 text-green-700 dark:text-green-400"
      />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-6 text-3xl font-bold text-slate-900 focus:outline-none dark:text-white"
      >
        Thank You!
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">
        Your testimonial has been submitted. It will be reviewed and published soon.
      </p>
      {verified && (
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          It will show as verified. We have e-mailed you a confirmation with a link to withdraw it
          at any time.
        </p>
      )}
      <button
        type="button"
        onClick={() => navigate(paths.home)}
        className="mt-10 inline-flex items-center justify-center rounded-lg bg-accent-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-accent-800"
      >
        Return to Website
      </button>
    </div>
  );
}
