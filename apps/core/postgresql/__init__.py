"""Django's PostgreSQL backend, with a bound on every wait for the server (see base.py)."""
