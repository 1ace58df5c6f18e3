import { BadgeCheck, MessageSquareQuote, Star } from "lucide-react";

import { ButtonLink } from "@/components/ui/button";
import { ItemList } from "@/components/ui/item-list";
import { paths } from "@/config/paths";

import { useTestimonials } from "../api/get-home-sections";
import { TESTIMONIALS_HEADING, TestimonialsSkeleton } from "./home-skeletons";
import { HomeSection } from "./home-section";

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={`size-4 ${i < rating ? "fill-warm-400 text-warm-400" : "text-slate-300 dark:text-slate-600"}`}
        />
      ))}
    </p>
  );
}

/** 'Verified · Teacher': the testimonial came through a signed link the owner e-mailed to its
 * author. A screen reader hears what verified means. */
function VerifiedRole({ role }: { role: string }) {
  return (
    <span className="mt-1 inline-flex max-w-full items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-medium wrap-anywhere text-green-800 dark:bg-green-950 dark:text-green-200">
      <BadgeCheck aria-hidden="true" className="size-4" />
      Verified · {role}
      <span className="sr-only"> (invited by e-mail to write this)</span>
    </span>
  );
}

export default function TestimonialsSection() {
  const { data: testimonials, isLoading } = useTestimonials();
  if (isLoading && !testimonials) return <TestimonialsSkeleton />;

  return (
    <HomeSection
      heading={TESTIMONIALS_HEADING}
      intro="Words from teachers, coaches and classmates I have worked with."
    >
      {testimonials && testimonials.length > 0 ? (
        <ItemList items={testimonials.slice(0, 6)} className="mt-12 grid gap-6 md:grid-cols-3">
          {(t) => (
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <Stars rating={t.rating} />
              <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-300">
                &ldquo;{t.content}&rdquo;
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold text-slate-900 dark:text-white">{t.name}</span>
                {t.verified ? (
                  <VerifiedRole role={t.role} />
                ) : (
                  <span className="text-sm text-slate-600 dark:text-slate-400">{t.role}</span>
                )}
              </figcaption>
            </figure>
          )}
        </ItemList>
      ) : (
        <p className="mt-10 text-center text-slate-600 dark:text-slate-400">
          No testimonials have been published yet.
        </p>
      )}
      <p className="mt-10 text-center">
        <ButtonLink to={paths.testimonials} weight="medium" icon={MessageSquareQuote}>
          Share Your Experience
        </ButtonLink>
      </p>
    </HomeSection>
  );
}
