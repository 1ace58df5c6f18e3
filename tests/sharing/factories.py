from apps.sharing.services import share_link_create


def share(target, *, recipient: str = "Mrs Patel, maths", days: int = 14):
    """A link to `target` (a post or a journal entry) made through the service: (link, token)."""
    target_type = "post" if target._meta.model_name == "blogpost" else "journal-entry"
    return share_link_create(
        target_type=target_type, target_id=target.pk, recipient=recipient, days=days
    )
