"""Demo GCSE journal entries for `seed_demo`: ten weeks of study notes across the six subjects
(eight published, two drafts), dated over the past few months.

Idempotent: an entry whose slug, or whose subject and topic, already exist is left alone.
"""

from datetime import timedelta

from django.db.models import Q
from django.utils import timezone
from django.utils.text import slugify

from apps.journal.models import GcseJournalEntry
from apps.journal.services import entry_create

# The entries' links are example addresses on example.com (reserved for examples, RFC 2606): a
# demo never sends a visitor to a real site it chose for them.
DEMO_LINKS = "https://example.com/demo-student/links"

ENTRIES = [
    {
        "week": "Week 1",
        "subject": "maths",
        "topic": "Quadratic equations",
        "content": (
            "Started the quadratics unit. I can factorise when a = 1 without thinking, but "
            "harder ones like 6x² + 7x - 3 still take me a few tries. Completing the square "
            "finally clicked when I drew it as an actual square with a missing corner. Next: "
            "use the quadratic formula and check answers by substituting back in."
        ),
        "progress": 85,
        "days_ago": 84,
        "links": [
            {
                "type": "other",
                "title": "Quadratics revision guide (example link)",
                "url": f"{DEMO_LINKS}/quadratics-revision-guide",
            }
        ],
        "media_uploads": [{"type": "pdf", "title": "Completing the square worked examples"}],
    },
    {
        "week": "Week 2",
        "subject": "physics",
        "topic": "Electromagnetism",
        "content": (
            "Built a simple electromagnet in the lab with a nail, wire and a battery pack. More "
            "turns of wire and a bigger current both made it pick up more paperclips, which "
            "matched the prediction. Fleming's left-hand rule: thuMb = Motion, First finger = "
            "Field, seCond finger = Current. I need more practice on the motor effect "
            "calculation F = BIL."
        ),
        "progress": 70,
        "days_ago": 77,
        "media_uploads": [
            {"type": "image", "title": "Electromagnet experiment results table"},
            {"type": "video", "title": "Paperclip test"},
        ],
    },
    {
        "week": "Week 3",
        "subject": "chemistry",
        "topic": "Ionic bonding",
        "content": (
            "Ionic bonds form when metal atoms give electrons to non-metal atoms, making "
            "oppositely charged ions held together by strong electrostatic forces. Practised "
            "dot-and-cross diagrams for NaCl, MgO and CaCl₂. Giant ionic lattices explain the "
            "high melting points and why they conduct only when molten or dissolved."
        ),
        "progress": 90,
        "days_ago": 70,
    },
    {
        "week": "Week 4",
        "subject": "biology",
        "topic": "Cell division and mitosis",
        "content": (
            "Learned the cell cycle: the cell grows and copies its DNA, then mitosis separates "
            "the chromosomes, then the cytoplasm divides. Looked at onion root tip cells under "
            "the microscope and counted how many were in each stage. Mitosis makes identical "
            "cells for growth and repair; meiosis comes next term."
        ),
        "progress": 75,
        "days_ago": 63,
        "links": [
            {
                "type": "video",
                "title": "Mitosis animation (example link)",
                "url": f"{DEMO_LINKS}/mitosis-animation",
            }
        ],
    },
    {
        "week": "Week 5",
        "subject": "english",
        "topic": "Macbeth: ambition and guilt",
        "content": (
            "Read Act 2. Macbeth's dagger soliloquy shows how his imagination is already "
            "turning against him. Lady Macbeth seems stronger here, but 'a little water clears "
            "us of this deed' becomes ironic once we know about the sleepwalking scene. Wrote a "
            "practice paragraph on how Shakespeare presents guilt; my teacher said to embed "
            "shorter quotations."
        ),
        "progress": 60,
        "days_ago": 56,
    },
    {
        "week": "Week 6",
        "subject": "economics",
        "topic": "Supply and demand",
        "content": (
            "Drew supply and demand diagrams for the market for concert tickets. When demand "
            "rises and supply is fixed, the price goes up, which explains resale prices. Also "
            "covered price elasticity: a 10% price rise that cuts quantity demanded by 20% means "
            "demand is price elastic (PED = -2)."
        ),
        "progress": 80,
        "days_ago": 49,
    },
    {
        "week": "Week 7",
        "subject": "maths",
        "topic": "Simultaneous equations",
        "content": (
            "Elimination and substitution methods, then one linear and one quadratic equation "
            "solved by substitution. Drew both graphs to see that the answers are where the line "
            "crosses the curve. Two mistakes in the practice test were sign errors when "
            "subtracting equations: slow down."
        ),
        "progress": 65,
        "days_ago": 42,
    },
    {
        "week": "Week 8",
        "subject": "physics",
        "topic": "Energy stores and transfers",
        "content": (
            "Kinetic, gravitational potential, elastic and thermal stores. Did the required "
            "practical on specific heat capacity with an aluminium block; our value was higher "
            "than the textbook one because heat escaped to the room. Insulating the block would "
            "make the result more accurate."
        ),
        "progress": 55,
        "days_ago": 35,
    },
    {
        "week": "Week 9",
        "subject": "chemistry",
        "topic": "Rates of reaction",
        "content": (
            "Draft: still writing up the marble chips and acid practical. Smaller chips gave "
            "off gas faster because of the larger surface area. Need to add the graph and the "
            "collision theory explanation."
        ),
        "progress": 30,
        "days_ago": 21,
        "is_published": False,
    },
    {
        "week": "Week 10",
        "subject": "english",
        "topic": "An Inspector Calls: social responsibility",
        "content": (
            "Draft notes: Priestley uses the Inspector as his mouthpiece for collective "
            "responsibility. Contrast Mr Birling's speech about 'every man for himself' with the "
            "Inspector's final speech. Find three more quotations for Sheila's change."
        ),
        "progress": 20,
        "days_ago": 7,
        "is_published": False,
    },
]


def seed() -> int:
    """Create the demo entries that do not exist yet; return how many were created."""
    created = 0
    today = timezone.localdate()
    for spec in ENTRIES:
        data = {"is_published": True, **spec}
        days_ago = data.pop("days_ago")
        slug = slugify(f"{data['week']} {data['subject']} {data['topic']}")
        exists = GcseJournalEntry.objects.filter(
            Q(slug=slug) | Q(subject=data["subject"], topic=data["topic"])
        ).exists()
        if exists:
            continue
        # Written as plain text, as entries were before Markdown (shown exactly as then).
        entry_create(**data, content_format="plain", study_date=today - timedelta(days=days_ago))
        created += 1
    return created
