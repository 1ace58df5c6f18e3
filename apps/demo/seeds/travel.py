"""Demo travel stories for `seed_demo`: the travel page's 19 destinations, each with a city, a
continent from the page's filter, highlights, a duration, a visit date, a picture and a gallery.

Pictures are drawn by `demo_image` and stored on this site. Each destination's `scenery` says
what its pictures show, in turn: a setting (a city, a river, the Alps...) and a landmark
(apps/demo/art/places.py); the cover and each gallery picture take the next one, at another
time of day, so no two pictures of a place are alike. The models are imported where rows are
written, so that `demo_scene` works without Django set up (`make bench` draws the pictures again
in its own process).

Idempotent: a story whose slug or title already exists is left alone, so the owner's edits
survive a second run.
"""

from datetime import date

from django.utils.text import slugify

from apps.demo.art import Place, Scene
from apps.demo.images import demo_image
from apps.demo.seeds.site import unseeded

DESTINATIONS = [
    {
        "country": "Japan",
        "city": "Tokyo",
        "continent": "Asia",
        "title": "Neon Nights and Quiet Temples in Tokyo",
        "content": (
            "Tokyo was calmer than I expected for the biggest city in the world. We crossed "
            "Shibuya at rush hour, then found total silence at Meiji Shrine ten minutes later. "
            "The trains run to the second and nobody talks on the phone in them."
        ),
        "highlights": [
            "Shibuya crossing",
            "Meiji Shrine",
            "Senso-ji temple",
            "TeamLab digital art",
            "Conveyor-belt sushi",
            "Bullet train to Kyoto",
        ],
        "duration": "7 days",
        "visit_date": date(2024, 4, 2),
        "coordinates": {"lat": 35.6762, "lng": 139.6503},
        "gallery_size": 4,
        "scenery": [("city", "pagoda"), ("lake", "fuji"), ("city", "torii"), ("river", "none")],
    },
    {
        "country": "Singapore",
        "city": "Singapore",
        "continent": "Asia",
        "title": "A Garden City in Singapore",
        "content": (
            "Singapore calls itself a city in a garden, and it is true: there are trees growing "
            "up the sides of skyscrapers. The Supertree light show at Gardens by the Bay was the "
            "best free thing we did all summer."
        ),
        "highlights": ["Gardens by the Bay", "Hawker centre food", "Marina Bay light show"],
        "duration": "4 days",
        "visit_date": date(2023, 8, 10),
        "coordinates": {"lat": 1.3521, "lng": 103.8198},
        "gallery_size": 3,
        "scenery": [("river", "marina-bay"), ("city", "supertrees"), ("river", "none")],
    },
    {
        "country": "Malaysia",
        "city": "Kuala Lumpur",
        "continent": "Asia",
        "title": "Twin Towers and Street Food in Kuala Lumpur",
        "content": (
            "We crossed the skybridge of the Petronas Towers and climbed the 272 rainbow steps "
            "to the Batu Caves, dodging the monkeys. Dinner on Jalan Alor was the spiciest meal "
            "of my life."
        ),
        "highlights": ["Petronas Towers skybridge", "Batu Caves", "Jalan Alor night market"],
        "duration": "3 days",
        "visit_date": date(2023, 8, 6),
        "coordinates": {"lat": 3.139, "lng": 101.6869},
        "gallery_size": 2,
        "scenery": [("city", "twin-towers"), ("highlands", "temple")],
    },
    {
        "country": "France",
        "city": "Paris",
        "continent": "Europe",
        "title": "Art, Bread and the Eiffel Tower in Paris",
        "content": (
            "Our French teacher would be proud: I ordered every croissant in French. The Louvre "
            "is so big we only saw one wing, and the Mona Lisa is much smaller than you think."
        ),
        "highlights": ["Louvre museum", "Eiffel Tower at night", "Montmartre", "Seine boat trip"],
        "duration": "4 days",
        "visit_date": date(2023, 4, 12),
        "coordinates": {"lat": 48.8566, "lng": 2.3522},
        "gallery_size": 3,
        "scenery": [("river", "eiffel"), ("city", "none"), ("river", "boat")],
    },
    {
        "country": "Germany",
        "city": "Berlin",
        "continent": "Europe",
        "title": "Walking Through History in Berlin",
        "content": (
            "Standing by a section of the Berlin Wall made our history lessons on the Cold War "
            "feel real. The city is full of memorials, but also parks, bikes and the best "
            "pretzels I have eaten."
        ),
        "highlights": ["East Side Gallery", "Brandenburg Gate", "Reichstag dome", "Museum Island"],
        "duration": "4 days",
        "visit_date": date(2022, 10, 24),
        "coordinates": {"lat": 52.52, "lng": 13.405},
        "gallery_size": 3,
        "scenery": [("city", "gate"), ("river", "needle-tower"), ("city", "none")],
    },
    {
        "country": "Australia",
        "city": "Sydney",
        "continent": "Australia",
        "title": "Harbour Days in Sydney",
        "content": (
            "Christmas on the beach felt completely wrong and completely brilliant. We took the "
            "ferry to Manly, walked the coast from Bondi to Coogee and learned why you always "
            "swim between the flags."
        ),
        "highlights": [
            "Sydney Opera House",
            "Bondi to Coogee walk",
            "Manly ferry",
            "Taronga Zoo",
            "Blue Mountains",
        ],
        "duration": "10 days",
        "visit_date": date(2022, 12, 20),
        "coordinates": {"lat": -33.8688, "lng": 151.2093},
        "gallery_size": 4,
        "scenery": [
            ("river", "opera-house"),
            ("river", "harbour-bridge"),
            ("coast", "none"),
            ("peaks", "none"),
        ],
    },
    {
        "country": "United States",
        "city": "New York",
        "continent": "America",
        "title": "The City That Never Sleeps: New York",
        "content": (
            "New York felt exactly like the films, only louder. We walked the whole of Central "
            "Park, saw the skyline from the Top of the Rock and spent a rainy afternoon with the "
            "dinosaurs at the Natural History Museum."
        ),
        "highlights": [
            "Central Park",
            "Top of the Rock",
            "Natural History Museum",
            "Brooklyn Bridge",
            "Statue of Liberty",
        ],
        "duration": "6 days",
        "visit_date": date(2023, 10, 21),
        "coordinates": {"lat": 40.7128, "lng": -74.006},
        "gallery_size": 4,
        "scenery": [
            ("river", "spire-tower"),
            ("city", "none"),
            ("hills", "none"),
            ("river", "sailboat"),
        ],
    },
    {
        "country": "Canada",
        "city": "Toronto",
        "continent": "Canada",
        "title": "Niagara Falls and Toronto's Skyline",
        "content": (
            "The spray from Niagara Falls soaked us through our ponchos. Back in Toronto we went "
            "up the CN Tower and I stood on the glass floor for about four seconds."
        ),
        "highlights": ["Niagara Falls boat trip", "CN Tower glass floor", "Toronto Islands"],
        "duration": "5 days",
        "visit_date": date(2024, 7, 28),
        "coordinates": {"lat": 43.6532, "lng": -79.3832},
        "gallery_size": 3,
        "scenery": [("river", "needle-tower"), ("lake", "waterfall"), ("river", "sailboat")],
    },
    {
        "country": "Canada",
        "city": "Vancouver",
        "continent": "Canada",
        "title": "Mountains Meet the Sea in Vancouver",
        "content": (
            "You can go from a beach to a snowy mountain in under an hour. We cycled round "
            "Stanley Park and crossed the wobbly Capilano suspension bridge."
        ),
        "highlights": ["Stanley Park by bike", "Capilano suspension bridge"],
        "duration": "4 days",
        "visit_date": date(2024, 8, 2),
        "coordinates": {"lat": 49.2827, "lng": -123.1207},
        "gallery_size": 2,
        "scenery": [("peaks", "none"), ("coast", "sailboat")],
    },
    {
        "country": "Italy",
        "city": "Rome",
        "continent": "Europe",
        "title": "Two Thousand Years of Rome",
        "content": (
            "Every street in Rome seems to have something ancient in it. The Colosseum was "
            "bigger than I imagined, and our guide explained how the arches spread the weight, "
            "which is basically GCSE physics."
        ),
        "highlights": ["Colosseum", "Roman Forum", "Pantheon", "Trevi Fountain", "Gelato"],
        "duration": "5 days",
        "visit_date": date(2022, 5, 30),
        "coordinates": {"lat": 41.9028, "lng": 12.4964},
        "gallery_size": 4,
        "scenery": [("city", "colosseum"), ("hills", "none"), ("city", "gate")],
    },
    {
        "country": "Spain",
        "city": "Barcelona",
        "continent": "Europe",
        "title": "Gaudí's Barcelona",
        "content": (
            "The Sagrada Família has been under construction for over 140 years, and inside it "
            "looks like a forest made of stone. We spent the rest of the week between Park Güell "
            "and the beach."
        ),
        "highlights": ["Sagrada Família", "Park Güell", "La Boqueria market", "Barceloneta beach"],
        "duration": "5 days",
        "visit_date": date(2021, 8, 15),
        "coordinates": {"lat": 41.3874, "lng": 2.1686},
        "gallery_size": 3,
        "scenery": [("city", "sagrada"), ("coast", "sailboat"), ("hills", "none")],
    },
    {
        "country": "Netherlands",
        "city": "Amsterdam",
        "continent": "Europe",
        "title": "Canals and Bicycles in Amsterdam",
        "content": (
            "There are more bikes than people in Amsterdam. Visiting the Anne Frank House was the "
            "most moving hour of any trip I have taken, and I am glad we read her diary first."
        ),
        "highlights": ["Anne Frank House", "Canal boat tour", "Rijksmuseum"],
        "duration": "3 days",
        "visit_date": date(2023, 2, 17),
        "coordinates": {"lat": 52.3676, "lng": 4.9041},
        "gallery_size": 2,
        "scenery": [("canal", "canal-houses"), ("canal", "windmill")],
    },
    {
        "country": "Switzerland",
        "city": "Zurich",
        "continent": "Europe",
        "title": "Lakes and Alps from Zurich",
        "content": (
            "Zurich is spotless and very expensive. We took a train into the Alps for a day of "
            "snow, then swam in the lake the next morning because the water was so clear."
        ),
        "highlights": ["Lake Zurich", "Day trip to the Alps", "Old Town", "Swiss chocolate"],
        "duration": "4 days",
        "visit_date": date(2022, 2, 14),
        "coordinates": {"lat": 47.3769, "lng": 8.5417},
        "gallery_size": 3,
        "scenery": [("alps", "twin-spires"), ("alps", "sailboat"), ("alps", "none")],
    },
    {
        "country": "Norway",
        "city": "Oslo",
        "continent": "Europe",
        "title": "Fjords and Museums in Oslo",
        "content": (
            "We walked on the roof of the Oslo Opera House, which slopes straight into the fjord, "
            "and saw real Viking ships. Norway runs much of its transport on electricity, so the "
            "city was strangely quiet."
        ),
        "highlights": ["Opera House roof", "Viking Ship Museum", "Fjord ferry"],
        "duration": "3 days",
        "visit_date": date(2023, 6, 18),
        "coordinates": {"lat": 59.9139, "lng": 10.7522},
        "gallery_size": 2,
        "scenery": [("fjord", "slope-building"), ("fjord", "boat")],
    },
    {
        "country": "Iceland",
        "city": "Reykjavik",
        "continent": "Europe",
        "title": "Fire and Ice around Reykjavik",
        "content": (
            "Iceland sits on the boundary between two tectonic plates, and you can walk between "
            "them at Thingvellir. We saw Strokkur geyser erupt every few minutes and, on our "
            "last night, a faint green aurora."
        ),
        "highlights": [
            "Thingvellir rift valley",
            "Strokkur geyser",
            "Gullfoss waterfall",
            "Northern lights",
        ],
        "duration": "5 days",
        "visit_date": date(2024, 2, 16),
        "coordinates": {"lat": 64.1466, "lng": -21.9426},
        "gallery_size": 4,
        "scenery": [("volcanic", "geyser"), ("volcanic", "none"), ("lake", "waterfall")],
    },
    {
        "country": "United Kingdom",
        "city": "Edinburgh",
        "continent": "United Kingdom",
        "title": "Castles and Closes in Edinburgh",
        "content": (
            "We climbed Arthur's Seat, an extinct volcano in the middle of the city, in sideways "
            "rain. The view over the castle and the Firth of Forth was worth every step."
        ),
        "highlights": ["Edinburgh Castle", "Arthur's Seat", "Royal Mile", "Fringe festival"],
        "duration": "3 days",
        "visit_date": date(2024, 8, 20),
        "coordinates": {"lat": 55.9533, "lng": -3.1883},
        "gallery_size": 3,
        "scenery": [("hills", "castle"), ("highlands", "none"), ("coast", "none")],
    },
    {
        "country": "United Kingdom",
        "city": "London",
        "continent": "United Kingdom",
        "title": "Museums and Markets in London",
        "content": (
            "London is close enough for a day trip, but there is always more to see. This time "
            "we spent a whole day at the Science Museum and the Natural History Museum, then "
            "ate our way round Borough Market."
        ),
        "highlights": ["Science Museum", "Borough Market"],
        "duration": "2 days",
        "visit_date": date(2025, 2, 18),
        "coordinates": {"lat": 51.5072, "lng": -0.1276},
        "gallery_size": 2,
        "scenery": [("river", "clock-tower"), ("city", "none")],
    },
    {
        "country": "Thailand",
        "city": "Bangkok",
        "continent": "Asia",
        "title": "Temples and Tuk-Tuks in Bangkok",
        "content": (
            "Bangkok is hot, busy and full of gold. The reclining Buddha at Wat Pho is 46 metres "
            "long, and we took a long-tail boat along the canals to the floating market."
        ),
        "highlights": [
            "Wat Pho reclining Buddha",
            "Grand Palace",
            "Floating market",
            "Mango sticky rice",
        ],
        "duration": "5 days",
        "visit_date": date(2023, 7, 30),
        "coordinates": {"lat": 13.7563, "lng": 100.5018},
        "gallery_size": 3,
        "scenery": [("river", "temple"), ("river", "boat"), ("city", "temple")],
    },
    {
        "country": "South Korea",
        "city": "Seoul",
        "continent": "Asia",
        "title": "Palaces and Technology in Seoul",
        "content": (
            "Seoul mixes six-hundred-year-old palaces with some of the fastest internet on the "
            "planet. We wore hanbok to get into Gyeongbokgung for free and watched the changing "
            "of the guard."
        ),
        "highlights": ["Gyeongbokgung Palace", "Bukchon Hanok Village", "N Seoul Tower"],
        "duration": "6 days",
        "visit_date": date(2024, 4, 10),
        "coordinates": {"lat": 37.5665, "lng": 126.978},
        "gallery_size": 3,
        "scenery": [("hills", "palace"), ("hills", "needle-tower"), ("city", "none")],
    },
]


# The cover's time of day, by the destination's place in the list; gallery pictures go on from it.
TIMES = ("day", "golden", "dusk", "night", "dawn")  # five: no two pictures of a place alike
COVER_TIMES = ("day", "golden", "day", "dusk", "day", "night", "golden", "dawn")


def _pictures(index: int, row: dict) -> dict[str, Place]:
    """The demo pictures of destination `index`, by name: its cover, then its gallery."""
    slug = slugify(row["title"])
    names = [f"travel-{slug}"]
    names += [f"travel-{slug}-{n}" for n in range(1, row["gallery_size"] + 1)]
    first = TIMES.index(COVER_TIMES[index % len(COVER_TIMES)])
    pictures = {}
    for n, name in enumerate(names):
        setting, landmark = row["scenery"][n % len(row["scenery"])]
        pictures[name] = Place(
            name=f"{row['city']}, {row['country']}"
            if row["city"] != row["country"]
            else row["city"],
            setting=setting,
            landmark=landmark,
            time=TIMES[(first + n) % len(TIMES)],
            continent=row["continent"],
            variant=index + n,
        )
    return pictures


def demo_scene(name: str) -> Scene | None:
    """What the demo picture `name` shows, if it is one of this seed's (else None)."""
    if name.startswith("travel-"):
        for index, row in enumerate(DESTINATIONS):
            if name.startswith(f"travel-{slugify(row['title'])}"):
                picture = _pictures(index, row).get(name)
                if picture:
                    return picture
    return None


def seed() -> int:
    """Create the demo stories that do not exist yet; return how many were created."""
    from apps.travel.models import TravelStory
    from apps.travel.services import story_create

    created = 0
    for slug, data in unseeded(TravelStory, DESTINATIONS):
        index = next(i for i, row in enumerate(DESTINATIONS) if slugify(row["title"]) == slug)
        cover, *gallery = _pictures(index, data)
        del data["gallery_size"], data["scenery"]
        story_create(
            **data,
            content_format="plain",  # written as stories were before Markdown
            is_published=True,  # the demo shows published stories; the owner's start as drafts
            image_url=demo_image(cover),
            gallery=[demo_image(name) for name in gallery],
        )
        created += 1
    return created
