// The meme form's fields: who posted it, the picture or the text panel, the caption, hashtags
// and the counts it starts with (visitors' likes and shares stay in their own browser).
import { ChipsInput } from "../../../components/chips-input";
import { WholeNumberField } from "../../../components/editor-fields";
import { SwitchField, TextAreaField, TextField } from "../../../components/form-controls";
import { ImageUrlField } from "../../../components/image-url-field";
import { MAX_COUNT, MAX_HASHTAGS, MAX_HASHTAG_LENGTH } from "./schema";

export function MemeFields() {
  return (
    <>
      <TextField
        name="authorHandle"
        label="Author handle"
        maxLength={50}
        autoComplete="off"
        placeholder="@alex"
        required
      />
      <TextAreaField
        name="caption"
        label="Caption"
        rows={2}
        maxLength={500}
        required
        hint="Shown under the meme."
      />
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          The meme: a picture, or a text panel
        </legend>
        <ImageUrlField
          name="imageUrl"
          label="Image (optional)"
          hint="Upload a picture here, or choose a photo from the gallery."
          pictures={{ category: "personal", titleName: "caption" }}
        />
        <TextAreaField
          name="text"
          label="Text panel (optional)"
          rows={3}
          maxLength={500}
          hint="Drawn as a big text panel when there is no image."
        />
      </fieldset>
      <ChipsInput
        name="hashtags"
        label="Hashtags"
        noun="hashtag"
        placeholder="GCSELife"
        maxItems={MAX_HASHTAGS}
        maxLength={MAX_HASHTAG_LENGTH}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          Starting counts
        </legend>
        <div className="mt-2 grid grid-cols-3 gap-3">
          <WholeNumberField name="likes" label="Likes" min={0} max={MAX_COUNT} />
          <WholeNumberField name="comments" label="Comments" min={0} max={MAX_COUNT} />
          <WholeNumberField name="shares" label="Shares" min={0} max={MAX_COUNT} />
        </div>
      </fieldset>
      <SwitchField name="isPublished" label="Published" />
    </>
  );
}
