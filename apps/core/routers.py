from rest_framework.routers import SimpleRouter


class ApiRouter(SimpleRouter):
    """Paths exactly as the specification writes them (/api/blog-posts/{id}); a trailing slash
    is accepted too."""

    def __init__(self):
        super().__init__()
        self.trailing_slash = "/?"
