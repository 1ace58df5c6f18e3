import { Skeletons } from "@/components/ui/skeleton";

import { useCv } from "../api/get-cv";
import { CvDocument } from "../components/cv-document";
import { useCvPrintStyles } from "../print-styles";

/** /cv: the CV drawn from what is published, in the sections' order the owner chose. It prints
 * on A4 without the site's header and footer (cv-print.css); /cv.pdf is the same page as a PDF. */
export default function CvPage() {
  const { data, error } = useCv();
  useCvPrintStyles();
  if (data) return <CvDocument cv={data} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      {error ? (
        <p role="alert" className="text-slate-700 dark:text-slate-300">
          The CV could not be loaded. Please try again in a moment.
        </p>
      ) : (
        <div role="status" aria-label="Loading the CV">
          <Skeletons shapes="h-10 w-2/3 | mt-4 h-6 w-1/2 | mt-10 h-8 w-1/3 | mt-4 h-24 w-full" />
        </div>
      )}
    </div>
  );
}
