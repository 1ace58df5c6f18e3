// The Profile tab: who the site is about (name, tagline, headline, about text, contact e-mail,
// avatar), the footer's social links, and the home page's figures, each counted automatically
// from the content or typed by the owner, and the protections of a young owner ("Privacy &
// safety", protections.tsx). A save shows on every public page at once.
import { Form, Formik, type FormikHelpers } from "formik";
import { UserRound } from "lucide-react";
import { useState } from "react";

import { Skeletons } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";

import { DraftKeeper, RestoredDraftNote } from "../../components/draft-keeper";
import { FormActions, SwitchField, TextAreaField, TextField } from "../../components/form-controls";
import { ImageUrlField } from "../../components/image-url-field";
import { LoadFailed } from "../../components/list-controls";
import { clearDraft, readDraft } from "../../lib/drafts";
import { changedFields, keepFieldsUntouchedOnBlur, serverFieldErrors } from "../../lib/editor";
import { failureToast } from "../../lib/failure";
import { useOwnerProfile, useProfileWrite, type OwnerProfile } from "./api";
import { OtherLinksFields } from "./other-links";
import { ProtectionsSection } from "./protections";
import {
  FIGURES,
  SOCIAL_LINKS,
  profilePayload,
  profileSchema,
  profileValues,
  type ProfileFormValues,
} from "./schema";
import { Section } from "./section";

const DRAFT = "profile";
export const SAVED_MESSAGE = "Profile updated successfully!";
export const FAILED_MESSAGE = "Failed to update profile. Please try again.";

export function ProfileTab() {
  const { data, error, mutate } = useOwnerProfile();
  if (data) return <ProfileForm profile={data} />;
  if (error) return <LoadFailed what="The profile" onRetry={() => void mutate()} />;
  return (
    <div role="status" aria-label="Loading the profile" className="max-w-3xl space-y-3">
      <Skeletons shapes="h-8 w-48 | h-10 w-full | h-10 w-full | h-24 w-full | h-10 w-2/3" />
    </div>
  );
}

function ProfileForm({ profile }: { profile: OwnerProfile }) {
  const save = useProfileWrite();
  const { toast } = useToast();
  const [draft, setDraft] = useState(() => readDraft<ProfileFormValues>(DRAFT));
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const initialValues = profileValues(profile);

  const submit = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
    const before = profilePayload(initialValues);
    try {
      await save(changedFields(before, profilePayload(values)));
      toast({ title: "Success", description: SAVED_MESSAGE });
      clearDraft(DRAFT);
      setRestoredAt(null);
    } catch (failure) {
      const fields = Object.keys(initialValues) as (keyof ProfileFormValues & string)[];
      helpers.setErrors(serverFieldErrors<ProfileFormValues>(failure, fields).errors);
      toast(failureToast(failure, FAILED_MESSAGE));
    }
  };

  const discard = () => {
    clearDraft(DRAFT);
    setDraft(null);
    setRestoredAt(null);
    setFormKey((key) => key + 1);
  };

  return (
    <div className="max-w-3xl">
      <div className="flex items-center gap-3">
        <UserRound aria-hidden="true" className="size-6 text-accent-700 dark:text-accent-300" />
        <h2 id="profile-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          Profile &amp; Site Settings
        </h2>
      </div>
      {restoredAt && <RestoredDraftNote savedAt={restoredAt} onDiscard={discard} />}
      <Formik<ProfileFormValues>
        key={`${profile.updatedAt}-${formKey}`}
        initialValues={initialValues}
        validationSchema={profileSchema}
        onSubmit={submit}
      >
        {({ isSubmitting, values }) => (
          <Form
            noValidate
            onBlurCapture={keepFieldsUntouchedOnBlur}
            aria-labelledby="profile-heading"
            className="mt-6 space-y-6"
          >
            <DraftKeeper
              name={DRAFT}
              editingId={null}
              restore={draft}
              onRestored={() => setRestoredAt(draft?.savedAt ?? null)}
            />
            <Section
              title="About you"
              intro="Shown in the header, on the home page and in every page's sharing card."
            >
              <TextField name="name" label="Name" maxLength={100} autoComplete="off" />
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <TextField
                  name="displayName"
                  label="Short name (optional)"
                  maxLength={40}
                  hint="For the header and greetings; your name when empty."
                />
                <TextField name="location" label="Location (optional)" maxLength={100} />
              </div>
              <TextField name="tagline" label="Tagline" maxLength={200} />
              <TextField
                name="headline"
                label="Home page headline (optional)"
                maxLength={120}
                hint="The large heading at the top of the home page; the tagline when empty."
              />
              <TextAreaField name="bio" label="About text" maxLength={2000} rows={5} />
              <TextField
                name="email"
                label="Public contact e-mail (optional)"
                type="email"
                maxLength={254}
                autoComplete="off"
              />
              <ImageUrlField
                name="avatarUrl"
                label="Avatar photo (optional)"
                hint="A photo on this site. Uploads have their location data removed."
                pictures={{ category: "personal", titleName: "name" }}
              />
            </Section>

            <Section
              title="Social links"
              intro="The footer shows a button for each link you set, and nothing when none is."
            >
              {SOCIAL_LINKS.map((link) => (
                <TextField
                  key={link.name}
                  name={link.name}
                  label={`${link.label} (optional)`}
                  type="url"
                  inputMode="url"
                  maxLength={200}
                  autoComplete="off"
                  placeholder="https://..."
                />
              ))}
              <OtherLinksFields />
            </Section>

            <Section
              title="Home page figures"
              intro="Each figure is counted from your published content, or shows what you type."
            >
              {FIGURES.map((figure) => {
                const automatic = values.figures[figure.key].automatic;
                const counted = profile.automaticFigures[figure.key];
                return (
                  <div
                    key={figure.key}
                    className="space-y-2 border-t border-slate-100 pt-4 first-of-type:border-0 dark:border-slate-800"
                  >
                    <SwitchField
                      name={`figures.${figure.key}.automatic`}
                      label={`${figure.label}: automatic`}
                    />
                    {automatic ? (
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {counted
                          ? `Shows “${counted}”.`
                          : "Nothing to count yet: the card shows no figure."}
                      </p>
                    ) : (
                      <TextField
                        name={`figures.${figure.key}.label`}
                        label={`${figure.label} figure`}
                        maxLength={40}
                        placeholder={figure.example}
                        autoComplete="off"
                      />
                    )}
                  </div>
                );
              })}
            </Section>

            <ProtectionsSection />

            <FormActions submitLabel="Save Profile" isSubmitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </div>
  );
}
