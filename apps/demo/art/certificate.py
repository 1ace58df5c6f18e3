"""A certificate: cream paper in a double border, a heading, the achievement's title, who awarded
it, the date in words over a signature line, a signature and a small rosette seal.

The words are fitted inside the inner border (long titles wrap to two lines, then shrink), and
sized so that they can still be read when the picture is a 400-pixel-wide card."""

import math
from dataclasses import dataclass
from datetime import date

from .canvas import NAVY, PAPER, SLATE_500, SLATE_700, WARM, WARM_DARK, Canvas, mix, rng

# Muted inks, one per certificate (by its issuer): navy, forest green, burgundy, deep teal.
INKS = ((30, 52, 100), (32, 84, 62), (112, 36, 52), (22, 84, 96))


@dataclass(frozen=True)
class Certificate:
    title: str
    issuer: str
    awarded: date
    heading: str = "Certificate of Achievement"

    def paint(self, c: Canvas) -> None:
        ink = INKS[rng(self.issuer).randrange(len(INKS))]
        c.draw.rectangle([0, 0, c.w, c.h], fill=PAPER)
        _border(c, ink)
        left, top, right, bottom = inner_frame(c)
        centre, room = c.w // 2, right - left - 2 * c.px(90)

        heading_size, (heading,) = c.fit(
            self.heading.upper(), width=room, size=c.px(104), smallest=c.px(60), lines=1, bold=True
        )
        title = {"width": room, "size": c.px(112), "smallest": c.px(70), "lines": 2, "bold": True}
        title_size, title_lines = c.fit(self.title, **title)
        # A one-line title leaves a line's room: the words move down by half of it, to sit in
        # the middle of the paper.
        y = top + c.px(125) + (2 - len(title_lines)) * round(title_size * 1.18) // 2
        c.text((centre, y), heading, size=heading_size, fill=ink, anchor="mt", bold=True)
        y += heading_size + c.px(50)
        c.text((centre, y), "This is presented for", size=c.px(58), fill=SLATE_500, anchor="mt")
        y += c.px(100)
        y = c.paragraph(centre, y, self.title, fill=NAVY, **title)
        y += c.px(30)
        rule = c.px(260)
        c.draw.line([(centre - rule, y), (centre + rule, y)], fill=WARM, width=c.px(6))
        y += c.px(45)
        size, (issuer,) = c.fit(
            f"Awarded by {self.issuer}", width=room, size=c.px(72), smallest=c.px(46), lines=1
        )
        c.text((centre, y), issuer, size=size, fill=SLATE_700, anchor="mt")

        baseline = bottom - c.px(150)
        column = (right - left) // 4
        _signed_line(c, left + column, baseline, in_words(self.awarded), "Date", ink)
        _signed_line(c, right - column, baseline, "", "Signature", ink)
        _signature(c, right - column, baseline - c.px(18), ink, self.issuer)
        _seal(c, centre, baseline - c.px(10), c.px(118), ink)


def inner_frame(c: Canvas) -> tuple[int, int, int, int]:
    """The box inside the certificate's inner border: every word is drawn within it."""
    inset = c.px(118)
    return inset, inset, c.w - inset, c.h - inset


def in_words(day: date) -> str:
    """A date as a British certificate writes it: "14 March 2025"."""
    return f"{day.day} {day:%B %Y}"


def _border(c: Canvas, ink) -> None:
    outer, inner = c.px(42), c.px(92)
    c.draw.rectangle([outer, outer, c.w - outer, c.h - outer], outline=ink, width=c.px(22))
    c.draw.rectangle([inner, inner, c.w - inner, c.h - inner], outline=WARM, width=c.px(7))
    # A small diamond at each corner of the inner border.
    r = c.px(26)
    for x in (inner, c.w - inner):
        for y in (inner, c.h - inner):
            c.draw.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=WARM, outline=ink)


def _signed_line(c: Canvas, x: int, y: int, above: str, label: str, ink) -> None:
    half = c.px(250)
    c.draw.line([(x - half, y), (x + half, y)], fill=SLATE_500, width=c.px(4))
    if above:
        c.text((x, y - c.px(24)), above, size=c.px(62), fill=ink, anchor="md")
    c.text((x, y + c.px(22)), label, size=c.px(44), fill=SLATE_500, anchor="mt")


def _signature(c: Canvas, x: int, y: int, ink, key: str) -> None:
    """A hand-written signature, the same for the same issuer: a tall first letter, a run of
    smaller joined letters (some looped) and a stroke underneath, smoothed into one line."""
    random = rng("signature", key)
    width, height = c.px(400), c.px(120)
    left = x - width / 2
    points = [(0.0, 0.1), (0.04, 1.0), (0.07, 0.0), (0.1, 0.55), (0.05, 0.45)]  # the capital
    step = 0.9 / 9
    for k in range(9):
        px = 0.12 + k * step
        top = random.uniform(0.25, 0.55) if k % 3 else random.uniform(0.6, 0.8)
        if random.random() < 0.3:  # a loop: up, back and down
            points += [(px + step * 0.5, top), (px + step * 0.2, top * 0.8)]
        else:
            points.append((px + step * 0.4, top))
        points.append((px + step * 0.8, 0.0))
    points += [(0.95, 0.2), (0.6, -0.2), (0.1, -0.12)]  # the stroke underneath
    smooth = _catmull_rom([(left + px * width, y - py * height) for px, py in points])
    c.draw.line(smooth, fill=ink, width=c.px(5), joint="curve")


def _catmull_rom(points: list[tuple[float, float]], steps: int = 8) -> list[tuple[float, float]]:
    """A smooth curve through `points`."""
    padded = [points[0], *points, points[-1]]
    curve = []
    for p0, p1, p2, p3 in zip(padded, padded[1:], padded[2:], padded[3:], strict=False):
        for i in range(steps):
            t = i / steps
            curve.append(
                tuple(
                    0.5
                    * (
                        2 * b
                        + (c - a) * t
                        + (2 * a - 5 * b + 4 * c - d) * t * t
                        + (3 * b - a - 3 * c + d) * t**3
                    )
                    for a, b, c, d in zip(p0, p1, p2, p3, strict=True)
                )
            )
    return [*curve, points[-1]]


def _seal(c: Canvas, x: int, y: int, r: int, ink) -> None:
    """A gold rosette with two ribbon tails."""
    tail = [(x - r * 0.55, y), (x - r * 0.95, y + r * 1.45), (x - r * 0.6, y + r * 1.25)]
    tail += [(x - r * 0.4, y + r * 1.5), (x - r * 0.1, y)]
    c.draw.polygon(tail, fill=ink)
    c.draw.polygon([(2 * x - px, py) for px, py in tail], fill=ink)
    points = []
    for i in range(48):
        angle = i * math.pi / 24
        radius = r if i % 2 == 0 else r * 0.88
        points.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    c.draw.polygon(points, fill=WARM)
    c.draw.ellipse([x - r * 0.74, y - r * 0.74, x + r * 0.74, y + r * 0.74], fill=WARM_DARK)
    c.draw.ellipse(
        [x - r * 0.64, y - r * 0.64, x + r * 0.64, y + r * 0.64],
        fill=mix(WARM, (255, 255, 255), 0.15),
    )
    star = []
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        radius = r * (0.42 if i % 2 == 0 else 0.18)
        star.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    c.draw.polygon(star, fill=WARM_DARK)
