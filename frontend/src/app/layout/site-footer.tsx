import {
  AtSign,
  Briefcase,
  Camera,
  ExternalLink,
  Mail,
  PlayCircle,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router-dom";

import shared from "@/config/shared-constants.json";
import { useSiteProfile, type OtherLink, type SocialLinks } from "@/lib/initial-data";

// The buttons' and link groups' words live in config/shared-constants.json, which the server's
// first screen of a 404 page reads too; the icons are React's alone.
const ICONS: Record<keyof SocialLinks, LucideIcon> = {
  microblog: AtSign,
  photos: Camera,
  professional: Briefcase,
  video: PlayCircle,
};
const SOCIAL = shared.socialLinks.map(({ key, label }) => ({
  key: key as keyof SocialLinks,
  label,
  icon: ICONS[key as keyof SocialLinks],
}));

function LinkGroup({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="text-slate-300 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The social buttons of the links the site profile sets; nothing at all when it sets none. */
export function SocialLinksList({ links }: { links: SocialLinks }) {
  const set = SOCIAL.filter(({ key }) => links[key]);
  if (set.length === 0) return null;
  return (
    <ul className="mt-6 flex gap-3" aria-label="Social links">
      {set.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <a
            href={links[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-accent-700 hover:text-white"
          >
            <Icon aria-hidden="true" className="size-5" />
            <span className="sr-only">{label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The profile's further links (a blog elsewhere, a project's site), by their own words. */
export function OtherLinksList({ links }: { links: OtherLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label="Other links">
      {links.map((link) => (
        <li key={`${link.url}-${link.label}`}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-full bg-slate-800 px-3 py-1.5 text-sm text-slate-200 hover:bg-accent-700 hover:text-white"
          >
            {link.label}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What the footer holds; the `<footer>` around it is the layout's (site-layout.tsx), which
 * loads this chunk only when the visitor comes near it. */
export default function SiteFooter() {
  const profile = useSiteProfile();
  const year = new Date().getFullYear();
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-semibold text-white">{profile.name}</p>
          <p className="mt-3 max-w-md">{profile.bio || profile.tagline}</p>
          <SocialLinksList links={profile.socialLinks} />
          <OtherLinksList links={profile.otherLinks ?? []} />
        </div>
        {shared.footerGroups.map((group) => (
          <LinkGroup key={group.title} title={group.title} links={group.links} />
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          {/* One text node, as the server draws it on a 404 page (first_screen/footer.html). */}
          <p>{`© ${year} ${profile.name}. All rights reserved. COPPA compliant.`}</p>
          {profile.email && (
            <a
              href={`mailto:${profile.email}`}
              className="inline-flex items-center gap-2 hover:text-white"
            >
              <Mail aria-hidden="true" className="size-4" />
              {profile.email}
            </a>
          )}
        </div>
      </div>
    </>
  );
}
