from django.urls import reverse

from apps.blog.selectors import post_get, post_list
from apps.blog.serializers import BlogPostPublicSerializer, BlogPostSummarySerializer

from . import VISITOR, PageContent, detail_loader, list_page


def blog_list(request) -> PageContent:
    """The first page of GET /api/blog-posts (same rows and order), less each post's `content`: the
    list screen shows titles and excerpts only, and the bodies are most of the bytes. A post's
    page reads its own key, /api/blog-posts/{slug}, which has the body."""
    posts = post_list(viewer=VISITOR).defer("content", "content_html")
    feed = ("My Blogs (RSS)", reverse("blog-feed"))
    return list_page("blog-post", posts, BlogPostSummarySerializer, feed=feed)


def _post_head(post, data: dict) -> dict:
    return {
        "title": post.title,
        "description": post.excerpt,
        "image": post.image_url or None,
        "og_type": "article",
        "json_ld": (
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
    }


blog_post = detail_loader(
    "blog-post",
    get=post_get,
    serializer=BlogPostPublicSerializer,
    missing="Post Not Found",
    head=_post_head,
)
