import {
  BookOpen,
  ClipboardList,
  Download,
  FilePenLine,
  ExternalLink,
  GraduationCap,
  Image,
  Inbox,
  LayoutDashboard,
  LogOut,
  MessageSquareQuote,
  Newspaper,
  Plane,
  Send,
  ShieldCheck,
  Trophy,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { useState, type ComponentType } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useSWRConfig } from "swr";

import { Button, ButtonLink, buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/document-title";

import { ConfirmDialog } from "../components/confirm-dialog";
import PANEL from "../config/tabs.json";
import { SecurityDialog } from "../components/security-dialog";
import { TabBar } from "../components/tab-bar";
import { clearAllDrafts, unsavedDraftNames } from "../lib/drafts";
import { confirmLeave } from "../lib/leave-guard";
import { logout } from "../lib/session";
import type { TabId, TabProps } from "../lib/tabs";
import { BlogTab } from "../tabs/blog/blog-tab";
import { DashboardTab } from "../tabs/dashboard/dashboard-tab";
import { GalleryTab } from "../tabs/gallery/gallery-tab";
import { GcseTab } from "../tabs/gcse/gcse-tab";
import { InboxTab } from "../tabs/inbox/inbox-tab";
import { MediaTab } from "../tabs/media/media-tab";
import { ProfileTab } from "../tabs/profile/profile-tab";
import { RecordTab } from "../tabs/record/record-tab";
import { ShowcaseTab } from "../tabs/showcase/showcase-tab";
import { StatementTab } from "../tabs/statement/statement-tab";

import { RequestsTab } from "../tabs/testimonials/requests-tab";
import { TestimonialsTab } from "../tabs/testimonials/testimonials-tab";
import { TravelTab } from "../tabs/travel/travel-tab";

type Tab = { id: TabId; label: string; icon: LucideIcon; component: ComponentType<TabProps> };

// What each section draws; their order and names are in admin/config/tabs.json (the one list
// the owner's guide is checked against, tests/test_owner_guide.py).
const SECTIONS: Record<TabId, Pick<Tab, "icon" | "component">> = {
  dashboard: { icon: LayoutDashboard, component: DashboardTab },
  blog: { icon: BookOpen, component: BlogTab },
  gcse: { icon: GraduationCap, component: GcseTab },
  travel: { icon: Plane, component: TravelTab },
  gallery: { icon: Image, component: GalleryTab },
  media: { icon: Newspaper, component: MediaTab },
  showcase: { icon: Trophy, component: ShowcaseTab },
  record: { icon: ClipboardList, component: RecordTab },
  statement: { icon: FilePenLine, component: StatementTab },
  testimonials: { icon: MessageSquareQuote, component: TestimonialsTab },
  profile: { icon: UserRound, component: ProfileTab },
  requests: { icon: Send, component: RequestsTab },
  inbox: { icon: Inbox, component: InboxTab },
};
const sections = (rows: { id: string; label: string }[]): Tab[] =>
  rows.map(({ id, label }) => ({ id: id as TabId, label, ...SECTIONS[id as TabId] }));

// The specification's seven tabs, the showcase and the profile (issue 14); the requests view
// and the inbox are reached from the dashboard (and the inbox from the header) rather than
// the tab bar.
const TABS = sections(PANEL.tabs);
const HIDDEN_TABS = sections(PANEL.views);

// The Showcase and Record tabs keep a draft per area, under the area's name.
const SHOWCASE_DRAFTS: Record<string, string> = {
  achievements: "Showcase: Achievements",
  projects: "Showcase: Projects",
  memes: "Showcase: Memes",
  qualifications: "Record: Qualifications",
  log: "Record: Super-curricular log",
};

/** The words for the form whose unsaved values are kept under `name`. */
function draftLabel(name: string): string {
  return TABS.find((tab) => tab.id === name)?.label ?? SHOWCASE_DRAFTS[name] ?? name;
}

export default function AdminPanel() {
  useDocumentTitle("Admin Panel");
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const current = [...TABS, ...HIDDEN_TABS].find((tab) => tab.id === params.get("tab")) ?? TABS[0];
  // Leaving a form whose changes the server does not have yet asks first (lib/leave-guard.ts).
  const openTab = (tab: TabId) => confirmLeave() && setParams(tab === "dashboard" ? {} : { tab });
  const Current = current.component;
  const [securityOpen, setSecurityOpen] = useState(false);
  const [unsaved, setUnsaved] = useState<string[]>([]);

  // Signing out on purpose forgets the unsaved forms kept on this device (it may not be the
  // owner's), so it asks first when any holds what the server lacks (an autosaved post does not).
  const askToSignOut = () => {
    const names = unsavedDraftNames();
    if (names.length > 0) setUnsaved(names);
    else void signOut();
  };

  const signOut = async () => {
    setUnsaved([]);
    clearAllDrafts();
    await logout();
    // Forget every cached owner response, so nothing private stays in memory.
    await mutate(() => true, undefined, { revalidate: false });
    navigate(paths.adminLogin, { replace: true });
  };

  const header = { variant: "outline", size: "sm", weight: "medium" } as const;

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-3">
            <h1 className="text-lg font-bold text-slate-900 dark:text-white">Admin Panel</h1>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-900/40 dark:text-green-200">
              <span aria-hidden="true" className="size-2 rounded-full bg-green-600" />
              Live
            </span>
          </div>
          <nav aria-label="Admin actions" className="flex flex-wrap items-center gap-2">
            <a href="/static/docs/owner-guide.txt" download className={buttonClass(header)}>
              <Download aria-hidden="true" className="size-4" />
              Guide
            </a>
            <Button {...header} icon={Inbox} onClick={() => openTab("inbox")}>
              Inbox
            </Button>
            <Button {...header} icon={ShieldCheck} onClick={() => setSecurityOpen(true)}>
              Security
            </Button>
            <ButtonLink {...header} icon={ExternalLink} to={paths.home}>
              View Site
            </ButtonLink>
            <Button {...header} variant="dark" icon={LogOut} onClick={askToSignOut}>
              Sign Out
            </Button>
          </nav>
        </div>
        <div className="mx-auto max-w-7xl px-2 sm:px-6">
          <TabBar tabs={TABS} selected={current.id} onSelect={(id) => openTab(id as TabId)} />
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div
          id="admin-tabpanel"
          role="tabpanel"
          aria-labelledby={TABS.some((t) => t.id === current.id) ? `tab-${current.id}` : undefined}
          aria-label={TABS.some((t) => t.id === current.id) ? undefined : current.label}
        >
          <Current openTab={openTab} />
        </div>
      </main>
      <SecurityDialog open={securityOpen} onClose={() => setSecurityOpen(false)} />
      <ConfirmDialog
        open={unsaved.length > 0}
        title="Sign out and discard unsaved changes?"
        message={`Unsaved changes are kept on this device (${unsaved
          .map((name) => draftLabel(name))
          .join(", ")}). Signing out discards them.`}
        confirmLabel="Sign Out"
        onConfirm={() => void signOut()}
        onCancel={() => setUnsaved([])}
      />
    </div>
  );
}
