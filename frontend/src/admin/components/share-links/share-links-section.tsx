// The owner's private links of one kind (posts or journal entries): who each is for, what it
// shows, until when it works, how many times it was opened and when last; 'Revoke' turns one
// off at once, 'Delete' forgets one that no longer works.
import { Ban, Link2, Trash2 } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { formatUsLongDate } from "@/lib/format";

import {
  useShareLinks,
  useShareLinkWrites,
  type ShareLink,
  type ShareTargetType,
} from "../../api/share-links";
import { failureToast } from "../../lib/failure";
import { ConfirmDialog } from "../confirm-dialog";
import { Badge, EditorListItem, ListState, RowFact } from "../list-controls";
import { RelativeTime } from "../relative-time";

function openings(link: ShareLink) {
  if (link.openCount === 0) return <span>Not opened yet</span>;
  const times = link.openCount === 1 ? "1 time" : `${link.openCount} times`;
  return (
    <span>
      Opened {times}
      {link.lastOpenedAt && (
        <>
          {" · last "}
          <RelativeTime iso={link.lastOpenedAt} />
        </>
      )}
    </span>
  );
}

function state(link: ShareLink) {
  if (link.revokedAt) {
    return (
      <>
        <Badge tone="grey">Revoked</Badge>
        <span>
          turned off <time dateTime={link.revokedAt}>{formatUsLongDate(link.revokedAt)}</time>
        </span>
      </>
    );
  }
  if (!link.isActive) {
    return (
      <>
        <Badge tone="grey">Expired</Badge>
        <time dateTime={link.expiresAt}>{formatUsLongDate(link.expiresAt)}</time>
      </>
    );
  }
  return (
    <>
      <Badge tone="green">Active</Badge>
      <span>
        expires <time dateTime={link.expiresAt}>{formatUsLongDate(link.expiresAt)}</time>
      </span>
    </>
  );
}

export function ShareLinksSection({
  targetType,
  title = "Share links",
}: {
  targetType: ShareTargetType;
  title?: string;
}) {
  const query = useShareLinks();
  const { revoke, remove } = useShareLinkWrites();
  const { toast } = useToast();
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const links = query.data?.filter((link) => link.targetType === targetType);

  const act = async (link: ShareLink, action: "revoke" | "delete") => {
    setRevoking(null);
    setBusyId(link.id);
    try {
      if (action === "revoke") await revoke(link.id);
      else await remove(link.id);
      toast({
        title: "Success",
        description:
          action === "revoke"
            ? `The link for ${link.recipient} no longer works.`
            : `The link for ${link.recipient} was deleted.`,
      });
    } catch (error) {
      toast(failureToast(error, "Failed to change the link. Please try again."));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby={`share-links-${targetType}`} className="space-y-3">
      <div>
        <h2
          id={`share-links-${targetType}`}
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Private links you made for one person each. They are never published; an expired or
          revoked link shows a &ldquo;no longer works&rdquo; page.
        </p>
      </div>
      <ListState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={Boolean(links && links.length === 0)}
        onRetry={() => void query.mutate()}
        emptyText="No share links yet. Use Share on an unpublished row to make one."
        emptyIcon={<Link2 aria-hidden="true" className="size-8 text-slate-400" />}
      />
      {links && links.length > 0 && (
        <ul className="space-y-3">
          {links.map((link) => (
            <EditorListItem
              key={link.id}
              info={
                <>
                  <h3 className="font-semibold break-words text-slate-900 dark:text-white">
                    {link.recipient}
                  </h3>
                  <p className="text-sm break-words text-slate-700 dark:text-slate-300">
                    {link.targetTitle}
                  </p>
                  <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                    {state(link)}
                    <RowFact icon={Link2}>{openings(link)}</RowFact>
                  </div>
                </>
              }
              actions={
                link.isActive ? (
                  <Button
                    variant="dangerOutline"
                    size="xs"
                    weight="medium"
                    icon={Ban}
                    disabled={busyId === link.id}
                    onClick={() => setRevoking(link)}
                    aria-label={`Revoke the link for ${link.recipient}`}
                  >
                    Revoke
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="xs"
                    weight="medium"
                    icon={Trash2}
                    disabled={busyId === link.id}
                    onClick={() => void act(link, "delete")}
                    aria-label={`Delete the link for ${link.recipient}`}
                  >
                    Delete
                  </Button>
                )
              }
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this link?"
        message={
          revoking
            ? `${revoking.recipient} will no longer be able to open “${revoking.targetTitle}”.`
            : ""
        }
        confirmLabel="Revoke"
        onConfirm={() => revoking && void act(revoking, "revoke")}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
