// The profile's further links (after the four social buttons): a label and an address each,
// at most four, added and removed in place.
import { FieldArray, getIn, useFormikContext } from "formik";
import { Plus, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";

import { TextField } from "../../components/form-controls";
import { OTHER_LINKS_MAX, type ProfileFormValues } from "./schema";

export function OtherLinksFields() {
  const { values, errors } = useFormikContext<ProfileFormValues>();
  const links = values.otherLinks;
  // The server names a link's problem in one message for the whole list ("Link 2: ...").
  const listError = getIn(errors, "otherLinks");
  return (
    <FieldArray name="otherLinks">
      {({ push, remove }) => (
        <div className="space-y-4 border-t border-slate-100 pt-4 dark:border-slate-800">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
            Other links (optional): a blog elsewhere, a club or project site. The footer shows each
            by its label.
          </p>
          {links.map((_, index) => (
            <div
              key={index}
              className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_auto]"
            >
              <TextField
                name={`otherLinks.${index}.label`}
                label={`Link ${index + 1} label`}
                maxLength={40}
                autoComplete="off"
              />
              <TextField
                name={`otherLinks.${index}.url`}
                label={`Link ${index + 1} address`}
                type="url"
                inputMode="url"
                maxLength={200}
                autoComplete="off"
                placeholder="https://..."
              />
              <Button
                variant="dangerOutline"
                size="xs"
                weight="medium"
                icon={Trash2}
                className="sm:mt-7"
                onClick={() => remove(index)}
                aria-label={`Remove link ${index + 1}`}
              >
                Remove
              </Button>
            </div>
          ))}
          {typeof listError === "string" && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {listError}
            </p>
          )}
          {links.length < OTHER_LINKS_MAX && (
            <Button
              variant="outline"
              size="xs"
              weight="medium"
              icon={Plus}
              onClick={() => push({ label: "", url: "" })}
            >
              Add a link
            </Button>
          )}
        </div>
      )}
    </FieldArray>
  );
}
