from django.conf import settings
from django.http import Http404

from apps.blog.selectors import post_get, post_list
from apps.blog.serializers import BlogPostReadSerializer, BlogPostSummarySerializer

from . import VISITOR, PageContent, api_path, not_found


def blog_list(request) -> PageContent:
    """The rows of GET /api/blog-posts (same order and cap), less each post's `content`: the
    list screen shows titles and excerpts only, and the bodies are most of the bytes. A post's
    page reads its own key, /api/blog-posts/{slug}, which has the body."""
    posts = post_list(viewer=VISITOR).defer("content")[: settings.API_LIST_CAP]
    return PageContent(
        data={api_path("blog-post"): BlogPostSummarySerializer(posts, many=True).data}
    )


def blog_post(request, *, slug: str) -> PageContent:
    try:
        post = post_get(viewer=VISITOR, id_or_slug=slug)
    except Http404:
        return not_found("Post Not Found")
    data = BlogPostReadSerializer(post).data
    return PageContent(
        data={api_path("blog-post", slug): data},
        canonical_path=post.get_absolute_url(),
        title=post.title,
        description=post.excerpt,
        image=post.image_url or None,
        og_type="article",
        json_ld=(
            {
                "@context": "https://schema.org",
                "@type": "BlogPosting",
                "headline": post.title,
                "description": post.excerpt,
                "datePublished": data["publishedAt"],
                "dateModified": data["updatedAt"],
                "articleSection": post.primary_category,
                "timeRequired": f"PT{post.read_time}M",
                **({"image": post.image_url} if post.image_url else {}),
            },
        ),
    )
