"""Still lifes for blog posts, articles and gallery photos: a revision desk, a laptop of code, a
canteen counter, a magazine cover, a science-fair poster, a wall of flashcards, a tram, a
trophy, a circuit board, a bookshelf, a loaf of bread. Simple flat drawings, each recognisably
what its post or photo is about."""

from dataclasses import dataclass

from .canvas import (
    ACCENT,
    NAVY,
    RGB,
    SLATE_100,
    SLATE_300,
    SLATE_500,
    SLATE_700,
    WARM,
    WARM_DARK,
    WHITE,
    Canvas,
    mix,
    rng,
)

WOOD: RGB = (160, 120, 84)
RED, AMBER, GREEN, TEAL = (214, 96, 86), (236, 180, 70), (96, 170, 110), (62, 150, 160)


@dataclass(frozen=True)
class Still:
    subject: str  # a key of SUBJECTS

    def paint(self, c: Canvas) -> None:
        SUBJECTS[self.subject](c, rng(self.subject))


@dataclass(frozen=True)
class Magazine:
    """A magazine's cover on a tinted background: its name as the masthead, a picture for the
    article's topic and the article's title as the cover line."""

    publication: str
    headline: str
    topic: str  # a key of TOPICS

    def paint(self, c: Canvas) -> None:
        colour = TOPICS.get(self.topic, (ACCENT, _book))[0]
        c.paste_gradient([(0, mix(colour, WHITE, 0.7)), (1, mix(colour, WHITE, 0.5))])
        height = c.y(0.86)
        width = int(height * 0.72)
        left, top = c.w // 2 - width // 2, c.y(0.07)
        back = [left + c.px(60), top + c.px(30), left + width + c.px(60), top + height + c.px(30)]
        c.draw.rectangle(back, fill=mix(colour, NAVY, 0.3))
        c.draw.rectangle([left, top, left + width, top + height], fill=WHITE)
        band = top + c.px(190)
        c.draw.rectangle([left, top, left + width, band], fill=colour)
        size, (name,) = c.fit(
            self.publication.upper(),
            width=width - c.px(60),
            size=c.px(96),
            smallest=c.px(44),
            lines=1,
            bold=True,
        )
        c.text((c.w // 2, (top + band) // 2), name, size=size, fill=WHITE, bold=True)
        art = TOPICS.get(self.topic, (colour, _book))[1]
        art(c, c.w // 2, band + c.px(290), c.px(200), colour)
        c.paragraph(
            c.w // 2,
            band + c.px(560),
            self.headline,
            width=width - c.px(100),
            size=c.px(60),
            smallest=c.px(40),
            lines=3,
            fill=NAVY,
            bold=True,
        )


def _leaf(c: Canvas, x: int, y: int, r: int, colour: RGB) -> None:
    c.draw.ellipse([x - r * 0.6, y - r, x + r * 0.6, y + r], fill=colour)
    c.draw.line([(x, y - r * 0.8), (x, y + r * 1.3)], fill=mix(colour, NAVY, 0.4), width=c.px(10))


def _book(c: Canvas, x: int, y: int, r: int, colour: RGB) -> None:
    for side in (-1, 1):
        page = [
            (x, y - r * 0.55),
            (x + side * r * 1.1, y - r * 0.75),
            (x + side * r * 1.1, y + r * 0.6),
        ]
        c.draw.polygon(
            [*page, (x, y + r * 0.8)], fill=mix(colour, WHITE, 0.3 if side < 0 else 0.45)
        )
    c.draw.line([(x, y - r * 0.55), (x, y + r * 0.8)], fill=mix(colour, NAVY, 0.4), width=c.px(6))


def _ballot(c: Canvas, x: int, y: int, r: int, colour: RGB) -> None:
    c.draw.rectangle(
        [x - r * 0.5, y - r * 1.0, x + r * 0.4, y - r * 0.1],
        fill=WHITE,
        outline=SLATE_300,
        width=c.px(4),
    )
    c.draw.line(
        [(x - r * 0.3, y - r * 0.55), (x - r * 0.1, y - r * 0.35), (x + r * 0.25, y - r * 0.8)],
        fill=colour,
        width=c.px(12),
    )
    c.draw.rectangle([x - r, y - r * 0.2, x + r, y + r * 0.9], fill=colour)
    c.draw.rectangle([x - r * 0.6, y - r * 0.25, x + r * 0.6, y - r * 0.1], fill=NAVY)


def _bubbles(c: Canvas, x: int, y: int, r: int, colour: RGB) -> None:
    for dx, dy, tone in ((-0.45, -0.25, colour), (0.45, 0.25, mix(colour, WHITE, 0.4))):
        bx, by = x + dx * r, y + dy * r
        c.draw.rounded_rectangle(
            [bx - r * 0.7, by - r * 0.45, bx + r * 0.7, by + r * 0.45],
            radius=int(r * 0.3),
            fill=tone,
        )
        for k in range(3):
            cx = bx - r * 0.3 + k * r * 0.3
            c.draw.ellipse([cx - r * 0.07, by - r * 0.07, cx + r * 0.07, by + r * 0.07], fill=WHITE)


TOPICS = {
    "Environment": ((52, 140, 90), _leaf),
    "Education": ((37, 99, 200), _book),
    "Politics": ((112, 60, 150), _ballot),
    "Culture": ((196, 110, 50), _bubbles),
}


def desk(c: Canvas, random) -> None:
    """A revision desk from above: a traffic-light timetable, flashcards and highlighters."""
    c.draw.rectangle([0, 0, c.w, c.h], fill=WOOD)
    for k in range(12):
        y = c.h * k / 12 + random.uniform(0, c.px(40))
        c.draw.line([(0, y), (c.w, y + c.px(20))], fill=mix(WOOD, NAVY, 0.08), width=c.px(6))
    sheet = [c.x(0.08), c.y(0.1), c.x(0.56), c.y(0.92)]
    c.draw.rectangle(sheet, fill=WHITE)
    c.text(
        (sheet[0] + c.px(50), sheet[1] + c.px(90)),
        "Revision plan",
        size=c.px(64),
        fill=NAVY,
        anchor="ls",
        bold=True,
    )
    cols, rows = 5, 7
    cell_w = (sheet[2] - sheet[0] - c.px(100)) / cols
    cell_h = (sheet[3] - sheet[1] - c.px(200)) / rows
    for row in range(rows):
        for col in range(cols):
            x, y = sheet[0] + c.px(50) + col * cell_w, sheet[1] + c.px(150) + row * cell_h
            colour = random.choice((RED, AMBER, GREEN, GREEN, SLATE_100))
            c.draw.rectangle(
                [x + c.px(6), y + c.px(6), x + cell_w - c.px(6), y + cell_h - c.px(6)],
                fill=mix(colour, WHITE, 0.35),
            )
    for k, colour in enumerate((WHITE, (255, 244, 200), (220, 236, 255))):
        x, y = c.x(0.63) + c.px(30 * k), c.y(0.14) + c.px(40 * k)
        c.draw.rectangle(
            [x, y, x + c.px(560), y + c.px(340)], fill=colour, outline=SLATE_300, width=c.px(3)
        )
    c.text(
        (c.x(0.63) + c.px(340), c.y(0.14) + c.px(250)), "mitosis?", size=c.px(56), fill=SLATE_700
    )
    for k, colour in enumerate((AMBER, (236, 120, 170), GREEN)):
        x, y = c.x(0.64) + c.px(130 * k), c.y(0.62)
        c.draw.rounded_rectangle([x, y, x + c.px(80), y + c.px(420)], radius=c.px(30), fill=colour)
        c.draw.rounded_rectangle(
            [x, y, x + c.px(80), y + c.px(110)], radius=c.px(30), fill=mix(colour, NAVY, 0.3)
        )


def laptop(c: Canvas, random) -> None:
    """A laptop whose screen shows a page of HTML."""
    c.paste_gradient([(0, (40, 52, 76)), (1, (24, 32, 50))])
    screen = [c.x(0.2), c.y(0.1), c.x(0.8), c.y(0.8)]
    c.draw.rounded_rectangle(screen, radius=c.px(30), fill=(52, 60, 76))
    inner = [screen[0] + c.px(30), screen[1] + c.px(30), screen[2] - c.px(30), screen[3] - c.px(30)]
    c.draw.rectangle(inner, fill=(22, 28, 42))
    c.draw.polygon(
        [
            (c.x(0.12), c.y(0.92)),
            (c.x(0.88), c.y(0.92)),
            (c.x(0.8), c.y(0.8)),
            (c.x(0.2), c.y(0.8)),
        ],
        fill=(150, 160, 176),
    )
    lines = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "  <head>",
        "    <title>My portfolio</title>",
        "  </head>",
        "  <body>",
        "    <h1>Hello, world!</h1>",
        "  </body>",
    ]
    colours = [(130, 170, 255), (244, 140, 140), (200, 200, 210), (140, 210, 160)]
    for k, line in enumerate(lines):
        y = inner[1] + c.px(50 + 95 * k)
        c.text((inner[0] + c.px(40), y), f"{k + 1:>2}", size=c.px(52), fill=SLATE_500, anchor="lt")
        c.text(
            (inner[0] + c.px(150), y),
            line,
            size=c.px(52),
            fill=colours[k % len(colours)],
            anchor="lt",
        )


def canteen(c: Canvas, random) -> None:
    """Trays of food along a canteen counter, pizza first."""
    c.paste_gradient([(0, (226, 232, 240)), (1, (203, 213, 225))])
    c.draw.rectangle([0, c.y(0.52), c.w, c.h], fill=(148, 163, 184))
    c.draw.rectangle([0, c.y(0.5), c.w, c.y(0.56)], fill=SLATE_500)
    for k in range(4):
        x = c.x(0.04) + k * c.x(0.24)
        c.draw.rounded_rectangle(
            [x, c.y(0.6), x + c.x(0.21), c.y(0.92)], radius=c.px(24), fill=(70, 90, 120)
        )
        cx, cy, r = x + c.x(0.105), c.y(0.76), c.px(150)
        c.draw.ellipse([cx - r, cy - r * 0.8, cx + r, cy + r * 0.8], fill=WHITE)
        if k == 0:
            c.draw.polygon(
                [(cx - r * 0.7, cy + r * 0.3), (cx + r * 0.7, cy + r * 0.3), (cx, cy - r * 0.55)],
                fill=AMBER,
            )
            for dx, dy in ((-0.2, 0.05), (0.15, 0.12), (0.0, -0.2)):
                c.draw.ellipse(
                    [
                        cx + (dx - 0.08) * r,
                        cy + (dy - 0.08) * r,
                        cx + (dx + 0.08) * r,
                        cy + (dy + 0.08) * r,
                    ],
                    fill=RED,
                )
        else:
            c.draw.ellipse(
                [cx - r * 0.6, cy - r * 0.45, cx + r * 0.6, cy + r * 0.45],
                fill=(random.choice(((236, 200, 120), (200, 120, 80), (150, 190, 110)))),
            )
    c.text((c.w // 2, c.y(0.22)), "TODAY'S MENU", size=c.px(96), fill=NAVY, bold=True)
    c.text(
        (c.w // 2, c.y(0.34)), "Pizza  -  Pasta  -  Curry  -  Salad", size=c.px(60), fill=SLATE_700
    )


def poster(c: Canvas, random) -> None:
    """A science-fair tri-fold board: a title, a chart, a photo and notes."""
    c.paste_gradient([(0, (226, 232, 240)), (1, (186, 198, 214))])
    w, h = c.w * 0.8, c.h * 0.62
    left, top = (c.w - w) / 2, c.h * 0.18
    for k, (x0, x1) in enumerate(((0, 0.25), (0.25, 0.75), (0.75, 1))):
        shade = WHITE if k == 1 else mix(WHITE, SLATE_300, 0.5)
        c.draw.rectangle(
            [left + w * x0, top, left + w * x1, top + h], fill=shade, outline=SLATE_300
        )
    size, (title,) = c.fit(
        "Rainwater & Microplastics",
        width=int(w * 0.46),
        size=c.px(80),
        smallest=c.px(36),
        lines=1,
        bold=True,
    )
    c.text((c.w // 2, top + h * 0.1), title, size=size, fill=ACCENT, bold=True)
    for k in range(5):
        bar = h * (0.15 + 0.1 * k)
        x = left + w * 0.32 + k * w * 0.075
        c.draw.rectangle(
            [x, top + h * 0.9 - bar, x + w * 0.05, top + h * 0.9], fill=mix(ACCENT, WHITE, 0.2 * k)
        )
    for x0 in (0.03, 0.78):
        for k in range(6):
            y = top + h * (0.12 + 0.13 * k)
            c.draw.rectangle(
                [left + w * x0, y, left + w * (x0 + 0.19 - 0.03 * (k % 2)), y + h * 0.04],
                fill=SLATE_300,
            )
    c.draw.rectangle([0, top + h, c.w, c.h], fill=(120, 92, 70))


def notes(c: Canvas, random) -> None:
    """A wall of colour-coded flashcards."""
    c.draw.rectangle([0, 0, c.w, c.h], fill=(222, 226, 232))
    colours = ((255, 236, 150), (255, 196, 200), (190, 226, 255), (196, 236, 196))
    words = (
        "Cells",
        "Forces",
        "Macbeth",
        "Ionic",
        "Quadratics",
        "Waves",
        "Poetry",
        "Supply",
        "Atoms",
        "Energy",
        "Graphs",
        "Essays",
    )
    cols, rows = 4, 3
    cell_w, cell_h = c.w / cols, c.h / rows
    for k in range(cols * rows):
        col, row = k % cols, k // cols
        x = col * cell_w + cell_w * 0.12 + random.uniform(-1, 1) * c.px(20)
        y = row * cell_h + cell_h * 0.12 + random.uniform(-1, 1) * c.px(20)
        colour = colours[(col + row) % len(colours)]
        c.draw.rectangle([x, y, x + cell_w * 0.76, y + cell_h * 0.76], fill=colour)
        c.draw.ellipse([x + cell_w * 0.36, y - c.px(14), x + cell_w * 0.4, y + c.px(14)], fill=RED)
        c.text(
            (x + cell_w * 0.38, y + cell_h * 0.4),
            words[k],
            size=c.px(64) if c.w > c.h else c.px(44),
            fill=SLATE_700,
            bold=True,
        )


def tram(c: Canvas, random) -> None:
    """A yellow tram climbing a steep street between pastel houses."""
    c.paste_gradient([(0, (120, 170, 220)), (1, (214, 232, 244))])
    for k in range(6):
        x = k * c.w / 5 - c.px(60)
        top = c.y(0.2 + 0.05 * (k % 3))
        colour = ((240, 214, 170), (230, 180, 160), (200, 214, 226), (236, 226, 200))[k % 4]
        c.draw.rectangle([x, top, x + c.w / 5 - c.px(10), c.h], fill=colour)
        for r in range(4):
            for q in range(2):
                wx, wy = x + c.px(60 + 160 * q), top + c.px(80 + 200 * r)
                c.draw.rectangle(
                    [wx, wy, wx + c.px(80), wy + c.px(120)], fill=mix(colour, NAVY, 0.4)
                )
    c.draw.polygon([(0, c.h), (0, c.y(0.9)), (c.w, c.y(0.62)), (c.w, c.h)], fill=(120, 116, 110))
    body = [
        (c.x(0.3), c.y(0.86)),
        (c.x(0.3), c.y(0.5)),
        (c.x(0.7), c.y(0.42)),
        (c.x(0.7), c.y(0.74)),
    ]
    c.draw.polygon(body, fill=(246, 196, 40))
    c.draw.polygon(
        [(c.x(0.3), c.y(0.86)), (c.x(0.7), c.y(0.74)), (c.x(0.7), c.y(0.78)), (c.x(0.3), c.y(0.9))],
        fill=WHITE,
    )
    for k in range(4):
        x0 = 0.33 + k * 0.09
        y0 = 0.49 - k * 0.018
        c.draw.polygon(
            [
                (c.x(x0), c.y(y0 + 0.06)),
                (c.x(x0 + 0.07), c.y(y0 + 0.046)),
                (c.x(x0 + 0.07), c.y(y0 + 0.17)),
                (c.x(x0), c.y(y0 + 0.185)),
            ],
            fill=(60, 80, 110),
        )
    c.draw.line([(c.x(0.5), c.y(0.46)), (c.x(0.56), c.y(0.1))], fill=NAVY, width=c.px(8))


def trophy(c: Canvas, random) -> None:
    """A gold cup with two handles on a plinth, on a shelf."""
    c.paste_gradient([(0, (48, 60, 90)), (1, (30, 40, 64))])
    c.draw.rectangle([0, c.y(0.84), c.w, c.h], fill=(110, 80, 56))
    x, r = c.w // 2, min(c.px(300), c.w * 0.22)
    rim, waist = c.y(0.14), c.y(0.5)
    for side in (-1, 1):  # the handles, behind the bowl
        hx = x + side * r * 0.95
        c.draw.ellipse(
            [hx - r * 0.4, rim + r * 0.05, hx + r * 0.4, rim + r * 0.85],
            outline=WARM,
            width=max(2, round(r * 0.12)),
        )
    c.draw.chord([x - r, rim - (waist - rim), x + r, waist], 0, 180, fill=WARM)
    c.draw.rectangle([x - r, rim - c.px(6), x + r, rim + c.px(24)], fill=mix(WARM, WHITE, 0.3))
    c.draw.polygon(
        [
            (x - r * 0.1, waist - c.px(4)),
            (x + r * 0.1, waist - c.px(4)),
            (x + r * 0.06, c.y(0.66)),
            (x - r * 0.06, c.y(0.66)),
        ],
        fill=WARM_DARK,
    )
    c.draw.polygon(
        [
            (x - r * 0.3, c.y(0.66)),
            (x + r * 0.3, c.y(0.66)),
            (x + r * 0.45, c.y(0.72)),
            (x - r * 0.45, c.y(0.72)),
        ],
        fill=WARM,
    )
    c.draw.rectangle([x - r * 0.6, c.y(0.72), x + r * 0.6, c.y(0.84)], fill=(60, 44, 34))
    c.draw.rectangle([x - r * 0.3, c.y(0.75), x + r * 0.3, c.y(0.81)], fill=WARM_LIGHT_PLATE)
    c.text(
        (x, (rim + waist) // 2 - c.px(10)), "1st", size=round(r * 0.42), fill=WARM_DARK, bold=True
    )


WARM_LIGHT_PLATE = (214, 196, 150)


def circuit(c: Canvas, random) -> None:
    """A microcontroller board with wires and a sensor."""
    c.draw.rectangle([0, 0, c.w, c.h], fill=(30, 41, 59))
    board = [c.x(0.2), c.y(0.2), c.x(0.8), c.y(0.8)]
    c.draw.rounded_rectangle(board, radius=c.px(30), fill=(22, 110, 90))
    for k in range(14):
        y = board[1] + c.px(40 + 50 * k)
        if y < board[3] - c.px(30):
            c.draw.line(
                [(board[0] + c.px(30), y), (board[0] + c.px(200 + 60 * (k % 4)), y)],
                fill=(60, 160, 130),
                width=c.px(8),
            )
    chip = [c.x(0.42), c.y(0.36), c.x(0.6), c.y(0.64)]
    c.draw.rectangle(chip, fill=(24, 26, 32))
    for k in range(7):
        y = chip[1] + c.px(40) + k * (chip[3] - chip[1] - c.px(80)) / 6
        for side in (chip[0] - c.px(30), chip[2]):
            c.draw.rectangle([side, y - c.px(8), side + c.px(30), y + c.px(8)], fill=SLATE_300)
    c.text(
        ((chip[0] + chip[2]) // 2, (chip[1] + chip[3]) // 2), "MCU", size=c.px(64), fill=SLATE_300
    )
    for k, colour in enumerate((RED, AMBER, TEAL)):
        y = c.y(0.3 + 0.12 * k)
        c.draw.line([(board[2] - c.px(60), y), (c.w, y - c.px(80))], fill=colour, width=c.px(14))
        c.draw.ellipse(
            [board[2] - c.px(80), y - c.px(20), board[2] - c.px(40), y + c.px(20)], fill=WARM
        )


def bookshelf(c: Canvas, random) -> None:
    """Shelves of books in the school library."""
    c.draw.rectangle([0, 0, c.w, c.h], fill=(120, 86, 60))
    shelves = 3
    for s in range(shelves):
        top, bottom = c.h * s / shelves + c.px(30), c.h * (s + 1) / shelves - c.px(30)
        c.draw.rectangle([0, top, c.w, bottom], fill=(70, 50, 38))
        x = c.px(40)
        while x < c.w - c.px(40):
            width = c.px(random.uniform(50, 110))
            height = (bottom - top) * random.uniform(0.7, 0.95)
            colour = random.choice((ACCENT, RED, GREEN, AMBER, TEAL, (120, 90, 160), SLATE_700))
            c.draw.rectangle([x, bottom - height, x + width, bottom], fill=mix(colour, NAVY, 0.15))
            c.draw.rectangle(
                [x, bottom - height * 0.8, x + width, bottom - height * 0.74],
                fill=mix(colour, WHITE, 0.4),
            )
            x += width + c.px(random.uniform(4, 14))
        c.draw.rectangle([0, bottom, c.w, bottom + c.px(30)], fill=(150, 110, 80))


def bread(c: Canvas, random) -> None:
    """A sourdough loaf on a board."""
    c.paste_gradient([(0, (238, 232, 220)), (1, (214, 204, 188))])
    c.draw.rounded_rectangle(
        [c.x(0.12), c.y(0.55), c.x(0.88), c.y(0.92)], radius=c.px(60), fill=WOOD
    )
    loaf = [c.x(0.26), c.y(0.22), c.x(0.74), c.y(0.8)]
    c.draw.ellipse(loaf, fill=(196, 130, 66))
    c.draw.ellipse(
        [loaf[0] + c.px(40), loaf[1] + c.px(30), loaf[2] - c.px(40), loaf[3] - c.px(120)],
        fill=(214, 150, 80),
    )
    for k in range(3):
        x = c.x(0.38 + 0.1 * k)
        c.draw.line(
            [(x - c.px(60), c.y(0.36)), (x + c.px(60), c.y(0.6))],
            fill=(246, 224, 180),
            width=c.px(24),
        )


SUBJECTS = {
    "desk": desk,
    "laptop": laptop,
    "canteen": canteen,
    "poster": poster,
    "notes": notes,
    "tram": tram,
    "trophy": trophy,
    "circuit": circuit,
    "bookshelf": bookshelf,
    "bread": bread,
}
