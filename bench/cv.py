"""`python -m bench.cv`: a change of the record, as the owner's panel makes one (a
qualification moved one place down, through the record's services; one added on a site with
none), printed as "BENCH-CV changed". Runs in the bench server's environment: its write moves
the record's content version on in the shared cache, so the CV's kept PDF is out of date."""

import django


def main() -> None:
    django.setup()
    from apps.record.models import Qualification
    from apps.record.services import qualification_create, qualification_update

    qualification = Qualification.objects.order_by("created_at").first()
    if qualification is None:
        qualification_create(subject="Mathematics", type="gcse", board="aqa", tier="higher")
    else:
        data = {"position": qualification.position + 1}
        qualification_update(instance=qualification, data=data)
    print("BENCH-CV changed")


if __name__ == "__main__":
    main()
