"""apps/demo/art: each demo picture stands for what it illustrates (a certificate looks like a
certificate, places look like different places), and its words stay where they belong. The
pictures are drawn small here: the checks are about what is drawn, not how finely."""

import itertools
from datetime import date

import pytest
from PIL import Image, ImageChops, ImageStat

from apps.demo.art import Certificate, Meme, Place, Screen, draw
from apps.demo.art.canvas import PAPER, Canvas, printable
from apps.demo.art.certificate import inner_frame
from apps.demo.seeds.showcase import ACHIEVEMENTS
from apps.demo.seeds.travel import DESTINATIONS, _pictures

SMALL = (480, 270)
LONG_TITLE = (
    "Highly Commended with Distinction, National Inter-School Young Scientists and Engineers "
    "Championship for Environmental Research and Public Understanding of Science"
)


def difference(a: Image.Image, b: Image.Image) -> float:
    """How far apart two pictures are: the mean difference of their pixels (0 to 255)."""
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


def inside(box, frame) -> bool:
    left, top, right, bottom = frame
    return left <= box[0] <= box[2] <= right and top <= box[1] <= box[3] <= bottom


def painted(scene, size=SMALL) -> Canvas:
    canvas = Canvas(Image.new("RGB", size))
    scene.paint(canvas)
    return canvas


def certificate(title: str, issuer: str = "UK Mathematics Trust") -> Certificate:
    return Certificate(title=title, issuer=issuer, awarded=date(2025, 3, 14))


def test_a_certificate_is_cream_paper_and_unlike_a_travel_picture():
    award = draw(certificate(ACHIEVEMENTS[0]["title"]), *SMALL)
    place = draw(Place("Tokyo, Japan", "city", "pagoda"), *SMALL)

    # Most of a certificate is its paper: the commonest colour is cream.
    commonest = max(award.getcolors(SMALL[0] * SMALL[1]))[1]
    assert commonest == PAPER
    assert difference(award, place) > 40


def test_two_destinations_look_different_and_so_do_a_destinations_own_pictures():
    pictures = {}
    for index, row in enumerate(DESTINATIONS):
        for n, (name, scene) in enumerate(_pictures(index, row).items()):
            pictures[name] = (row["city"], n == 0, draw(scene, 240, 135))

    for (a, one), (b, other) in itertools.combinations(pictures.items(), 2):
        apart = difference(one[2], other[2])
        if one[0] == other[0]:  # a place's pictures show other sights at other times of day
            assert apart > 12, (a, b)
        elif one[1] and other[1]:  # the covers on the travel page
            assert apart > 8, (a, b)
        else:
            assert apart > 3, (a, b)
    tokyo = pictures["travel-neon-nights-and-quiet-temples-in-tokyo"][2]
    zurich = pictures["travel-lakes-and-alps-from-zurich"][2]
    assert difference(tokyo, zurich) > 20


def test_each_destinations_scenery_is_its_own():
    sceneries = [tuple(row["scenery"]) for row in DESTINATIONS]

    assert len(set(sceneries)) == len(sceneries)


@pytest.mark.parametrize(
    ("title", "issuer"),
    [
        ("First Place", "School"),
        (LONG_TITLE, "Regional Schools Debating League of Northern England and the Borders"),
        ("Supercalifragilisticexpialidociousnessofextraordinarilylongwords " * 2, "X"),
    ],
    ids=["short", "long", "unbreakable"],
)
@pytest.mark.parametrize("size", [(2400, 1350), (480, 270)], ids=["upload", "card"])
def test_a_certificates_words_fit_inside_its_border_without_overlapping(title, issuer, size):
    canvas = painted(certificate(title, issuer), size)

    left, top, right, bottom = inner_frame(canvas)
    assert len(canvas.texts) >= 7  # heading, "presented for", title, issuer, date, two labels
    for box in canvas.texts:
        assert inside(box, (left, top, right, bottom)), box
    for a, b in itertools.combinations(canvas.texts, 2):
        overlap = min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])
        assert not overlap, (a, b)


def test_a_long_title_changes_only_whats_inside_the_border():
    short = painted(certificate("First Place")).image
    long = painted(certificate(LONG_TITLE)).image

    left, top, right, bottom = inner_frame(Canvas(short))
    border = Image.new("1", SMALL, 1)
    border.paste(0, (left, top, right, bottom))
    assert ImageChops.difference(short, long).getbbox()  # the title was drawn...
    # ...and the double border around it is untouched.
    assert not Image.composite(
        ImageChops.difference(short, long), Image.new("RGB", SMALL), border
    ).getbbox()


def test_a_long_title_wraps_to_two_lines_and_shrinks_before_it_is_cut():
    canvas = Canvas(Image.new("RGB", (2400, 1350)))

    size, lines = canvas.fit(LONG_TITLE, width=1800, size=112, smallest=70, lines=2, bold=True)

    assert size < 112
    assert len(lines) == 2
    assert all(canvas.width_of(line, size, bold=True) <= 1800 for line in lines)
    assert lines[-1].endswith("...")  # even at the smallest size it needs more than two lines


def test_a_project_picture_shows_its_name_and_a_meme_its_caption_within_the_picture():
    screen = painted(Screen("Daily Advice Hub", "One short piece of advice", "example.com/x"))
    meme = painted(Meme("'This won't be on the test'", "Question 1:", "exam"), (2400, 1350))

    for canvas in (screen, meme):
        for box in canvas.texts:
            assert inside(box, (0, 0, canvas.w, canvas.h)), box
    assert difference(screen.image, meme.image.resize(SMALL)) > 30


def test_text_is_reduced_to_what_the_bundled_font_draws():
    # An acute accent, a curly apostrophe, an em dash, a multiplication sign and an emoji.
    text = "Gaud\u00ed\u2019s  Barcelona \u2014 2 \u00d7 3 \U0001f605"
    assert printable(text) == "Gaudi\u2019s Barcelona - 2 x 3"


def test_the_same_scene_draws_the_same_picture():
    scene = Place("Oslo, Norway", "fjord", "slope-building", "golden", "Europe", 3)

    assert draw(scene, *SMALL).tobytes() == draw(scene, *SMALL).tobytes()
