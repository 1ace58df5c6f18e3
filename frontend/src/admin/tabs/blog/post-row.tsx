// One post in the blog editor's list: title, state, date, reading time, categories and excerpt.
import { Clock } from "lucide-react";

import { formatUsLongDate } from "@/lib/format";

import { ContentRow, RowFact, type EditorRowProps } from "../../components/list-controls";
import type { AdminBlogPost } from "./api";

export function PostRow({ row: post, ...row }: EditorRowProps<AdminBlogPost>) {
  return (
    <ContentRow
      {...row}
      title={post.title}
      name={post.title}
      published={post.isPublished}
      summary={post.excerpt}
      facts={
        <>
          <time dateTime={post.publishedAt}>{formatUsLongDate(post.publishedAt)}</time>
          <RowFact icon={Clock}>{post.readTime} min read</RowFact>
          {post.categories[0] && <span>{post.categories.join(", ")}</span>}
        </>
      }
    />
  );
}
