"""The real URLconf, with three comparison views in front of it (bench runs only).

- /__bench__/raw-blog: the published posts as `values()` + JsonResponse, the floor that
  /api/blog-posts is compared with (`?n=`: the first n, as many as the API's list answers);
- /__bench__/hello: a hello-world JsonResponse;
- /__bench__/static-shell: the bytes GET / answers, rendered once and then sent as they are
  (no head, no first data, no template work).
"""

from django.http import HttpResponse, JsonResponse
from django.test import RequestFactory
from django.urls import path, resolve
from django.utils import timezone

from apps.blog.models import BlogPost
from apps.blog.serializers import POST_READ_FIELDS
from portfolio.urls import urlpatterns as real_urlpatterns

# The fields a visitor's list sends, read from its serializer so the two cannot drift apart (its
# `content` is the drawn HTML, content_html).
BLOG_FIELDS = tuple("content_html" if f == "content" else f for f in POST_READ_FIELDS)


def raw_blog(request):
    rows = (
        BlogPost.objects.filter(is_published=True, published_at__lte=timezone.now())
        .order_by("-published_at", "-created_at")
        .values(*BLOG_FIELDS)
    )
    limit = request.GET.get("n")
    if limit:
        rows = rows[: int(limit)]
    return JsonResponse(list(rows), safe=False)


def hello(request):
    return JsonResponse({"hello": "world"})


_shell_cache: dict[str, bytes] = {}


def static_shell(request):
    body = _shell_cache.get("/")
    if body is None:
        fake = RequestFactory().get("/", HTTP_HOST=request.get_host())
        match = resolve("/")
        response = match.func(fake, *match.args, **match.kwargs)
        body = _shell_cache["/"] = response.content
    return HttpResponse(body, content_type="text/html; charset=utf-8")


urlpatterns = [
    path("__bench__/raw-blog", raw_blog),
    path("__bench__/hello", hello),
    path("__bench__/static-shell", static_shell),
    *real_urlpatterns,
]
