import { Clock, Mail, MapPin, ShieldCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

import { IconTile } from "@/components/ui/icon-tile";
import { paths } from "@/config/paths";
import type { SiteProfile } from "@/lib/initial-data";

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <IconTile icon={Icon} />
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
        <div className="mt-1 text-slate-600 dark:text-slate-400">{children}</div>
      </div>
    </li>
  );
}

/** The four cards beside the form: e-mail, location, response time, privacy. */
export function ContactInfo({ profile }: { profile: SiteProfile }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" aria-label="Contact information">
      <InfoCard icon={Mail} title="Email">
        {profile.email ? (
          <a
            href={`mailto:${profile.email}`}
            className="font-medium break-all text-accent-700 hover:underline dark:text-accent-300"
          >
            {profile.email}
          </a>
        ) : (
          "Use the form to send a message."
        )}
      </InfoCard>
      <InfoCard icon={MapPin} title="Location">
        {profile.location || "United Kingdom"}
      </InfoCard>
      <InfoCard icon={Clock} title="Response Time">
        Usually within 24-48 hours
      </InfoCard>
      <InfoCard icon={ShieldCheck} title="Privacy & Safety">
        This site is COPPA compliant: it collects only what is needed to reply. See the{" "}
        <Link
          to={paths.privacyPolicy}
          className="font-medium text-accent-700 underline dark:text-accent-300"
        >
          Privacy Policy
        </Link>
        .
      </InfoCard>
    </ul>
  );
}
