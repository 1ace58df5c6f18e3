"""A cache backend that behaves as django-redis does while Redis cannot be reached: every call
raises redis-py's ConnectionError. `calls` counts the attempts."""

from django.core.cache.backends.base import BaseCache
from redis.exceptions import ConnectionError as RedisConnectionError


class UnreachableCache(BaseCache):
    calls = 0

    def __init__(self, location, params):
        super().__init__(params)

    def _fail(self, *args, **kwargs):
        type(self).calls += 1
        raise RedisConnectionError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    add = get = set = touch = delete = has_key = incr = decr = _fail
    get_many = set_many = delete_many = _fail

    def clear(self):
        """The shared test fixtures empty the cache around every test: nothing to empty."""
