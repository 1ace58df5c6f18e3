"""What the owner's file uploads share (a gallery picture, a document's PDF): the refusal that
carries the words the panel shows, reading at most a limit of an uploaded file's bytes, and the
endpoint's flow.

The flow: a request larger than the limit is refused from its Content-Length header, before a
byte of the body is read; then the form's fields and the file are checked together, so every
problem is answered at once (400 `{"<file field>": [message], "errorTitle": title}` beside the
fields' own messages) and nothing is stored; only a file that passed is handed to the app's
service. Each app's pipeline decides what its file is, from its bytes.
"""

from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from .parsers import CleanMultiPartParser
from .permissions import IsOwner

Words = dict[str, str]  # {"title": ..., "message": ...}, as the panel shows them


class UploadRejected(Exception):
    """An upload that is not acceptable: `title` and `message` are the words the admin panel
    shows (the specification's, section 5, or in their style)."""

    def __init__(self, *, title: str, message: str):
        super().__init__(f"{title}: {message}")
        self.title = title
        self.message = message


def read_limited(
    upload,
    *,
    max_bytes: int,
    no_file: Words,
    too_large: Words,
    invalid: Words,
    rejected: type[UploadRejected] = UploadRejected,
) -> bytes:
    """The bytes of an uploaded file (a Django UploadedFile, or None when nothing was sent), at
    most `max_bytes`; `rejected(**words)` for no file, a larger one or one that cannot be read."""
    if upload is None:
        raise rejected(**no_file)
    size = getattr(upload, "size", None)
    if size is not None and size > max_bytes:
        raise rejected(**too_large)
    try:
        upload.seek(0)
        data = upload.read(max_bytes + 1)
    except (OSError, ValueError, AttributeError) as exc:
        raise rejected(**invalid) from exc
    if len(data) > max_bytes:
        raise rejected(**too_large)
    return data


class OwnerUploadView(APIView):
    """POST of one file and a few fields (owner only, multipart). A view names its file field,
    its form, its request limit and words, and says how a file is checked (`check`) and stored
    (`store`)."""

    permission_classes = [IsOwner]
    parser_classes = [CleanMultiPartParser]  # control characters stripped

    file_field: str
    form_class: type
    max_request_bytes: int
    too_large: Words
    invalid_file: Words

    def check(self, upload):
        """The file checked by the app's pipeline (raises UploadRejected); nothing stored."""
        raise NotImplementedError

    def store(self, *, checked, form, upload) -> Response:
        """Store what passed (the app's service) and answer 201 with it."""
        raise NotImplementedError

    def _refused(self, words: Words, errors: dict | None = None) -> Response:
        body = {**(errors or {}), self.file_field: [words["message"]], "errorTitle": words["title"]}
        return Response(body, status=status.HTTP_400_BAD_REQUEST)

    def post(self, request, *args, **kwargs):
        # Refuse an oversized request from its header alone: the body is never read.
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if length > self.max_request_bytes:
            return self._refused(self.too_large)
        try:
            data, files = request.data, request.FILES
        except RequestDataTooBig:
            return self._refused(self.too_large)
        except (TooManyFieldsSent, TooManyFilesSent):
            return self._refused(self.invalid_file)

        form = self.form_class(data=data)
        errors = {} if form.is_valid() else dict(form.errors)
        upload = files.get(self.file_field)
        try:
            checked = self.check(upload)
        except UploadRejected as rejection:
            return self._refused({"title": rejection.title, "message": rejection.message}, errors)
        if errors:
            return Response(errors, status=status.HTTP_400_BAD_REQUEST)
        return self.store(checked=checked, form=form, upload=upload)
