"""Landmarks as flat silhouettes, the way a travel poster draws them. Each is a function of a
`Pen` (where its foot stands and how tall it is) and the `Tones` of the time of day; shapes are
given in units of the landmark's height, x from its centre and y up from its foot."""

import math
from dataclasses import dataclass

from PIL import ImageDraw

from .canvas import RGB, mix


@dataclass(frozen=True)
class Tones:
    """The colours a landmark is drawn in at one time of day."""

    fill: RGB  # the silhouette
    far: RGB  # something further away (a distant mountain)
    pale: RGB  # white things: snow, steam, shells, a clock face
    hole: RGB  # openings the sky shows through
    gold: RGB  # a gilded temple
    light: RGB | None = None  # lit windows and lamps, at night


@dataclass(frozen=True)
class Pen:
    draw: ImageDraw.ImageDraw
    x: float  # the foot's centre
    base: float  # the foot's line
    h: float  # the height, in pixels

    def at(self, px: float, py: float) -> tuple[float, float]:
        return self.x + px * self.h, self.base - py * self.h

    def poly(self, shape, fill) -> None:
        self.draw.polygon([self.at(px, py) for px, py in shape], fill=fill)

    def box(self, left, bottom, right, top, fill) -> None:
        (x0, y0), (x1, y1) = self.at(left, top), self.at(right, bottom)
        self.draw.rectangle([x0, y0, x1, y1], fill=fill)

    def oval(self, cx, cy, rx, ry, fill) -> None:
        (x0, y0), (x1, y1) = self.at(cx - rx, cy + ry), self.at(cx + rx, cy - ry)
        self.draw.ellipse([x0, y0, x1, y1], fill=fill)

    def line(self, points, fill, width: float) -> None:
        self.draw.line(
            [self.at(*p) for p in points], fill=fill, width=max(1, round(width * self.h))
        )


def eiffel(p: Pen, t: Tones) -> None:
    legs = [(-0.34, 0), (-0.2, 0), (-0.1, 0.16), (0.1, 0.16), (0.2, 0), (0.34, 0)]
    p.poly(
        [
            *legs,
            (0.16, 0.22),
            (0.05, 0.6),
            (0.012, 0.93),
            (-0.012, 0.93),
            (-0.05, 0.6),
            (-0.16, 0.22),
        ],
        t.fill,
    )
    p.box(-0.22, 0.2, 0.22, 0.235, t.fill)
    p.box(-0.11, 0.56, 0.11, 0.585, t.fill)
    p.box(-0.004, 0.93, 0.004, 1.0, t.fill)
    if t.light:
        p.oval(0, 0.97, 0.02, 0.02, t.light)


def pagoda(p: Pen, t: Tones) -> None:
    y, width = 0.0, 0.3
    for i in range(5):
        storey = (0.15 - i * 0.012) * 0.7
        p.box(-width * 0.62, y, width * 0.62, y + storey, t.fill)
        if t.light:
            p.box(-0.03, y + storey * 0.25, 0.03, y + storey * 0.7, t.light)
        y += storey
        p.poly(
            [
                (-width - 0.06, y - 0.02),
                (-width, y + 0.02),
                (width, y + 0.02),
                (width + 0.06, y - 0.02),
                (width * 0.55, y + 0.07),
                (-width * 0.55, y + 0.07),
            ],
            t.fill,
        )
        y += 0.07
        width *= 0.85
    p.box(-0.008, y, 0.008, 1.0, t.fill)


def torii(p: Pen, t: Tones) -> None:
    for side in (-1, 1):
        p.box(side * 0.3 - 0.035, 0, side * 0.3 + 0.035, 0.82, t.fill)
    p.box(-0.42, 0.66, 0.42, 0.72, t.fill)
    p.box(-0.5, 0.84, 0.5, 0.9, t.fill)
    p.poly([(-0.6, 0.95), (-0.5, 0.86), (0.5, 0.86), (0.6, 0.95), (0, 0.9)], t.fill)


def fuji(p: Pen, t: Tones) -> None:
    p.poly([(-1.6, 0), (-0.18, 0.95), (0.18, 0.95), (1.6, 0)], t.far)
    p.poly(
        [
            (-0.5, 0.66),
            (-0.18, 0.95),
            (0.18, 0.95),
            (0.5, 0.66),
            (0.3, 0.7),
            (0.12, 0.63),
            (-0.08, 0.7),
            (-0.26, 0.62),
        ],
        t.pale,
    )


def twin_towers(p: Pen, t: Tones) -> None:
    for side in (-1, 1):
        cx = side * 0.16
        for i, (half, top) in enumerate(((0.09, 0.62), (0.075, 0.76), (0.055, 0.86))):
            p.box(cx - half, 0 if i == 0 else 0.5, cx + half, top, t.fill)
        p.poly([(cx - 0.035, 0.86), (cx, 1.0), (cx + 0.035, 0.86)], t.fill)
        for k in range(8 if t.light else 0):
            p.box(cx - 0.01, 0.06 + k * 0.09, cx + 0.01, 0.1 + k * 0.09, t.light)
    p.box(-0.1, 0.4, 0.1, 0.43, t.fill)


def marina_bay(p: Pen, t: Tones) -> None:
    for cx in (-0.45, 0, 0.45):
        p.poly([(cx - 0.13, 0), (cx - 0.1, 0.82), (cx + 0.1, 0.82), (cx + 0.13, 0)], t.fill)
        for k in range(6 if t.light else 0):
            p.box(cx - 0.06, 0.1 + k * 0.12, cx + 0.06, 0.13 + k * 0.12, t.light)
    p.poly([(-0.7, 0.84), (-0.62, 0.92), (0.75, 0.92), (0.8, 0.84)], t.fill)


def supertrees(p: Pen, t: Tones) -> None:
    for cx, top in ((-0.5, 0.75), (0, 1.0), (0.45, 0.85), (0.85, 0.6)):
        p.poly(
            [(cx - 0.05, 0), (cx - 0.02, top * 0.8), (cx + 0.02, top * 0.8), (cx + 0.05, 0)], t.fill
        )
        p.poly(
            [
                (cx - 0.03, top * 0.78),
                (cx - 0.2 * top, top),
                (cx + 0.2 * top, top),
                (cx + 0.03, top * 0.78),
            ],
            t.fill,
        )
        if t.light:
            p.oval(cx, top + 0.01, 0.16 * top, 0.025, t.light)


def opera_house(p: Pen, t: Tones) -> None:
    p.box(-1.0, 0, 1.0, 0.14, t.fill)
    shade = mix(t.pale, t.fill, 0.25)
    for cx, size in ((-0.6, 0.55), (-0.25, 0.75), (0.15, 0.62), (0.5, 0.45)):
        p.poly(
            [(cx - size * 0.7, 0.14), (cx + size * 0.25, 0.14 + size), (cx + size * 0.35, 0.14)],
            t.pale,
        )
        p.poly(
            [(cx + size * 0.25, 0.14 + size), (cx + size * 0.6, 0.14), (cx + size * 0.35, 0.14)],
            shade,
        )


def harbour_bridge(p: Pen, t: Tones) -> None:
    arch = [(k / 20 * 2.4 - 1.2, 0.3 + 0.55 * (1 - (k / 10 - 1) ** 2)) for k in range(21)]
    p.line(arch, t.fill, 0.05)
    p.box(-1.45, 0.28, 1.45, 0.32, t.fill)
    for side in (-1, 1):
        p.box(side * 1.3 - 0.08, 0, side * 1.3 + 0.08, 0.45, t.fill)
    for ax, ay in arch[2:-2:2]:
        p.box(ax - 0.006, 0.32, ax + 0.006, ay, t.fill)


def spire_tower(p: Pen, t: Tones) -> None:
    """An Art Deco skyscraper with a spire (the Empire State Building's outline)."""
    for half, bottom, top in ((0.2, 0, 0.55), (0.15, 0.55, 0.68), (0.1, 0.68, 0.76)):
        p.box(-half, bottom, half, top, t.fill)
    p.poly([(-0.06, 0.76), (0, 0.86), (0.06, 0.76)], t.fill)
    p.box(-0.008, 0.86, 0.008, 1.0, t.fill)
    for k in range(10 if t.light else 0):
        p.box(-0.12, 0.04 + k * 0.05, 0.12, 0.055 + k * 0.05, t.light)


def needle_tower(p: Pen, t: Tones) -> None:
    """A concrete tower with a pod (the CN Tower, Berlin's TV tower, N Seoul Tower)."""
    p.poly([(-0.07, 0), (-0.02, 0.7), (0.02, 0.7), (0.07, 0)], t.fill)
    p.oval(0, 0.7, 0.08, 0.06, t.fill)
    p.box(-0.01, 0.7, 0.01, 1.0, t.fill)
    if t.light:
        p.box(-0.07, 0.69, 0.07, 0.705, t.light)


def colosseum(p: Pen, t: Tones) -> None:
    def rim(x: float) -> float:  # the broken top edge: high on the left, fallen on the right
        return 0.8 + 0.2 * (x + 1.2) / 1.8 if x < 0.6 else 1.0 - 0.35 * (x - 0.6) / 0.6

    p.poly([(-1.2, 0), (-1.2, rim(-1.2)), (0.6, rim(0.6)), (1.2, rim(1.2)), (1.2, 0)], t.fill)
    for row in range(3):
        bottom = 0.08 + row * 0.26
        for k in range(12):
            left = -1.12 + k * 0.19
            if bottom + 0.24 < rim(left + 0.05):
                p.box(left, bottom, left + 0.1, bottom + 0.13, t.light or t.hole)
                p.oval(left + 0.05, bottom + 0.13, 0.05, 0.045, t.light or t.hole)


def sagrada(p: Pen, t: Tones) -> None:
    p.box(-0.5, 0, 0.5, 0.35, t.fill)
    for cx, top in ((-0.36, 0.78), (-0.13, 0.95), (0.13, 1.0), (0.36, 0.82)):
        p.poly(
            [
                (cx - 0.09, 0.3),
                (cx - 0.035, top * 0.9),
                (cx, top),
                (cx + 0.035, top * 0.9),
                (cx + 0.09, 0.3),
            ],
            t.fill,
        )
    p.box(0.62, 0, 0.64, 0.9, t.fill)  # a crane: it is still being built
    p.box(0.35, 0.86, 0.95, 0.88, t.fill)


def canal_houses(p: Pen, t: Tones) -> None:
    fronts = [mix(t.fill, colour, 0.4) for colour in ((150, 62, 50), (190, 140, 70), (40, 96, 100))]
    fronts.insert(1, t.fill)
    for k in range(-4, 4):
        left, width, colour = k * 0.3, 0.28, fronts[k % len(fronts)]
        top = 0.8 + 0.06 * (k * 7 % 3)
        p.box(left, 0, left + width, top, colour)
        p.poly(
            [(left + 0.04, top), (left + width / 2, top + 0.16), (left + width - 0.04, top)], colour
        )
        for row in range(3):
            for col in range(2):
                wx, wy = left + 0.05 + col * 0.12, 0.12 + row * 0.22
                p.box(wx, wy, wx + 0.06, wy + 0.12, t.light or t.pale)


def windmill(p: Pen, t: Tones) -> None:
    p.poly([(-0.16, 0), (-0.09, 0.62), (0.09, 0.62), (0.16, 0)], t.fill)
    p.poly([(-0.11, 0.62), (0, 0.74), (0.11, 0.62)], t.fill)
    for angle in (20, 110, 200, 290):
        a = math.radians(angle)
        tip = (math.cos(a) * 0.5, 0.66 + math.sin(a) * 0.5)
        side = (math.cos(a + 0.22) * 0.46, 0.66 + math.sin(a + 0.22) * 0.46)
        p.line([(0, 0.66), tip], t.fill, 0.02)
        p.poly([(tip[0] * 0.25, 0.66 + (tip[1] - 0.66) * 0.25), tip, side], t.fill)


def gate(p: Pen, t: Tones) -> None:
    """A classical gate of columns (the Brandenburg Gate)."""
    p.box(-0.9, 0.62, 0.9, 0.8, t.fill)
    p.box(-0.3, 0.8, 0.3, 0.9, t.fill)
    p.poly([(-0.12, 0.9), (-0.08, 1.0), (0.08, 1.0), (0.12, 0.9)], t.fill)
    for k in range(6):
        p.box(-0.845 + k * 0.32, 0, -0.755 + k * 0.32, 0.62, t.fill)


def castle(p: Pen, t: Tones) -> None:
    p.poly([(-1.6, 0), (-1.0, 0.35), (-0.3, 0.5), (0.6, 0.48), (1.3, 0.3), (1.8, 0)], t.far)
    p.box(-0.7, 0.45, 0.7, 0.72, t.fill)
    for k in range(8):
        p.box(-0.7 + k * 0.19, 0.72, -0.62 + k * 0.19, 0.77, t.fill)
    p.box(0.15, 0.7, 0.4, 0.95, t.fill)
    p.poly([(0.12, 0.95), (0.275, 1.05), (0.43, 0.95)], t.fill)
    for k in range(5 if t.light else 0):
        p.box(-0.6 + k * 0.25, 0.55, -0.56 + k * 0.25, 0.62, t.light)


def clock_tower(p: Pen, t: Tones) -> None:
    for k in range(-5, 3):  # the Houses of Parliament beside it
        p.box(0.11 - k * 0.13, 0, 0.2 - k * 0.13, 0.32 + 0.05 * (k % 2), t.fill)
    p.box(-0.09, 0, 0.09, 0.7, t.fill)
    p.box(-0.11, 0.6, 0.11, 0.74, t.fill)
    p.poly([(-0.1, 0.74), (0, 1.0), (0.1, 0.74)], t.fill)
    p.oval(0, 0.67, 0.07, 0.07, t.light or t.pale)


def temple(p: Pen, t: Tones) -> None:
    """A Thai temple: tiered roofs and a central spire, gilded."""
    p.box(-0.8, 0, 0.8, 0.18, t.fill)
    for k, (half, y) in enumerate(((0.85, 0.18), (0.65, 0.32), (0.45, 0.44))):
        p.poly([(-half, y), (-half * 0.7, y + 0.16), (half * 0.7, y + 0.16), (half, y)], t.gold)
        for side in (-1, 1):
            p.poly(
                [
                    (side * half, y),
                    (side * (half + 0.08), y + 0.1),
                    (side * (half - 0.04), y + 0.03),
                ],
                t.gold,
            )
        for w in range(5 if t.light and k == 0 else 0):
            p.box(-0.6 + w * 0.28, 0.05, -0.54 + w * 0.28, 0.13, t.light)
    p.poly([(-0.12, 0.6), (-0.06, 0.85), (0, 1.0), (0.06, 0.85), (0.12, 0.6)], t.gold)


def palace(p: Pen, t: Tones) -> None:
    """A Korean palace hall: a stone base, columns and a curved double roof."""
    p.box(-0.9, 0, 0.9, 0.1, t.fill)
    if t.light:
        p.box(-0.6, 0.15, 0.6, 0.38, t.light)
    for k in range(7):
        p.box(-0.72 + k * 0.24, 0.1, -0.68 + k * 0.24, 0.42, t.fill)
    for half, y in ((1.05, 0.42), (0.75, 0.66)):
        sag = [
            (-half + s / 10 * 2 * half, y + 0.1 - 0.06 * math.sin(math.pi * s / 10))
            for s in range(11)
        ]
        p.poly(
            [
                (-half - 0.06, y + 0.12),
                *sag,
                (half + 0.06, y + 0.12),
                (half * 0.65, y + 0.22),
                (-half * 0.65, y + 0.22),
            ],
            t.fill,
        )
        p.box(-half * 0.8, y - 0.02, half * 0.8, y + 0.06, t.fill)


def geyser(p: Pen, t: Tones) -> None:
    p.poly([(-0.03, 0), (-0.09, 0.5), (-0.02, 0.95), (0.04, 0.98), (0.1, 0.55), (0.04, 0)], t.pale)
    for k, (dx, dy, r) in enumerate(((-0.08, 0.9, 0.1), (0.06, 0.96, 0.12), (0.0, 1.05, 0.09))):
        p.oval(dx, dy, r, r, mix(t.pale, t.hole, 0.12 * k))


def waterfall(p: Pen, t: Tones) -> None:
    """A wide curtain of water falling from a cliff into mist (Niagara Falls)."""
    p.box(-20, 0, 20, 0.62, t.fill)  # the cliff runs off both sides
    water = mix(t.pale, t.hole, 0.25)
    p.poly([(-1.5, 0.6), (-1.2, 0.66), (1.2, 0.66), (1.5, 0.6), (1.4, 0), (-1.4, 0)], water)
    for k in range(15):
        lx = -1.3 + k * 0.186
        p.line([(lx, 0.62), (lx * 0.97, 0.1)], mix(t.pale, t.hole, 0.5), 0.014)
    for k in range(9):
        p.oval(-1.6 + k * 0.4, 0.05 + 0.06 * (k % 2), 0.32, 0.16, t.pale)


def twin_spires(p: Pen, t: Tones) -> None:
    """A church with two square towers and domed tops (Zurich's Grossmunster) on a lakeshore."""
    p.box(-0.6, 0, 0.6, 0.06, t.fill)
    p.box(-0.42, 0.06, 0.42, 0.36, t.fill)
    p.poly([(-0.45, 0.36), (0, 0.5), (0.45, 0.36)], t.fill)
    for cx in (-0.18, 0.18):
        p.box(cx - 0.1, 0.06, cx + 0.1, 0.78, t.fill)
        p.oval(cx, 0.8, 0.1, 0.08, t.fill)
        p.box(cx - 0.006, 0.85, cx + 0.006, 0.95, t.fill)
        p.box(cx - 0.035, 0.6, cx + 0.035, 0.7, t.light or t.hole)


def sailboat(p: Pen, t: Tones) -> None:
    p.poly([(-0.5, 0.12), (0.5, 0.12), (0.38, 0), (-0.38, 0)], t.fill)
    p.poly([(0.02, 0.16), (0.02, 1.0), (0.45, 0.16)], t.pale)
    p.poly([(-0.04, 0.2), (-0.04, 0.85), (-0.4, 0.2)], mix(t.pale, t.fill, 0.2))


def slope_building(p: Pen, t: Tones) -> None:
    """A white building whose roof slopes into the water (the Oslo Opera House)."""
    p.poly([(-1.4, 0), (-0.2, 0.38), (0.6, 0.38), (0.9, 0)], t.pale)
    p.box(0.1, 0.38, 0.45, 0.62, t.pale)
    p.box(-0.1, 0.05, 0.8, 0.3, t.fill)
    if t.light:
        p.box(0.0, 0.1, 0.7, 0.25, t.light)


def boat(p: Pen, t: Tones) -> None:
    """A long-tail boat on the water."""
    p.poly([(-1.0, 0.18), (-0.8, 0.02), (0.7, 0.02), (1.0, 0.25), (0.8, 0.12)], t.fill)
    p.box(-0.3, 0.12, 0.3, 0.42, t.fill)
    p.poly([(-0.4, 0.42), (0, 0.55), (0.4, 0.42)], t.fill)
    p.line([(-0.9, 0.2), (-1.4, -0.05)], t.fill, 0.03)


LANDMARKS = {
    "eiffel": eiffel,
    "pagoda": pagoda,
    "torii": torii,
    "fuji": fuji,
    "twin-towers": twin_towers,
    "marina-bay": marina_bay,
    "supertrees": supertrees,
    "opera-house": opera_house,
    "harbour-bridge": harbour_bridge,
    "spire-tower": spire_tower,
    "needle-tower": needle_tower,
    "colosseum": colosseum,
    "sagrada": sagrada,
    "canal-houses": canal_houses,
    "windmill": windmill,
    "gate": gate,
    "castle": castle,
    "clock-tower": clock_tower,
    "temple": temple,
    "palace": palace,
    "geyser": geyser,
    "waterfall": waterfall,
    "slope-building": slope_building,
    "twin-spires": twin_spires,
    "sailboat": sailboat,
    "boat": boat,
    "none": lambda p, t: None,
}
