// A row's 'Share' button (the journal's 'Share Progress'): opens the share dialog for that post
// or entry.
import { Share2 } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";

import { ShareDialog, type ShareTarget } from "./share-dialog";

export function ShareButton({ target, label = "Share" }: { target: ShareTarget; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="xs"
        weight="medium"
        icon={Share2}
        onClick={() => setOpen(true)}
        aria-label={`${label}: ${target.title}`}
        title={`${label}: ${target.title}`}
      >
        {label}
      </Button>
      <ShareDialog open={open} target={target} onClose={() => setOpen(false)} />
    </>
  );
}
