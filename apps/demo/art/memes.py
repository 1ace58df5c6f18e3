"""A picture meme in the classic layout: bold white capitals with a black outline at the top and
the bottom, over a simply drawn scene (an exam paper, a calculator that looks sideways)."""

from dataclasses import dataclass

from .canvas import NAVY, SLATE_300, SLATE_500, SLATE_700, WHITE, Canvas, mix

DESK = (142, 104, 72)


@dataclass(frozen=True)
class Meme:
    top: str
    bottom: str
    scene: str  # "exam" or "calculator"

    def paint(self, c: Canvas) -> None:
        SCENES[self.scene](c)
        room = c.w - 2 * c.px(90)
        for text, y, anchor in (
            (self.top, c.px(50), "top"),
            (self.bottom, c.h - c.px(50), "bottom"),
        ):
            size, lines = c.fit(
                text.upper(), width=room, size=c.px(150), smallest=c.px(90), lines=2, bold=True
            )
            step = round(size * 1.08)
            first = y if anchor == "top" else y - step * len(lines)
            for k, line in enumerate(lines):
                c.text(
                    (c.w // 2, first + k * step),
                    line,
                    size=size,
                    fill=WHITE,
                    anchor="ma",
                    stroke=max(2, size // 14),
                    stroke_fill=(0, 0, 0),
                )


def _face(c: Canvas, x: float, y: float, r: float, *, look: float = 0.0, worried: bool) -> None:
    """A round yellow face; `look` turns its eyes sideways (-1 left, 1 right)."""
    c.draw.ellipse(
        [x - r, y - r, x + r, y + r], fill=(250, 204, 72), outline=(196, 140, 30), width=c.px(8)
    )
    for side in (-1, 1):
        ex, ey = x + side * r * 0.36, y - r * 0.18
        c.draw.ellipse([ex - r * 0.17, ey - r * 0.22, ex + r * 0.17, ey + r * 0.22], fill=WHITE)
        px = ex + look * r * 0.08
        c.draw.ellipse([px - r * 0.08, ey - r * 0.08, px + r * 0.08, ey + r * 0.12], fill=NAVY)
    if worried:
        c.draw.ellipse([x - r * 0.22, y + r * 0.3, x + r * 0.22, y + r * 0.62], fill=NAVY)
        drop = [
            (x + r * 0.8, y - r * 0.5),
            (x + r * 0.68, y - r * 0.2),
            (x + r * 0.92, y - r * 0.2),
        ]
        c.draw.polygon(drop, fill=(120, 190, 240))
        c.draw.ellipse(
            [x + r * 0.67, y - r * 0.33, x + r * 0.93, y - r * 0.07], fill=(120, 190, 240)
        )
    else:  # a flat, unimpressed mouth
        c.draw.line(
            [(x - r * 0.3, y + r * 0.45), (x + r * 0.3, y + r * 0.42)], fill=NAVY, width=c.px(14)
        )


def exam(c: Canvas) -> None:
    c.paste_gradient([(0, (70, 84, 110)), (1, (48, 58, 80))])
    c.draw.rectangle([0, c.y(0.62), c.w, c.h], fill=DESK)
    paper = [c.x(0.2), c.y(0.3), c.x(0.56), c.y(1.02)]
    c.draw.polygon(
        [
            (paper[0], paper[1]),
            (paper[2], paper[1] + c.px(30)),
            (paper[2] - c.px(30), paper[3]),
            (paper[0] - c.px(20), paper[3] - c.px(20)),
        ],
        fill=WHITE,
    )
    c.text(
        (paper[0] + c.px(60), paper[1] + c.px(110)),
        "Question 1",
        size=c.px(84),
        fill=NAVY,
        anchor="ls",
        bold=True,
    )
    c.text(
        (paper[0] + c.px(60), paper[1] + c.px(190)),
        "(10 marks)",
        size=c.px(48),
        fill=SLATE_500,
        anchor="ls",
    )
    for k in range(6):
        y = paper[1] + c.px(260 + 70 * k)
        c.draw.line(
            [(paper[0] + c.px(60), y), (paper[2] - c.px(90), y + c.px(6))],
            fill=SLATE_300,
            width=c.px(6),
        )
    pencil = [
        (c.x(0.5), c.y(0.86)),
        (c.x(0.62), c.y(0.7)),
        (c.x(0.635), c.y(0.715)),
        (c.x(0.515), c.y(0.875)),
    ]
    c.draw.polygon(pencil, fill=(240, 180, 60))
    _face(c, c.x(0.76), c.y(0.52), c.px(220), look=-1, worried=True)


def calculator(c: Canvas) -> None:
    c.paste_gradient([(0, (86, 110, 140)), (1, (60, 78, 104))])
    body = [c.x(0.34), c.y(0.2), c.x(0.66), c.y(1.08)]
    c.draw.rounded_rectangle(body, radius=c.px(60), fill=SLATE_700)
    screen = [body[0] + c.px(50), body[1] + c.px(60), body[2] - c.px(50), body[1] + c.px(330)]
    c.draw.rounded_rectangle(screen, radius=c.px(24), fill=(196, 214, 180))
    c.text(
        (screen[2] - c.px(40), screen[3] - c.px(36)),
        "2 + 2 = 4",
        size=c.px(92),
        fill=(40, 56, 40),
        anchor="rs",
        bold=True,
    )
    # Side-eye on the display.
    for side in (-1, 1):
        ex, ey, r = (screen[0] + screen[2]) / 2 + side * c.px(90), screen[1] + c.px(90), c.px(42)
        c.draw.ellipse(
            [ex - r, ey - r * 0.7, ex + r, ey + r * 0.7],
            fill=WHITE,
            outline=(40, 56, 40),
            width=c.px(5),
        )
        c.draw.ellipse(
            [ex + r * 0.2, ey - r * 0.35, ex + r * 0.9, ey + r * 0.35], fill=(40, 56, 40)
        )
        c.draw.line(
            [(ex - r, ey - r * 0.95 - side * c.px(8)), (ex + r, ey - r * 0.95 + side * c.px(8))],
            fill=(40, 56, 40),
            width=c.px(10),
        )
    keys_top = screen[3] + c.px(60)
    size = (screen[2] - screen[0] - 3 * c.px(30)) / 4
    for row in range(4):
        for col in range(4):
            x = screen[0] + col * (size + c.px(30))
            y = keys_top + row * (size * 0.7 + c.px(30))
            colour = (226, 170, 62) if col == 3 else mix(SLATE_300, WHITE, 0.3)
            c.draw.rounded_rectangle([x, y, x + size, y + size * 0.7], radius=c.px(18), fill=colour)


SCENES = {"exam": exam, "calculator": calculator}
