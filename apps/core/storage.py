"""The S3-compatible media storage: django-storages' S3 backend, with each object's own
Content-Type and Content-Disposition where apps/core/media_headers.py gives them (a document's
PDF is shown inline as application/pdf; anything else in the documents folder is a download).
The bucket serves its objects itself, so these are set on the object when it is written."""

from storages.backends.s3 import S3Storage

from .media_headers import media_headers


class MediaS3Storage(S3Storage):
    def get_object_parameters(self, name: str) -> dict:
        params = super().get_object_parameters(name)
        headers = media_headers(name)
        if headers is not None:
            params["ContentType"] = headers.content_type
            params["ContentDisposition"] = headers.content_disposition
        return params
