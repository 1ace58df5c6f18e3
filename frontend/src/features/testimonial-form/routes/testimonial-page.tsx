import { MessageSquareQuote } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";

import { usePageHead } from "@/lib/page-head";

import { TestimonialForm } from "../components/testimonial-form";
import { ThankYou } from "../components/thank-you";
import { initialTestimonialValues } from "../schemas/testimonial-schema";

export default function TestimonialPage() {
  usePageHead({ page: "testimonials" });
  const [searchParams] = useSearchParams();
  // Read once: the form keeps what the visitor types even if the query changes.
  const [initialValues] = useState(() => initialTestimonialValues(searchParams));
  const [submitted, setSubmitted] = useState(false);

  if (submitted) return <ThankYou />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <header className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700 dark:bg-slate-800 dark:text-accent-300">
          <MessageSquareQuote aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-4xl font-bold text-slate-900 dark:text-white">
          Share Your Experience
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-400">
          Have you taught, coached, mentored or studied with me? I would be grateful for a few words
          about your experience.
        </p>
      </header>
      <section
        aria-label="Testimonial form"
        className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <TestimonialForm initialValues={initialValues} onSubmitted={() => setSubmitted(true)} />
      </section>
    </div>
  );
}
