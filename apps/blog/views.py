from apps.core.viewsets import ContentViewSet

from .models import BlogPost
from .selectors import post_list
from .serializers import BlogPostReadSerializer, BlogPostWriteSerializer
from .services import post_create, post_delete, post_update


class BlogPostViewSet(ContentViewSet):
    """/api/blog-posts: visitors read published posts; the owner reads all and writes."""

    queryset = BlogPost.objects.none()  # for the schema; rows come from select()
    read_serializer_class = BlogPostReadSerializer
    write_serializer_class = BlogPostWriteSerializer

    def select(self, *, viewer):
        return post_list(viewer=viewer)

    def create_row(self, *, data):
        return post_create(**data)

    def update_row(self, *, row, data):
        return post_update(post=row, data=data)

    def delete_row(self, *, row):
        post_delete(post=row)
