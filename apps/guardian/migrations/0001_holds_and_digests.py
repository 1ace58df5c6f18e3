import uuid

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("contact", "0001_initial"),
        ("testimonials", "0002_public_list_index"),
    ]

    operations = [
        migrations.CreateModel(
            name="GuardianDigest",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("week", models.DateField(unique=True)),
                ("sent_at", models.DateTimeField()),
            ],
            options={"ordering": ["-week"]},
        ),
        migrations.CreateModel(
            name="GuardianHold",
            fields=[
                (
                    "id",
                    models.UUIDField(
                        default=uuid.uuid4, editable=False, primary_key=True, serialize=False
                    ),
                ),
                ("created_at", models.DateTimeField(auto_now_add=True, db_index=True)),
                ("updated_at", models.DateTimeField(auto_now=True)),
                ("token_hash", models.CharField(editable=False, max_length=64, unique=True)),
                (
                    "decision",
                    models.CharField(
                        choices=[
                            ("pending", "Waiting for the guardian"),
                            ("approved", "Approved by the guardian"),
                        ],
                        default="pending",
                        max_length=10,
                    ),
                ),
                ("decided_at", models.DateTimeField(blank=True, null=True)),
                (
                    "message",
                    models.OneToOneField(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="guardian_hold",
                        to="contact.contactmessage",
                    ),
                ),
                (
                    "testimonial",
                    models.OneToOneField(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="guardian_hold",
                        to="testimonials.testimonial",
                    ),
                ),
            ],
            options={
                "ordering": ["-created_at"],
                "indexes": [
                    models.Index(
                        fields=["decision", "created_at"], name="guardian_hold_decision_idx"
                    )
                ],
                "constraints": [
                    models.CheckConstraint(
                        condition=models.Q(
                            models.Q(("message__isnull", False), ("testimonial__isnull", True)),
                            models.Q(("message__isnull", True), ("testimonial__isnull", False)),
                            _connector="OR",
                        ),
                        name="guardian_hold_one_item",
                    ),
                    models.CheckConstraint(
                        condition=models.Q(
                            models.Q(("decided_at__isnull", True), ("decision", "pending")),
                            models.Q(("decided_at__isnull", False), ("decision", "approved")),
                            _connector="OR",
                        ),
                        name="guardian_hold_decided_at",
                    ),
                ],
            },
        ),
    ]
