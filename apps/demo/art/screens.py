"""A project's picture: its home page in a browser window (or its app on a phone beside it), with
the project's name as the page's heading, its tagline, a button and a few abstract blocks, all
tinted in the project's own colour. The address bar shows the demo's example address."""

from dataclasses import dataclass

from .canvas import NAVY, RGB, SLATE_100, SLATE_300, SLATE_500, WHITE, Canvas, mix

# Calm tints, one per project: blue, teal, violet, green, amber.
TINTS: tuple[RGB, ...] = (
    (37, 99, 200),
    (13, 128, 128),
    (104, 84, 184),
    (34, 134, 84),
    (196, 124, 30),
)


@dataclass(frozen=True)
class Screen:
    title: str
    tagline: str
    address: str  # what the address bar says: "example.com/demo-student/daily-advice"
    tint: int = 0  # an index into TINTS
    device: str = "browser"  # or "phone": the app on a phone beside its heading
    blocks: str = "cards"  # what the page shows below its heading: cards, chart or list
    labels: tuple[str, ...] = ()  # the cards' titles (the project's first features)

    def paint(self, c: Canvas) -> None:
        tint = TINTS[self.tint % len(TINTS)]
        c.paste_gradient([(0, mix(tint, WHITE, 0.82)), (1, mix(tint, WHITE, 0.62))])
        for gx in range(c.px(40), c.w, c.px(80)):  # a faint dot grid
            for gy in range(c.px(40), c.h, c.px(80)):
                r = c.px(4)
                c.draw.ellipse([gx - r, gy - r, gx + r, gy + r], fill=mix(tint, WHITE, 0.55))
        # The window's top is clear of the 21:9 crop the featured card makes, and of its badge.
        left, top, right = c.x(0.08), c.y(0.2), c.x(0.92)
        bottom = c.h + c.px(60)  # the window runs off the bottom edge
        shadow = c.px(24)
        c.draw.rounded_rectangle(
            [left + shadow // 2, top + shadow, right + shadow // 2, bottom + shadow],
            radius=c.px(36),
            fill=(*NAVY, 40),
        )
        c.draw.rounded_rectangle([left, top, right, bottom], radius=c.px(36), fill=WHITE)
        bar = top + c.px(110)
        c.draw.rounded_rectangle([left, top, right, bar], radius=c.px(36), fill=SLATE_100)
        c.draw.rectangle([left, bar - c.px(40), right, bar], fill=SLATE_100)
        for k, colour in enumerate(((236, 106, 94), (244, 190, 79), (98, 197, 85))):
            cx, cy, r = left + c.px(60 + 52 * k), top + c.px(55), c.px(16)
            c.draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=colour)
        pill = [left + c.px(260), top + c.px(26), right - c.px(260), top + c.px(84)]
        c.draw.rounded_rectangle(pill, radius=c.px(29), fill=WHITE)
        c.text(
            (pill[0] + c.px(36), top + c.px(55)),
            self.address,
            size=c.px(36),
            fill=SLATE_500,
            anchor="lm",
        )
        self._page(c, tint, left + c.px(90), bar + c.px(70), right - c.px(90))

    def _page(self, c: Canvas, tint: RGB, left: int, top: int, right: int) -> None:
        # The page's own header: a logo and its menu.
        logo = c.px(56)
        c.draw.rounded_rectangle([left, top, left + logo, top + logo], radius=c.px(14), fill=tint)
        c.text(
            (left + logo + c.px(24), top + logo // 2),
            self.title,
            size=c.px(40),
            fill=NAVY,
            anchor="lm",
            bold=True,
        )
        for k in range(3):
            x = right - c.px(150) * (k + 1)
            c.draw.rounded_rectangle(
                [x, top + c.px(16), x + c.px(110), top + c.px(40)], radius=c.px(12), fill=SLATE_300
            )
        split = left + (right - left) * (0.56 if self.device == "phone" else 0.6)
        y = top + c.px(150)
        size, lines = c.fit(
            self.title,
            width=int(split - left - c.px(40)),
            size=c.px(132),
            smallest=c.px(84),
            lines=2,
            bold=True,
        )
        for line in lines:
            c.text((left, y), line, size=size, fill=NAVY, anchor="la", bold=True)
            y += round(size * 1.12)
        y += c.px(20)
        small, tagline = c.fit(
            self.tagline,
            width=int(split - left - c.px(60)),
            size=c.px(54),
            smallest=c.px(40),
            lines=2,
        )
        for line in tagline:
            c.text((left, y), line, size=small, fill=SLATE_500, anchor="la")
            y += round(small * 1.35)
        y += c.px(36)
        c.draw.rounded_rectangle(
            [left, y, left + c.px(330), y + c.px(96)], radius=c.px(48), fill=tint
        )
        c.text((left + c.px(165), y + c.px(48)), "Learn more", size=c.px(42), fill=WHITE, bold=True)
        if self.device == "phone":
            _phone(c, tint, int(split + (right - split) / 2), top + c.px(40))
        else:
            _blocks(
                c, tint, self.blocks, self.labels, int(split + c.px(40)), top + c.px(140), right
            )


def _blocks(c: Canvas, tint: RGB, kind: str, labels, left: int, top: int, right: int) -> None:
    """The right-hand side of the page: feature cards, a bar chart or a list."""
    panel = [left, top, right, top + c.px(640)]
    c.draw.rounded_rectangle(panel, radius=c.px(28), fill=mix(tint, WHITE, 0.9))
    inner_left, inner_right = left + c.px(40), right - c.px(40)
    if kind == "chart":
        bars, gap = 7, c.px(24)
        width = (inner_right - inner_left - gap * (bars - 1)) / bars
        for k in range(bars):
            height = c.px(120 + (k * 53 % 5) * 80 + k * 18)
            x = inner_left + k * (width + gap)
            colour = tint if k == bars - 1 else mix(tint, WHITE, 0.45)
            c.draw.rounded_rectangle(
                [x, panel[3] - c.px(40) - height, x + width, panel[3] - c.px(40)],
                radius=c.px(10),
                fill=colour,
            )
        return
    rows = 3
    height = (panel[3] - panel[1] - c.px(40) * (rows + 1)) / rows
    for k in range(rows):
        y = panel[1] + c.px(40) + k * (height + c.px(40))
        c.draw.rounded_rectangle(
            [inner_left, y, inner_right, y + height], radius=c.px(20), fill=WHITE
        )
        r = height * 0.28
        cx, cy = inner_left + c.px(30) + r, y + height / 2
        c.draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=mix(tint, WHITE, 0.25 + 0.2 * k))
        text_left = cx + r + c.px(30)
        room = int(inner_right - text_left - c.px(30))
        label = labels[k] if k < len(labels) else ""
        if label:
            size, (line,) = c.fit(label, width=room, size=c.px(44), smallest=c.px(30), lines=1)
            c.text((text_left, cy - c.px(18)), line, size=size, fill=NAVY, anchor="ls")
        else:
            c.draw.rounded_rectangle(
                [text_left, cy - c.px(40), text_left + room * 0.7, cy - c.px(14)],
                radius=c.px(10),
                fill=SLATE_300,
            )
        c.draw.rounded_rectangle(
            [text_left, cy + c.px(10), text_left + room * 0.85, cy + c.px(30)],
            radius=c.px(10),
            fill=SLATE_100,
        )


def _phone(c: Canvas, tint: RGB, centre: int, top: int) -> None:
    """A phone showing a flashcard and two answer buttons."""
    width, height = c.px(470), c.px(900)
    left = centre - width // 2
    c.draw.rounded_rectangle([left, top, left + width, top + height], radius=c.px(70), fill=NAVY)
    inset = c.px(22)
    screen = [left + inset, top + inset, left + width - inset, top + height - inset]
    c.draw.rounded_rectangle(screen, radius=c.px(52), fill=mix(tint, WHITE, 0.9))
    card = [
        screen[0] + c.px(40),
        screen[1] + c.px(110),
        screen[2] - c.px(40),
        screen[1] + c.px(520),
    ]
    c.draw.rounded_rectangle(
        card, radius=c.px(28), fill=WHITE, outline=mix(tint, WHITE, 0.6), width=c.px(4)
    )
    c.text((centre, card[1] + c.px(150)), "?", size=c.px(150), fill=tint, bold=True)
    for k in range(2):
        y = card[1] + c.px(280 + 60 * k)
        c.draw.rounded_rectangle(
            [card[0] + c.px(50), y, card[2] - c.px(50 + 80 * k), y + c.px(24)],
            radius=c.px(12),
            fill=SLATE_300,
        )
    y = card[3] + c.px(60)
    half = (card[2] - card[0] - c.px(30)) // 2
    for k, colour in enumerate((mix(tint, WHITE, 0.5), tint)):
        x = card[0] + k * (half + c.px(30))
        c.draw.rounded_rectangle([x, y, x + half, y + c.px(100)], radius=c.px(30), fill=colour)
