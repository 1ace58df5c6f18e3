import { PageIntro } from "@/components/ui/page-intro";
import { useSiteProfile } from "@/lib/initial-data";
import intros from "@/config/page-intros.json";

import { ContactForm } from "../components/contact-form";
import { ContactInfo } from "../components/contact-info";

export default function ContactPage() {
  const profile = useSiteProfile();

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageIntro title={intros.contact.title}>{intros.contact.text}</PageIntro>
      <div className="mt-12 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="contact-info-heading">
          <h2 id="contact-info-heading" className="sr-only">
            Contact information
          </h2>
          <ContactInfo profile={profile} />
        </section>
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="contact-form-heading"
            className="text-2xl font-semibold text-slate-900 dark:text-white"
          >
            Send a Message
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            Every field is required. Your details are used only to reply to you.
          </p>
          <div className="mt-8">
            <ContactForm />
          </div>
        </section>
      </div>
    </div>
  );
}
