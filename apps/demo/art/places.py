"""A travel picture: a flat, poster-like view of a place, built from the place's setting (a city
on a river, a harbour, the Alps over a lake...), one of its landmarks and a time of day. The sky
is coloured by the time of day and a little by the continent; the place's name is written small
in the bottom-left corner."""

import math
from dataclasses import dataclass

from .canvas import NAVY, RGB, WHITE, Canvas, mix, rng
from .landmarks import LANDMARKS, Pen, Tones


@dataclass(frozen=True)
class Sky:
    top: RGB
    bottom: RGB
    sun: RGB
    far: RGB  # distant hills and buildings
    near: RGB  # landmarks and the ground
    water: RGB
    light: RGB | None = None  # lit windows, at night


SKIES = {
    "day": Sky(
        (74, 130, 196),
        (206, 226, 240),
        (255, 246, 220),
        (140, 166, 196),
        (52, 72, 104),
        (78, 128, 176),
    ),
    "golden": Sky(
        (72, 98, 158),
        (246, 200, 146),
        (255, 222, 160),
        (150, 124, 142),
        (58, 50, 76),
        (118, 110, 146),
    ),
    "dusk": Sky(
        (32, 42, 88), (218, 134, 122), (252, 196, 150), (92, 72, 104), (30, 30, 56), (66, 60, 96)
    ),
    "dawn": Sky(
        (96, 120, 176),
        (246, 206, 196),
        (255, 236, 214),
        (150, 150, 184),
        (66, 66, 104),
        (120, 140, 186),
    ),
    "night": Sky(
        (10, 16, 38),
        (40, 60, 104),
        (236, 240, 250),
        (32, 44, 74),
        (14, 20, 38),
        (24, 36, 66),
        (250, 212, 130),
    ),
}
TIMES = tuple(SKIES)

# A touch of colour in each continent's sky, mixed into the horizon.
CONTINENT_TINTS = {
    "Asia": (250, 190, 150),
    "Europe": (200, 210, 230),
    "Australia": (250, 214, 150),
    "America": (190, 200, 240),
    "Canada": (180, 214, 230),
    "United Kingdom": (205, 210, 216),
}

# How tall each landmark stands, as a fraction of the picture's height (0.56 if not listed).
HEIGHTS = {
    "fuji": 0.34,
    "colosseum": 0.26,
    "castle": 0.32,
    "waterfall": 0.3,
    "opera-house": 0.3,
    "harbour-bridge": 0.3,
    "canal-houses": 0.34,
    "palace": 0.34,
    "temple": 0.5,
    "boat": 0.12,
    "slope-building": 0.26,
    "supertrees": 0.44,
    "marina-bay": 0.46,
    "geyser": 0.4,
    "gate": 0.36,
    "windmill": 0.5,
    "torii": 0.5,
    "pagoda": 0.6,
}


@dataclass(frozen=True)
class Setting:
    mountains: float = 0  # how high the range behind rises, as a fraction of the height
    snow: bool = False
    skyline: float = 0  # how high a city's buildings rise on the horizon (a fraction)
    water: bool = False  # a river, lake or sea in front (else land)
    fjord: bool = False  # steep sides that close the view left and right
    aurora: bool = False  # northern lights, at dusk and night


SETTINGS = {
    "city": Setting(skyline=0.3),
    "river": Setting(skyline=0.3, water=True),
    "canal": Setting(water=True),
    "coast": Setting(water=True),
    "lake": Setting(mountains=0.3, water=True),
    "alps": Setting(mountains=0.46, snow=True, water=True),
    "fjord": Setting(mountains=0.5, snow=True, water=True, fjord=True),
    "peaks": Setting(mountains=0.44, snow=True, skyline=0.12, water=True),
    "volcanic": Setting(mountains=0.24, snow=True, aurora=True),
    "highlands": Setting(mountains=0.22),
    "hills": Setting(mountains=0.18, skyline=0.16),
}


@dataclass(frozen=True)
class Place:
    name: str  # written in the corner: "Tokyo, Japan"
    setting: str  # a key of SETTINGS
    landmark: str  # a key of LANDMARKS
    time: str = "day"  # a key of SKIES
    continent: str = ""
    variant: int = 0  # where the landmark stands and how the skyline is built

    def paint(self, c: Canvas) -> None:
        sky, setting = SKIES[self.time], SETTINGS[self.setting]
        random = rng(self.name, self.setting, self.landmark, self.time, self.variant)
        horizon = c.y(0.7 if setting.water else 0.78)
        tint = CONTINENT_TINTS.get(self.continent, sky.bottom)
        c.paste_gradient([(0, sky.top), (0.7, mix(sky.bottom, tint, 0.25)), (1, sky.bottom)])
        dark = self.time in ("dusk", "night")
        _sky_lights(c, sky, self.time, random, aurora=setting.aurora and dark)
        if setting.mountains:
            _mountains(c, horizon, setting, sky, random)
        else:
            _hills(c, horizon, mix(sky.far, sky.bottom, 0.45), random)
        if setting.skyline:
            _skyline(c, horizon, setting.skyline, sky, random)
        if setting.water:
            _water(c, horizon, sky, random, sun=self.time != "night")
        else:
            _ground(c, horizon, sky, random)
        x = c.w * (0.5, 0.3, 0.7)[self.variant % 3]
        afloat = {"boat": 0.14, "sailboat": 0.1}.get(self.landmark, 0)
        base = horizon + c.y(afloat)
        tones = Tones(
            fill=sky.near,
            far=mix(sky.far, sky.near, 0.3),
            pale=mix((246, 246, 242), sky.bottom, 0.2),
            hole=mix(sky.bottom, sky.far, 0.3),
            gold=mix(sky.near, (214, 160, 60), 0.55 if self.time == "day" else 0.35),
            light=sky.light,
        )
        LANDMARKS[self.landmark](
            Pen(c.draw, x, base, c.h * HEIGHTS.get(self.landmark, 0.56)), tones
        )
        _label(c, self.name)


def _sky_lights(c: Canvas, sky: Sky, time: str, random, *, aurora: bool) -> None:
    if time == "night":
        for _ in range(90):
            x, y, r = (
                random.random() * c.w,
                random.random() * c.h * 0.55,
                c.px(random.uniform(2, 5)),
            )
            c.draw.ellipse([x - r, y - r, x + r, y + r], fill=(220, 228, 246))
        mx, my, r = c.w * 0.8, c.h * 0.18, c.px(62)
        for k in (2.2, 1.6):
            c.draw.ellipse([mx - r * k, my - r * k, mx + r * k, my + r * k], fill=(*sky.sun, 18))
        c.draw.ellipse([mx - r, my - r, mx + r, my + r], fill=sky.sun)
    else:
        height = {"day": 0.2, "golden": 0.52, "dusk": 0.66, "dawn": 0.6}[time]
        x, y = c.w * (0.78 if time == "day" else 0.22), c.h * height
        for k in (3.0, 2.5, 2.0, 1.6):
            r = c.px(80) * k
            c.draw.ellipse([x - r, y - r, x + r, y + r], fill=(*sky.sun, 28))
        r = c.px(80)
        c.draw.ellipse([x - r, y - r, x + r, y + r], fill=sky.sun)
    if aurora:
        for band, colour in ((0, (90, 230, 170)), (1, (120, 200, 230))):
            # One see-through ribbon (a polygon: overlapping strokes would show their joints).
            half = c.px(34 - band * 10)
            middle = [
                (c.w * t / 40, c.h * (0.22 + 0.1 * band + 0.08 * math.sin(t / 5 + band)))
                for t in range(41)
            ]
            ribbon = [(x, y - half) for x, y in middle] + [(x, y + half) for x, y in middle[::-1]]
            c.draw.polygon(ribbon, fill=(*colour, 90))


def _ridge(c: Canvas, base: int, height: float, random, peaks: int) -> list[tuple[float, float]]:
    points, steps = [(0, c.h)], peaks * 6
    tops = [random.uniform(0.45, 1.0) for _ in range(peaks + 1)]
    for i in range(steps + 1):
        t = i / steps
        k = t * peaks
        lo, frac = int(k), k - int(k)
        shape = tops[lo] * (1 - abs(frac - 0.5) * 2) if lo < peaks else 0
        jitter = random.uniform(-0.04, 0.04)
        points.append((c.w * t, base - c.h * height * max(0.1, shape + jitter)))
    return [*points, (c.w, c.h)]


def _mountains(c: Canvas, horizon: int, setting: Setting, sky: Sky, random) -> None:
    height = setting.mountains
    far = _ridge(c, horizon, height, random, 4)
    c.draw.polygon(far, fill=mix(sky.far, sky.bottom, 0.3))
    snow = mix((246, 248, 252), sky.bottom, 0.25)
    for (x0, y0), (x1, y1), (x2, y2) in zip(far[1:], far[2:], far[3:], strict=False):
        if setting.snow and y1 < y0 and y1 < y2 and y1 < horizon - c.h * height * 0.6:
            drop = c.h * height * 0.16
            cap = [(x1, y1), (x1 - (x1 - x0) * 0.9, y1 + drop), (x1 + (x2 - x1) * 0.9, y1 + drop)]
            c.draw.polygon(cap, fill=snow)
    if setting.fjord:
        wall = [(0, horizon), (c.w * 0.34, horizon), (c.w * 0.18, horizon - c.h * 0.42)]
        wall.append((0, horizon - c.h * 0.55))
        for points in (wall, [(c.w - x, y) for x, y in wall]):
            c.draw.polygon(points, fill=mix(sky.near, sky.far, 0.3))
    else:
        near = _ridge(c, horizon, height * 0.45, random, 6)
        c.draw.polygon(near, fill=mix(sky.far, sky.near, 0.45))


def _hills(c: Canvas, horizon: int, colour: RGB, random) -> None:
    phase, points = random.uniform(0, 6), [(0, c.h)]
    for i in range(41):
        t = i / 40
        points.append((c.w * t, horizon - c.h * (0.05 + 0.035 * math.sin(t * 7 + phase))))
    c.draw.polygon([*points, (c.w, c.h)], fill=colour)


def _skyline(c: Canvas, horizon: int, height: float, sky: Sky, random) -> None:
    x, colour = -c.px(20), mix(sky.far, sky.near, 0.35)
    while x < c.w:
        width = c.px(random.uniform(70, 150))
        top = horizon - c.h * height * random.uniform(0.27, 1.0)
        c.draw.rectangle([x, top, x + width, horizon], fill=colour)
        if sky.light:
            for wy in range(int(top) + c.px(24), horizon - c.px(20), c.px(44)):
                for wx in range(int(x) + c.px(16), int(x + width) - c.px(24), c.px(38)):
                    if random.random() < 0.45:
                        c.draw.rectangle([wx, wy, wx + c.px(14), wy + c.px(18)], fill=sky.light)
        x += width + c.px(random.uniform(0, 30))


def _water(c: Canvas, horizon: int, sky: Sky, random, *, sun: bool) -> None:
    c.paste_gradient(
        [(0, mix(sky.water, sky.bottom, 0.35)), (1, mix(sky.water, NAVY, 0.35))],
        box=(0, horizon, c.w, c.h),
    )
    shine = mix(sky.water, sky.sun if sun else WHITE, 0.45)
    for _ in range(26):
        y = horizon + random.random() * (c.h - horizon)
        x, length = random.random() * c.w, c.px(random.uniform(80, 260))
        c.draw.line([(x, y), (x + length, y)], fill=shine, width=c.px(5))


def _ground(c: Canvas, horizon: int, sky: Sky, random) -> None:
    c.draw.rectangle([0, horizon, c.w, c.h], fill=mix(sky.near, sky.far, 0.25))
    for _ in range(14):  # a row of trees along the horizon
        x, r = random.random() * c.w, c.px(random.uniform(30, 60))
        c.draw.ellipse([x - r, horizon - r * 1.4, x + r, horizon + r * 0.4], fill=sky.near)


def _label(c: Canvas, name: str) -> None:
    size, pad = c.px(50), c.px(24)
    left, bottom = c.px(48), c.h - c.px(48)
    width = c.width_of(name, size) if name else 0
    if not width:
        return
    c.draw.rounded_rectangle(
        [left, bottom - size - 2 * pad, left + width + 2 * pad, bottom],
        radius=pad,
        fill=(*NAVY, 170),
    )
    c.text((left + pad, bottom - pad), name, size=size, fill=WHITE, anchor="ld")
