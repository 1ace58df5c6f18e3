// One testimonial in the owner's lists: its text (drawn as text only: a link in it is never
// clickable), rating, age and consent record, the moderation buttons that apply to its state,
// and 'Show my guardian'.
import {
  BadgeCheck,
  CheckCircle2,
  ExternalLink,
  EyeOff,
  ShieldAlert,
  ShieldCheck,
  Trash2,
  type LucideIcon,
} from "lucide-react";

import { Button } from "@/components/ui/button";
import { formatUsLongDate } from "@/lib/format";

import { ShowGuardianButton } from "../../components/show-guardian";
import { StarRating } from "../../components/star-rating";
import { AGE_LABELS, UNDER_13 } from "../../lib/age";
import { djangoAdminChangeUrl, needsConsentRecord, testimonialsKey, type Testimonial } from "./api";

/** A verified testimonial came through the signed link of a request you sent: which one. */
function AnswersRequest({ testimonial }: { testimonial: Testimonial }) {
  if (!testimonial.verified) return null;
  const request = testimonial.answersRequest;
  return (
    <p className="mt-3 flex gap-2 text-sm text-slate-700 dark:text-slate-300">
      <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
      <span>
        {request ? (
          <>
            Answers your request to {request.name} ({request.relationship}), sent{" "}
            <time dateTime={request.sentAt}>{formatUsLongDate(request.sentAt)}</time>.
          </>
        ) : (
          "Sent through a request link (the request has since been removed)."
        )}
      </span>
    </p>
  );
}

function ConsentNotice({ testimonial }: { testimonial: Testimonial }) {
  if (testimonial.ageVerification !== UNDER_13) return null;
  if (needsConsentRecord(testimonial)) {
    return (
      <div className="mt-3 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          The author is under 13. Before you can approve this, record how their parent&apos;s
          consent was verified in Django admin.{" "}
          <a
            href={djangoAdminChangeUrl(testimonial.id)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold underline"
          >
            Record consent in Django admin
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      </div>
    );
  }
  return (
    <p className="mt-3 flex gap-2 text-sm text-green-800 dark:text-green-300">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>Parental consent recorded: {testimonial.consentVerification}</span>
    </p>
  );
}

/** Each moderation action's button look. */
const TONES = { approve: "success", neutral: "outline", danger: "dangerOutline" } as const;

/** One moderation button; a screen reader hears whose testimonial it acts on. */
function ModerationButton({
  icon: Icon,
  label,
  tone,
  onClick,
  busy,
  author,
}: {
  icon: LucideIcon;
  label: string;
  tone: keyof typeof TONES;
  onClick: () => void;
  busy: boolean;
  author: string;
}) {
  return (
    <Button variant={TONES[tone]} size="xs" icon={Icon} onClick={onClick} disabled={busy}>
      {label}
      <span className="sr-only"> testimonial from {author}</span>
    </Button>
  );
}

export function TestimonialCard({
  testimonial,
  busy,
  onApprove,
  onUnpublish,
  onDelete,
}: {
  testimonial: Testimonial;
  busy: boolean;
  onApprove?: () => void;
  onUnpublish?: () => void;
  onDelete: () => void;
}) {
  const date = testimonial.isApproved ? testimonial.publishedAt : testimonial.createdAt;
  const action = (onClick: () => void) => ({ onClick, busy, author: testimonial.name });
  return (
    <article
      aria-labelledby={`testimonial-${testimonial.id}`}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h4
            id={`testimonial-${testimonial.id}`}
            className="font-semibold break-words text-slate-900 dark:text-white"
          >
            {testimonial.name}
          </h4>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            {/* A flex item is as wide as its longest word unless it may break anywhere: a role
                typed as one long e-mail address would push the card off a phone's screen. */}
            <span className="min-w-0 wrap-anywhere">{testimonial.role}</span>
            {testimonial.verified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-950 dark:text-green-200">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                Verified
              </span>
            )}
          </p>
        </div>
        <StarRating rating={testimonial.rating} />
      </div>
      <blockquote className="mt-3 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
        {testimonial.content}
      </blockquote>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        {date && (
          <span>
            {testimonial.isApproved ? "Published" : "Received"}{" "}
            <time dateTime={date}>{formatUsLongDate(date)}</time>
          </span>
        )}
        <span>Age: {AGE_LABELS[testimonial.ageVerification] ?? testimonial.ageVerification}</span>
      </p>
      <AnswersRequest testimonial={testimonial} />
      <ConsentNotice testimonial={testimonial} />
      <div className="mt-4 flex flex-wrap gap-2">
        {onApprove && (
          <ModerationButton
            icon={CheckCircle2}
            label={busy ? "Approving..." : "Approve"}
            tone="approve"
            {...action(onApprove)}
          />
        )}
        {onUnpublish && (
          <ModerationButton
            icon={EyeOff}
            label="Unpublish"
            tone="neutral"
            {...action(onUnpublish)}
          />
        )}
        <ModerationButton icon={Trash2} label="Delete" tone="danger" {...action(onDelete)} />
        <ShowGuardianButton
          path={`${testimonialsKey}/${testimonial.id}`}
          listPath={testimonialsKey}
          what="testimonial"
          shownAt={testimonial.shownToGuardianAt}
        />
      </div>
    </article>
  );
}
