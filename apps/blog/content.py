"""The blog's kind of content (apps/core/content_types.py)."""

from apps.core import content_types as kinds

from .models import BlogPost
from .selectors import post_list
from .services import posts_purge_deleted


def _summary() -> kinds.Summary:
    posts = kinds.published_split(BlogPost.objects.all())
    total, published = posts["total"], posts["published"]
    figures = {"total": total, "published": published, "drafts": total - published}
    return kinds.Summary(figures, total, published)


kinds.register(
    kinds.ContentType(
        names=kinds.Names("blog", "Blog post", "Blog posts", tab="blog", order=10),
        model=BlogPost,
        visible=post_list,
        pages=kinds.RowPages("blog-post", view_kind="blog-post", sitemap="blog"),
        search=kinds.Searched(
            title="title",
            summary="excerpt",
            keywords=("categories",),
            body=("content",),
            date="published_at",
            html=lambda post: post.content_format == BlogPost.Format.HTML,
        ),
        digest_since="published_at",
        activity=lambda post: ("Blog post", kinds.shown(post.is_published, hidden_word="Draft")),
        dashboard=kinds.Dashboard(
            _summary, kinds.figures_serializer("_BlogFigures", "total", "published", "drafts")
        ),
        figures={
            "articles": lambda posts: kinds.counted(
                posts.count(), "Article", "Articles", rounded=True
            )
        },
        purge=("deleted blog posts past their undo window", posts_purge_deleted),
    )
)
