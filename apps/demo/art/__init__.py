"""The demo's pictures, drawn with Pillow so that each stands for what it illustrates: a
certificate looks like a certificate, a project like its website, a travel picture like its
place. A scene is a small frozen (hashable) description; `draw` paints it at a size.

Nothing here needs Django: `make bench` draws a demo picture again in its own process to weigh
its original (apps.demo.images.demo_upload)."""

from PIL import Image

from .canvas import Canvas
from .certificate import Certificate
from .memes import Meme
from .places import Place
from .screens import Screen
from .stills import Magazine, Still

Scene = Certificate | Screen | Meme | Place | Magazine | Still

__all__ = ["Certificate", "Magazine", "Meme", "Place", "Scene", "Screen", "Still", "draw"]


def draw(scene: Scene, width: int, height: int) -> Image.Image:
    """`scene` painted on a new `width` x `height` RGB image."""
    canvas = Canvas(Image.new("RGB", (width, height)))
    scene.paint(canvas)
    return canvas.image
