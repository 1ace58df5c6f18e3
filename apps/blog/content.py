"""The blog's kind of content (apps/core/content_types.py)."""

from apps.core.content_types import (
    ContentType,
    Dashboard,
    Searched,
    Summary,
    counted,
    figures_serializer,
    published_split,
    register,
    shown,
)

from .models import BlogPost
from .selectors import post_list


def _summary() -> Summary:
    posts = published_split(BlogPost.objects.all())
    total, published = posts["total"], posts["published"]
    figures = {"total": total, "published": published, "drafts": total - published}
    return Summary(figures, total, published)


register(
    ContentType(
        key="blog",
        label="Blog post",
        plural="Blog posts",
        model=BlogPost,
        visible=post_list,
        tab="blog",
        order=10,
        page="blog-post",
        view_kind="blog-post",
        sitemap="blog",
        search=Searched(
            title="title",
            summary="excerpt",
            keywords=("categories",),
            body=("content",),
            date="published_at",
            html=lambda post: post.content_format == BlogPost.Format.HTML,
        ),
        digest_since="published_at",
        activity=lambda post: ("Blog post", shown(post.is_published, hidden_word="Draft")),
        dashboard=Dashboard(
            _summary, figures_serializer("_BlogFigures", "total", "published", "drafts")
        ),
        figures={
            "articles": lambda posts: counted(posts.count(), "Article", "Articles", rounded=True)
        },
    )
)
