"""`python -m bench.seed N`: make exactly N blog posts published, creating the missing ones
through the blog's own service (sanitised HTML, unique slugs, a demo picture each)."""

import sys

import django


def main(target: int) -> None:
    django.setup()
    from django.db import transaction

    from apps.blog.models import BlogPost
    from apps.blog.services import post_create
    from apps.demo.images import demo_image

    paragraph = (
        "<p>This week I revisited <strong>quadratic equations</strong> and tried to explain "
        "completing the square to my younger cousin. Teaching something is the fastest way to "
        "find the gaps in what you know, and I found several. I wrote down three questions I "
        "could not answer and looked them up afterwards.</p>"
    )
    with transaction.atomic():
        published = BlogPost.objects.filter(is_published=True)
        extra = published.count() - target
        if extra > 0:
            ids = list(published.order_by("published_at").values_list("id", flat=True)[:extra])
            BlogPost.objects.filter(id__in=ids).update(is_published=False)
        for i in range(max(0, -extra)):
            post_create(
                title=f"Notes from week {i + 1}: what I learned",
                excerpt="A short look back at the week: what went well, what did not, and what "
                "I want to try next.",
                content="<h2>What I studied</h2>" + paragraph * 6 + "<ul><li>Maths</li>"
                "<li>Physics</li><li>History</li></ul>" + paragraph * 2,
                content_format="html",
                categories=["learning", "gcse"],
                read_time=4 + i % 5,
                is_published=True,
                image_url=demo_image(f"bench-post-{i + 1}"),
                image_alt=f"An abstract pattern for week {i + 1}",
            )
        count = BlogPost.objects.filter(is_published=True).count()
    print(f"{count} published blog posts")
    if count != target:
        raise SystemExit(f"expected {target} published posts, found {count}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 50)
