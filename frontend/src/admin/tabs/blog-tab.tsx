// The blog editor: the post form on the left, the owner's posts (drafts too) on the right.
import { Form, Formik, type FormikHelpers } from "formik";
import { Clock, FileText } from "lucide-react";
import { useState } from "react";

import { useToast } from "@/components/ui/toast";
import { formatUsLongDate } from "@/lib/format";

import {
  BLOG_FIELDS,
  MAX_CATEGORIES,
  MAX_CATEGORY_LENGTH,
  blogPayload,
  blogSchema,
  blogValuesFrom,
  emptyBlogValues,
  useBlogPosts,
  useBlogWrites,
  type AdminBlogPost,
  type BlogFormValues,
} from "../api/blog";
import { serverMessage } from "../api/owner-data";
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
import {
  changedFields,
  keepFieldsUntouchedOnBlur,
  serverFieldErrors,
  useEditorState,
} from "../lib/editor";

export const BLOG_EMPTY_TEXT =
  "No blog posts yet! Write your first post to get started sharing your thoughts.";

export function BlogTab() {
  const { toast } = useToast();
  const { data: posts, error, isLoading, mutate } = useBlogPosts();
  const writes = useBlogWrites();
  const { editing, formKey, headingRef, startEdit, startFresh } = useEditorState<AdminBlogPost>();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const initialValues = editing ? blogValuesFrom(editing) : emptyBlogValues;

  const submit = async (values: BlogFormValues, helpers: FormikHelpers<BlogFormValues>) => {
    const payload = blogPayload(values);
    try {
      if (editing) {
        await writes.update(editing.id, changedFields(blogPayload(initialValues), payload));
        toast({ title: "Success", description: "Blog post updated successfully!" });
      } else {
        await writes.create(payload);
        toast({ title: "Success", description: "Blog post created successfully!" });
      }
      startFresh();
    } catch (failure) {
      const { errors } = serverFieldErrors<BlogFormValues>(failure, BLOG_FIELDS);
      helpers.setErrors(errors);
      toast({
        title: "Error",
        description: editing
          ? (serverMessage(failure) ?? "Failed to update blog post. Please try again.")
          : "Failed to create blog post. Please try again.",
        variant: "destructive",
      });
    }
  };

  const remove = async (post: AdminBlogPost) => {
    // The specification: deleting a blog post has no confirmation step.
    setDeletingId(post.id);
    try {
      await writes.remove(post.id);
      if (editing?.id === post.id) startFresh({ focus: false });
      toast({ title: "Success", description: "Blog post deleted successfully!" });
    } catch (failure) {
      toast({
        title: "Error",
        description: serverMessage(failure) ?? "Failed to delete blog post. Please try again.",
        variant: "destructive",
      });
    } finally {
      setDeletingId(null);
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
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Editing “{editing.title}”.
        </p>
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
            <div className="grid gap-5 sm:grid-cols-2">
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
            <ImageUrlField name="imageUrl" altName="imageAlt" />
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
                    onDelete={() => remove(post)}
                    deleting={deletingId === post.id}
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
