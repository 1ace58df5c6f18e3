import { Button } from "@/components/ui/button";

import { DialogActions } from "./form-controls";
import { ModalDialog } from "./modal-dialog";

/** A modal question with a red confirm button (for destructive actions). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = "Delete",
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog
      open={open}
      title={title}
      description={message}
      onClose={onCancel}
      closeButton={false}
      size="narrow"
    >
      <DialogActions onCancel={onCancel}>
        <Button variant="danger" size="sm" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
