"""What a share link shows of a personal statement draft (apps/sharing draws the page): the
three questions, each answer as typed with its count, and the comments left through that link.
The recipient never sees another link's comments."""

from django.core.exceptions import ValidationError

from .counting import QUESTIONS, character_count
from .models import Statement
from .selectors import statement_comments
from .services import statement_comment_add


def shared_statement(statement: Statement, *, via_link) -> dict:
    comments = list(statement_comments(statement=statement, via_link=via_link))
    texts = statement.answers()
    return {
        "kind": "statement",
        "title": statement.title,
        "answers": [
            {
                "key": key,
                "question": question,
                "text": texts[key],
                "count": character_count(texts[key]),
                "comments": [comment for comment in comments if comment.answer == key],
            }
            for key, question in QUESTIONS
        ],
    }


def comment_posted(statement: Statement, form, *, author: str, via_link) -> dict | None:
    """Store the comment the share page's form sent (`form`: request.POST); None when it was
    stored, else what to draw again: the answer, the text as typed and the first message."""
    answer, text = form.get("answer", ""), form.get("text", "")
    try:
        statement_comment_add(
            statement=statement, answer=answer, text=text, author=author, via_link=via_link
        )
    except ValidationError as refused:
        messages = refused.message_dict
        known = answer if answer in dict(QUESTIONS) else ""  # an unknown one: the page's top
        return {"answer": known, "text": text, "message": next(iter(messages.values()))[0]}
    return None
