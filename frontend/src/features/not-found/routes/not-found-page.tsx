import { Compass, Home } from "lucide-react";

import { IconTile } from "@/components/ui/icon-tile";
import { ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {/* A picture, not a second "404": the heading says it once, to eyes and to screen readers. */}
      <IconTile icon={Compass} size="xl" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 dark:text-white">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        The page you are looking for doesn&apos;t exist or has moved.
      </p>
      <ButtonLink to={paths.home} weight="medium" className="mt-8" icon={Home}>
        Back to Home
      </ButtonLink>
    </section>
  );
}
