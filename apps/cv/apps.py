from apps.core import app_configs


class CvConfig(app_configs.ContentAppConfig):
    """The CV that writes itself (issue 27): /cv, /cv.pdf and /cv.json, drawn from what is
    published of the record, the showcase and the media, in the order the owner chooses
    (`CvSettings`). Its settings' writes announce themselves like content's, so the page cache
    and the PDF's cache hear of a new order."""

    name = "apps.cv"
    label = "cv"
    verbose_name = "CV"
    announced_models = ("CvSettings",)
