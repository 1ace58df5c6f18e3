import { Mail, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";

import { BackLink } from "@/components/ui/back-link";
import { paths } from "@/config/paths";
import { useSiteProfile } from "@/lib/initial-data";

import { ProtectionsSection } from "../components/protections-section";

export const LAST_UPDATED = "January 4, 2025";
/** How long daily view totals are kept: VIEWS_RETENTION_DAYS in the server's settings. */
const VIEWS_KEPT_DAYS = 400;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}

const listClass = "list-disc space-y-1.5 pl-6 marker:text-slate-400";

export default function PrivacyPolicyPage() {
  const profile = useSiteProfile();
  const owner = profile.name || "the site owner";
  const email = profile.email ? (
    <a
      href={`mailto:${profile.email}`}
      className="font-medium break-all text-accent-700 underline dark:text-accent-300"
    >
      {profile.email}
    </a>
  ) : (
    "the contact form"
  );

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      {/* History back; home when the page was opened on its own (a new tab from a form). */}
      <BackLink fallback={paths.home}>Back</BackLink>
      <header className="mt-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800 dark:bg-green-950 dark:text-green-300">
          <ShieldCheck aria-hidden="true" className="size-4" />
          COPPA compliant
        </p>
        <h1 className="mt-4 text-4xl font-bold text-slate-900 dark:text-white">Privacy Policy</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">Last updated {LAST_UPDATED}</p>
        {/* One text node, as the server's first screen draws it: a paragraph split into three
            measures a fraction of a pixel wider, which the browser counts as a new, larger
            paint (templates/pages/first_screen/privacy-policy.html). */}
        <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">
          {`This is the personal portfolio of ${owner}, a secondary-school student in the United ` +
            "Kingdom. Because the site is run by a young person and may be visited by other young " +
            "people, it follows the Children's Online Privacy Protection Act (COPPA): it collects " +
            "as little as possible, asks for your age on every form, and never sells or shares " +
            "what you send."}
        </p>
      </header>

      <Section id="information-collected" title="Information we collect">
        <p>We only collect information that you choose to send, plus basic technical data.</p>
        <div className="grid gap-4">
          <Subsection title="Contact form">
            <p>
              Your name, e-mail address, the subject and message you write, and your answer to the
              age verification question (13 or older, or under 13 with parental consent).
            </p>
          </Subsection>
          <Subsection title="Testimonials">
            <p>
              Your name, your relationship (teacher, coach, classmate and so on), your
              testimonial&apos;s content and rating, and your age verification answer. We do not ask
              for an e-mail address.
            </p>
          </Subsection>
          <Subsection title="Collected automatically">
            <p>
              Like any website, the server sees basic technical information when a page loads: your
              browser type, operating system, the referring page, the pages you visit, and an
              anonymized IP address. It is used only to keep the site working and secure. There are
              no advertising cookies, trackers, analytics services or third-party scripts.
            </p>
          </Subsection>
          <Subsection title="Page views">
            <p>
              To know which pages are read, the site counts views: for each day, one number per
              page, and one per gallery photo opened in the viewer. Nothing else is kept with that
              number: no cookie, no IP address, no browser or device details, no referring page,
              nothing that could tell one visitor from another. Search engines and other automated
              programs, {owner}&apos;s own visits, and browsers that ask not to be tracked (the
              &quot;Do Not Track&quot; or &quot;Global Privacy Control&quot; setting) are not
              counted. The counts never leave this site and are deleted after {VIEWS_KEPT_DAYS}{" "}
              days.
            </p>
          </Subsection>
        </div>
      </Section>

      <Section id="how-we-use" title="How we use information">
        <ul className={listClass}>
          <li>To read and reply to your message.</li>
          <li>To review and, if approved, publish your testimonial on this site.</li>
          <li>To keep the site secure, for example by limiting repeated form submissions.</li>
          <li>To see which pages and photos are viewed most (daily totals only, see above).</li>
        </ul>
        <p>
          Your information is never used for advertising, profiling or anything other than these
          purposes.
        </p>
      </Section>

      <Section id="children" title="Children's privacy (under 13)">
        <ul className={listClass}>
          <li>
            Every form asks for your age. If you are under 13, you may only send a message or a
            testimonial with your parent&apos;s or guardian&apos;s permission.
          </li>
          <li>
            A testimonial from someone under 13 is only published after {owner} has verified that a
            parent or guardian has given consent.
          </li>
          <li>Messages from under-13s are deleted 30 days after they have been read.</li>
          <li>
            A parent or guardian can ask to see, correct or delete their child&apos;s information at
            any time, by writing to the privacy contact below.
          </li>
        </ul>
      </Section>

      <Section id="protection" title="How we protect information">
        <ul className={listClass}>
          <li>Only {owner} can read messages and unpublished testimonials.</li>
          <li>
            Published testimonials show only a name, relationship, rating and the testimonial
            itself.
          </li>
          <li>Photos are stored without their location or camera data.</li>
          <li>Nothing on the site loads from other websites, so no one else sees your visit.</li>
        </ul>
      </Section>

      <Section id="protections" title="Protections for a young site owner">
        <ProtectionsSection owner={owner} />
      </Section>

      <Section id="security" title="Security">
        <p>
          The site is served over an encrypted (HTTPS) connection, the admin area is protected by a
          password with sign-in limits, and forms are rate-limited to stop abuse. No system is
          perfectly secure, but we take reasonable steps to protect what you send.
        </p>
      </Section>

      <Section id="sharing" title="Information sharing">
        <p>
          We never sell, rent or trade your information. It is not shared with anyone, except when
          the law requires it. Messages are delivered to {owner} by e-mail.
        </p>
      </Section>

      <Section id="retention" title="How long we keep data">
        <ul className={listClass}>
          <li>Contact messages: deleted after 180 days.</li>
          <li>Messages from under-13s: deleted 30 days after they are read.</li>
          <li>Testimonials that are not approved: deleted after 90 days.</li>
          <li>Published testimonials: kept until you or a parent or guardian ask for removal.</li>
          <li>
            Daily page-view totals (which hold nothing about you): deleted after {VIEWS_KEPT_DAYS}{" "}
            days.
          </li>
          <li>The address a testimonial invitation went to: deleted 30 days after it was sent.</li>
          <li>Private share links: deleted 30 days after they stop working.</li>
          <li>
            Messages and testimonials waiting for a guardian&apos;s approval: deleted after 30 days
            without an answer.
          </li>
          <li>
            A blocked e-mail address and the number of messages dropped from it: kept until it is
            unblocked. What a blocked address sends is never kept.
          </li>
        </ul>
      </Section>

      <Section id="rights" title="Your rights">
        <p>You, or your parent or guardian if you are under 13, can at any time:</p>
        <ul className={listClass}>
          <li>ask what information we hold about you;</li>
          <li>ask us to correct or delete it;</li>
          <li>withdraw consent and ask us to stop using it;</li>
          <li>ask for a published testimonial to be removed.</li>
        </ul>
      </Section>

      <Section id="contact-privacy" title="Contact">
        <div className="flex gap-4 rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
          <Mail
            aria-hidden="true"
            className="mt-1 size-5 shrink-0 text-accent-700 dark:text-accent-300"
          />
          <div>
            <p>For any privacy question or request, e-mail {email}. We respond within 48 hours.</p>
          </div>
        </div>
      </Section>

      <Section id="changes" title="Changes to this policy">
        <p>
          If this policy changes, the new version will be posted on this page with a new date. This
          policy was last updated {LAST_UPDATED}.
        </p>
      </Section>
    </article>
  );
}
