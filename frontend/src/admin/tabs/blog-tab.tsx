// The blog editor: the post form on the left, the owner's posts (drafts too) on the right.
import { Form, Formik } from "formik";
import { Clock, FileText } from "lucide-react";

import { useToast } from "@/components/ui/toast";
import { formatUsLongDate } from "@/lib/format";

import {
  BLOG_FIELDS,
  MAX_CATEGORIES,
  MAX_CATEGORY_LENGTH,
  UNDO_TOAST_MS,
  blogPayload,
  blogSchema,
  blogValuesFrom,
  emptyBlogValues,
  type BlogFormValues,
} from "./blog/schema";
import { blogPosts, useBlogWrites, type AdminBlogPost, type BlogPayload } from "./blog/api";
import { ChipsInput } from "../components/chips-input";
import { EditorLayout } from "../components/editor-layout";
import {
  FormActions,
  SwitchField,
  TextAreaField,
  TextField,
  inputClass,
} from "../components/form-controls";
import { ImageUrlField } from "../components/image-url-field";
import { EditorListItem, ListState, RowActions, StatusBadge } from "../components/list-controls";
import { keepFieldsUntouchedOnBlur } from "../lib/editor";
import { failureToast } from "../lib/failure";
import { DraftKeeper, RestoredDraftNote } from "../components/draft-keeper";
import { useContentEditor } from "../lib/use-content-editor";

export const BLOG_EMPTY_TEXT =
  "No blog posts yet! Write your first post to get started sharing your thoughts.";

export function BlogTab() {
  const { toast } = useToast();
  const { data: posts, error, isLoading, mutate } = blogPosts.useList();
  const writes = useBlogWrites();
  const editor = useContentEditor<AdminBlogPost, BlogFormValues, BlogPayload>({
    draftName: "blog",
    items: posts,
    writes,
    emptyValues: () => emptyBlogValues,
    valuesFrom: blogValuesFrom,
    toPayload: blogPayload,
    fields: BLOG_FIELDS,
    messages: {
      created: "Blog post created successfully!",
      updated: "Blog post updated successfully!",
      deleted: "Blog post deleted successfully!",
      createFailed: "Failed to create blog post. Please try again.",
      updateFailed: "Failed to update blog post. Please try again.",
      deleteFailed: "Failed to delete blog post. Please try again.",
    },
    // The specification: deleting a blog post has no confirmation step; its toast offers Undo.
    deletedToast: (post) => ({
      title: "Success",
      description: "Blog post deleted successfully!",
      durationMs: UNDO_TOAST_MS,
      action: { label: "Undo", onClick: () => void undoDelete(post) },
    }),
  });
  const { editing, formKey, headingRef, startEdit, startFresh, initialValues, submit } = editor;

  const undoDelete = async (post: AdminBlogPost) => {
    try {
      await writes.restore(post.id);
      toast({ title: "Success", description: `“${post.title}” is back.` });
    } catch (failure) {
      toast(failureToast(failure, "Failed to restore the blog post."));
    }
  };

  const form = (
    <>
      <h2
        id="blog-form-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 dark:text-white"
      >
        {editing ? "Edit Post" : "Create New Post"}
      </h2>
      {editing && (
        <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
          Editing “{editing.title}”.
        </p>
      )}
      {editor.restoredAt && (
        <RestoredDraftNote savedAt={editor.restoredAt} onDiscard={editor.discardChanges} />
      )}
      <Formik<BlogFormValues>
        key={formKey}
        initialValues={initialValues}
        validationSchema={blogSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form
            noValidate
            onBlurCapture={keepFieldsUntouchedOnBlur}
            aria-labelledby="blog-form-heading"
            className="mt-6 space-y-5"
          >
            <DraftKeeper {...editor.draftProps} />
            <TextField name="title" label="Title" maxLength={200} required />
            <TextAreaField name="excerpt" label="Excerpt" maxLength={1000} rows={3} required />
            <TextAreaField
              name="content"
              label="Content"
              maxLength={100_000}
              rows={10}
              required
              className={`${inputClass} min-h-[200px]`}
              hint="New lines become line breaks; simple HTML (bold, links, lists) is kept."
            />
            <ChipsInput
              name="categories"
              label="Categories"
              noun="category"
              placeholder="e.g. Science"
              maxItems={MAX_CATEGORIES}
              maxLength={MAX_CATEGORY_LENGTH}
            />
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <TextField
                name="readTime"
                label="Read time (minutes)"
                type="number"
                inputMode="numeric"
                min={1}
                max={600}
                step={1}
              />
              <div className="flex items-end pb-2">
                <SwitchField name="isPublished" label="Published" />
              </div>
            </div>
            <ImageUrlField
              name="imageUrl"
              altName="imageAlt"
              hint="Upload a picture, choose one from the gallery, or give the address of an image on this site."
              pictures={{ category: "general", titleName: "title" }}
            />
            <TextField
              name="imageAlt"
              label="Image alt text"
              maxLength={200}
              hint="Describe the picture for people who cannot see it. Empty: the title is used."
            />
            <FormActions
              submitLabel={editing ? "Update Post" : "Create Post"}
              pendingLabel={editing ? "Updating..." : "Creating..."}
              isSubmitting={isSubmitting}
              onReset={() => startFresh()}
              resetLabel="Start Fresh"
            />
          </Form>
        )}
      </Formik>
    </>
  );

  const list = (
    <>
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">
        Blog Posts{posts ? ` (${posts.length})` : ""}
      </h2>
      <div className="mt-6">
        <ListState
          isLoading={isLoading}
          error={posts ? null : error}
          isEmpty={!posts?.length}
          onRetry={() => mutate()}
          emptyText={BLOG_EMPTY_TEXT}
          emptyIcon={<FileText aria-hidden="true" className="size-10 text-slate-400" />}
        />
        {posts && posts.length > 0 && (
          <ul className="space-y-3">
            {posts.map((post) => (
              <EditorListItem
                key={post.id}
                active={editing?.id === post.id}
                info={
                  <>
                    <h3 className="font-semibold break-words text-slate-900 dark:text-white">
                      {post.title}
                    </h3>
                    <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                      <StatusBadge published={post.isPublished} />
                      <time dateTime={post.publishedAt}>{formatUsLongDate(post.publishedAt)}</time>
                      <span className="inline-flex items-center gap-1">
                        <Clock aria-hidden="true" className="size-3.5" />
                        {post.readTime} min read
                      </span>
                      {post.categories[0] && <span>{post.categories.join(", ")}</span>}
                    </div>
                  </>
                }
                body={
                  <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">
                    {post.excerpt}
                  </p>
                }
                actions={
                  <RowActions
                    alwaysLabelled
                    title={post.title}
                    onEdit={() => startEdit(post)}
                    onDelete={() => editor.remove(post)}
                    deleting={editor.deletingId === post.id}
                  />
                }
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );

  return <EditorLayout form={form} list={list} />;
}
