"""The OpenAPI document's error answers (a drf-spectacular postprocessing hook).

drf-spectacular documents the answers a view declares; the ones every view can give come from
DRF and this site's own layers, so they are added here from what each view is:

- 400 `ValidationErrors` ({"field": ["message"]}) where a body or a query string is read;
- 401 `ErrorDetail` wherever a token may be sent (a bad or expired one is refused even on a
  public read), 403 where only the owner may call;
- 404 where the path names a row or the list pages with a cursor (a stale cursor is a 404);
- 413 where a body is read (over the size limit), 429 where the view is throttled;
- 503 everywhere (the database or Redis unreachable: apps/core/availability.py).

An answer an operation already documents is left as it is, but for a body where a view's error
answer says none.
"""

from drf_spectacular.settings import spectacular_settings

VALIDATION_ERRORS = {
    "type": "object",
    "description": 'Each field\'s messages ({"title": ["Title is required"]}); '
    '"nonFieldErrors" for the whole request, or "detail" alone.',
    "additionalProperties": {},
}
ERROR_DETAIL = {
    "type": "object",
    "description": "Why the request was refused, in words.",
    "properties": {"detail": {"type": "string"}, "code": {"type": "string"}},
    "required": ["detail"],
}
# Each answer once, in components/responses: (name, description, body schema).
_ANSWERS = {
    "400": ("ValidationFailed", "The request's values were refused", "ValidationErrors"),
    "401": (
        "Unauthorized",
        "No valid token (a bad or expired one is refused even where none is needed)",
        "ErrorDetail",
    ),
    "403": ("Forbidden", "Only the owner may do this", "ErrorDetail"),
    "404": ("NotFound", "No such row (or a stale page cursor)", "ErrorDetail"),
    "413": ("TooLarge", "The request is too large", "ErrorDetail"),
    "429": ("TooManyRequests", "Too many requests from this address", "ErrorDetail"),
    "503": ("Unavailable", "The service is briefly unavailable", "ErrorDetail"),
}
_BODIES = {"ValidationErrors": VALIDATION_ERRORS, "ErrorDetail": ERROR_DETAIL}
_RETRY_AFTER = {
    "Retry-After": {
        "description": "Seconds to wait before trying again",
        "schema": {"type": "integer"},
    }
}
_BODY_METHODS = {"POST", "PUT", "PATCH"}


def _answers(operation: dict, method: str, view) -> list[str]:
    query = [p for p in operation.get("parameters", []) if p.get("in") == "query"]
    path_params = [p for p in operation.get("parameters", []) if p.get("in") == "path"]
    security = operation.get("security", [])
    codes = []
    if method in _BODY_METHODS or any(p["name"] != "cursor" for p in query):
        codes.append("400")
    if any("jwtAuth" in requirement for requirement in security):
        codes.append("401")
        if {} not in security:
            codes.append("403")
    if path_params or any(p["name"] == "cursor" for p in query):
        codes.append("404")
    if method in _BODY_METHODS:
        codes.append("413")
    if view.get_throttles():
        codes.append("429")
    codes.append("503")
    return codes


def _json(body: str) -> dict:
    return {"application/json": {"schema": {"$ref": f"#/components/schemas/{body}"}}}


def document_error_answers(result, generator, request, public):
    """Add the error answers each operation can give (see the module's docstring)."""
    components = result.setdefault("components", {})
    used, bodies = set(), set()
    for path, _, method, view in generator._get_paths_and_endpoints():
        operation = result["paths"].get(path, {}).get(method.lower())
        if operation is None:  # not in this document (a visitor's has no owner-only ones)
            continue
        view.request = spectacular_settings.GET_MOCK_REQUEST(method, path, view, request)
        responses = operation.setdefault("responses", {})
        for code in _answers(operation, method, view):
            if code not in responses:
                used.add(code)
                responses[code] = {"$ref": f"#/components/responses/{_ANSWERS[code][0]}"}
        for code, answer in responses.items():
            # A view's own error answer declared by its description alone ("Wrong
            # credentials"): its body is DRF's {"detail": ...} all the same.
            if code in _ANSWERS and code != "400" and "$ref" not in answer:
                answer.setdefault("content", _json("ErrorDetail"))
                bodies.add("ErrorDetail")
    answers = components.setdefault("responses", {})
    schemas = components.setdefault("schemas", {})
    for code in used:
        name, description, body = _ANSWERS[code]
        answers[name] = {
            "description": description,
            "content": _json(body),
            **({"headers": _RETRY_AFTER} if code in {"429", "503"} else {}),
        }
        bodies.add(body)
    for body in bodies:
        schemas.setdefault(body, _BODIES[body])
    components["responses"] = dict(sorted(answers.items()))
    components["schemas"] = dict(sorted(schemas.items()))
    return result
