"""Rows of the record, made through its services (so every rule holds)."""

from datetime import date

from apps.record.services import grade_create, log_entry_create, qualification_create


def gcse_maths(**fields):
    return qualification_create(
        **{"subject": "Mathematics", "type": "gcse", "board": "aqa", "tier": "higher", **fields}
    )


def grade(qualification, kind="target", value="8", **fields):
    return grade_create(qualification=qualification, kind=kind, value=value, **fields)


def log_entry(**fields):
    return log_entry_create(
        **{
            "kind": "reading",
            "title": "The Code Book",
            "start_date": date(2026, 3, 1),
            "reflection": "Codes **everywhere**.",
            **fields,
        }
    )
